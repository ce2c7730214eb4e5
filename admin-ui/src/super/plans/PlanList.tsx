import { Chip, Stack } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ResponsiveDataTable } from '../../common/ResponsiveDataTable';

function ModulesField() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: string; modules: string[] }>();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {(record?.modules ?? []).map((module) => (
        <Chip key={module} size="small" label={translate(`app.modules.${module}`, { _: module })} />
      ))}
    </Stack>
  );
}

export default function PlanList() {
  return (
    <List
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      perPage={10}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={<ModulesField />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="modules" disableSort>
            <ModulesField />
          </DataTable.Col>
          <DataTable.NumberCol source="employeeLimit" />
          <DataTable.NumberCol source="companyCount" disableSort />
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
