import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { CnpjField } from '../../common/CnpjField';
import { MaskedField } from '../../common/MaskedField';
import { maskPhone } from '../../common/masks';
import { LocaleDateField } from '../../common/LocaleDateField';
import { RequestDecisionButtons } from './RequestDecisionButtons';
import { REQUEST_STATUSES, RequestStatusField } from './RequestStatusField';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={REQUEST_STATUSES.map((status) => ({
      id: status,
      name: `resources.company-request.status.${status}`,
    }))}
  />,
];

export default function CompanyRequestList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <ResponsiveDataTable
        rowClick="show"
        primaryText={(record) => record.companyName}
        secondaryText={(record) => record.contactName}
        tertiaryText={<RequestStatusField />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="companyName" />
          <DataTable.Col source="cnpj" disableSort>
            <CnpjField />
          </DataTable.Col>
          <DataTable.Col source="contactName" />
          <DataTable.Col source="contactEmail" disableSort />
          <DataTable.Col source="contactPhone" disableSort>
            <MaskedField source="contactPhone" mask={maskPhone} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <RequestStatusField />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <RequestDecisionButtons />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
