import { DataTable, DeleteButton, EditButton, EmailField, List, SearchInput } from 'react-admin';
import { MaskedField } from '../../common/MaskedField';
import { maskPhone } from '../../common/masks';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

export default function ContactList() {
  return (
    <List
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) => record.email || maskPhone(record.phone)}
        tertiaryText={(record) => record.position}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email">
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="phone" disableSort>
            <MaskedField source="phone" mask={maskPhone} emptyText="" />
          </DataTable.Col>
          <DataTable.Col source="position" disableSort />
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
