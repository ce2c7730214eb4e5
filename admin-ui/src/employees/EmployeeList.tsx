import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BooleanField,
  Button,
  CreateButton,
  DataTable,
  EditButton,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  TopToolbar,
  useBasename,
  useNotify,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BulkDeactivateButton } from './BulkDeactivateButton';
import { DepartmentInput, OrganizationInput } from './EmployeeInputs';
import { EmployeeExportButtons } from './EmployeeExportButtons';
import { maskCpf, maskPhone } from '../common/masks';
import { MaskedField } from '../common/MaskedField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <OrganizationInput key="organizationId" source="organizationId" alwaysOn />,
  <DepartmentInput key="departmentId" source="departmentId" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn />,
];

function ListActions() {
  const basename = useBasename();
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={`${basename}/employee/import`}
        label="resources.employee.actions.import"
      >
        <UploadFileIcon />
      </Button>
      <EmployeeExportButtons />
      <CreateButton />
    </TopToolbar>
  );
}

export default function EmployeeList() {
  const notify = useNotify();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ isActive: true }}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions />}
      queryOptions={{
        onError: () => notify('resources.employee.messages.load_failed', { type: 'error' }),
      }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) =>
          record.email || maskPhone(record.cellPhone) || maskCpf(record.cpf)
        }
        tertiaryText={(record) => record.department}
      >
        {/* Ten columns with the selection's: half the usual padding between them keeps the list
            inside a 1,366 px screen. */}
        <DataTable
          rowClick="edit"
          bulkActionButtons={<BulkDeactivateButton />}
          sx={{ '& .RaDataTable-headerCell, & .RaDataTable-rowCell': { paddingInline: 1 } }}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="email">
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="cellPhone" disableSort>
            <MaskedField source="cellPhone" mask={maskPhone} emptyText="" />
          </DataTable.Col>
          <DataTable.Col source="cpf" disableSort>
            <MaskedField source="cpf" mask={maskCpf} emptyText="" />
          </DataTable.Col>
          <DataTable.Col source="jobTitle" />
          <DataTable.Col source="department" />
          <DataTable.Col source="organization" />
          <DataTable.Col source="isActive" disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
