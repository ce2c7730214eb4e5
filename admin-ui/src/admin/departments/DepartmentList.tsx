import { DataTable, DeleteButton, EditButton, List, SearchInput, useNotify } from 'react-admin';
import { OrganizationSelect } from './DepartmentInputs';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <OrganizationSelect key="organizationId" source="organizationId" alwaysOn validate={false} />,
];

export default function DepartmentList() {
  const notify = useNotify();
  return (
    <List
      filters={filters}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={{
        onError: () => notify('resources.department.messages.load_failed', { type: 'error' }),
      }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) => record.organizationName}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="organizationName" disableSort />
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
