import ArchiveIcon from '@mui/icons-material/Archive';
import { Chip } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  EditButton,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  CategoryField,
  QuestionTextField,
  QuestionTypeField,
  SensitiveField,
} from './LibraryFields';
import type { PredefinedQuestion } from './question.model';
import { CATEGORY_CHOICES } from './QuestionBasicsInputs';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput
    key="category"
    source="category"
    label="library.fields.category"
    choices={CATEGORY_CHOICES}
    alwaysOn
  />,
  <NullableBooleanInput
    key="sensitive"
    source="sensitive"
    label="library.fields.sensitive"
    alwaysOn
  />,
];

function StatusField() {
  const translate = useTranslate();
  const record = useRecordContext<PredefinedQuestion>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.isActive ? 'success' : 'default'}
      label={translate(
        `resources.predefined-question.status.${record.isActive ? 'active' : 'retired'}`,
      )}
    />
  );
}

/** `DELETE` retires: questionnaires keep their copies, companies no longer see it. */
function RetireButton() {
  const record = useRecordContext<PredefinedQuestion>();
  if (!record?.isActive) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="resources.predefined-question.actions.retire"
      icon={<ArchiveIcon />}
      confirmTitle="resources.predefined-question.messages.retire_title"
      confirmContent="resources.predefined-question.messages.retire_content"
      successMessage="resources.predefined-question.messages.retired"
      redirect={false}
    />
  );
}

export default function PredefinedQuestionList() {
  return (
    <List filters={filters} perPage={25} sort={{ field: 'position', order: 'ASC' }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.NumberCol
          source="position"
          label="resources.predefined-question.fields.position"
        />
        <DataTable.Col source="texts" label="library.fields.text" disableSort>
          <QuestionTextField />
        </DataTable.Col>
        <DataTable.Col source="type" label="library.fields.type" disableSort>
          <QuestionTypeField />
        </DataTable.Col>
        <DataTable.Col source="category" label="library.fields.category">
          <CategoryField />
        </DataTable.Col>
        <DataTable.Col source="sensitive" label="library.fields.sensitive" disableSort>
          <SensitiveField />
        </DataTable.Col>
        <DataTable.Col
          source="isActive"
          label="resources.predefined-question.fields.isActive"
          disableSort
        >
          <StatusField />
        </DataTable.Col>
        <DataTable.Col label="app.table.actions" disableSort>
          <EditButton />
          <RetireButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
