import { DataTable, DeleteButton, EditButton, List, SearchInput, useNotify } from 'react-admin';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

export default function OrganizationList() {
  const notify = useNotify();
  return (
    <List
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
      queryOptions={{
        onError: () => notify('resources.organization.messages.load_failed', { type: 'error' }),
      }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) => record.organizationTypeName}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="organizationTypeName" disableSort />
          <DataTable.NumberCol source="departmentCount" disableSort />
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
