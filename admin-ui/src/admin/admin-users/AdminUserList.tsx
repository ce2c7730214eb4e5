import {
  BooleanField,
  CreateButton,
  DataTable,
  EditButton,
  EmailField,
  List,
  NullableBooleanInput,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { LocaleDateField } from '../../common/LocaleDateField';
import { DeactivateButton } from './DeactivateButton';
import { ResendInvitationButton } from './ResendInvitationButton';
import { MaskedField } from '../../common/MaskedField';
import { maskPhone } from '../../common/masks';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="resources.admin-user.actions.invite" />
  </TopToolbar>
);

export default function AdminUserList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ isActive: true }}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<Actions />}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) => record.email || maskPhone(record.phone)}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email">
            <EmailField source="email" />
          </DataTable.Col>
          <DataTable.Col source="phone" disableSort>
            <MaskedField source="phone" mask={maskPhone} emptyText="" />
          </DataTable.Col>
          <DataTable.Col source="isActive" disableSort>
            <BooleanField source="isActive" />
          </DataTable.Col>
          <DataTable.Col source="isFirstAccess" disableSort>
            <BooleanField source="isFirstAccess" />
          </DataTable.Col>
          <DataTable.Col source="lastLoginAt">
            <LocaleDateField source="lastLoginAt" />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
            <ResendInvitationButton />
            <DeactivateButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
