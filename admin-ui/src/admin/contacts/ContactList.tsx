import { DataTable, DeleteButton, EditButton, EmailField, List, SearchInput } from 'react-admin';

export default function ContactList() {
  return (
    <List
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email">
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col source="phone" disableSort />
        <DataTable.Col source="position" disableSort />
        <DataTable.Col label="app.table.actions" disableSort>
          <EditButton />
          <DeleteButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
