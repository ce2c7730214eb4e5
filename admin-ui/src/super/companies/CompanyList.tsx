import {
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { useCompanyFilters } from './useCompanyFilters';
import { COMPANY_STATUSES, CompanyStatusField } from './CompanyStatusField';
import { COMPANY_LIST } from './companyListQuery';
import { ImpersonateButton } from './ImpersonateButton';
import { CnpjField } from '../../common/CnpjField';
import { LocaleDateField } from '../../common/LocaleDateField';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

const PAGE_SIZE = COMPANY_LIST.pagination.perPage;

function useFilters() {
  const { data } = useCompanyFilters();
  const statuses = data?.statuses ?? COMPANY_STATUSES;
  return [
    <SearchInput key="search" source="search" alwaysOn />,
    <SelectInput key="plan" source="plan" choices={data?.plans ?? []} alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={statuses.map((status) => ({
        id: status,
        name: `resources.company.status.${status}`,
      }))}
      alwaysOn
    />,
  ];
}

/** Every company matching the filters, however many (the data provider pages through). */
const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton maxResults={Number.MAX_SAFE_INTEGER} />
  </TopToolbar>
);

export default function CompanyList() {
  return (
    <List
      filters={useFilters()}
      perPage={PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[PAGE_SIZE]} />}
      sort={COMPANY_LIST.sort}
      actions={<Actions />}
    >
      <ResponsiveDataTable
        rowClick="show"
        primaryText={(record) => record.companyName}
        secondaryText={<CnpjField />}
        tertiaryText={<CompanyStatusField />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="companyName" />
          <DataTable.Col source="cnpj">
            <CnpjField />
          </DataTable.Col>
          <DataTable.Col source="planName" />
          <DataTable.Col source="subscriptionEndDate">
            <LocaleDateField source="subscriptionEndDate" />
          </DataTable.Col>
          <DataTable.Col source="isActive" label="resources.company.fields.status" disableSort>
            <CompanyStatusField />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <ImpersonateButton />
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
