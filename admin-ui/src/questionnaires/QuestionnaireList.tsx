import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Button,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocaleDateField } from '../common/LocaleDateField';
import type { Questionnaire } from './questionnaire.model';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

export function PreviewButton() {
  const record = useRecordContext<Questionnaire>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'questionnaire', id: record.id, type: 'edit' })}/preview`}
      label="resources.questionnaire.actions.preview"
      onClick={(event) => event.stopPropagation()}
    >
      <VisibilityIcon />
    </Button>
  );
}

/** The company's questionnaires; one with surveys cannot be deleted (the API answers 409). */
export default function QuestionnaireList() {
  return (
    <List
      filters={[<SearchInput key="search" source="search" alwaysOn />]}
      perPage={10}
      sort={{ field: 'updatedAt', order: 'DESC' }}
    >
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={(record) => record.name}
        secondaryText={(record) => record.description}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="description" disableSort />
          <DataTable.NumberCol source="questionCount" disableSort />
          <DataTable.Col source="updatedAt">
            <LocaleDateField source="updatedAt" />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <EditButton label="resources.questionnaire.actions.build" />
            <PreviewButton />
            <DeleteButton mutationMode="pessimistic" />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
