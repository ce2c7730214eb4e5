import { Chip } from '@mui/material';
import {
  DataTable,
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
import { RetireButton } from './RetireButton';
import { TONES } from './tones';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

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

/** The library's order, counted from 1 as people count. */
function PositionField() {
  const record = useRecordContext<PredefinedQuestion>();
  return record ? <>{record.position + 1}</> : null;
}

function StatusField() {
  const translate = useTranslate();
  const record = useRecordContext<PredefinedQuestion>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      sx={record.isActive ? TONES.success : TONES.neutral}
      label={translate(
        `resources.predefined-question.status.${record.isActive ? 'active' : 'retired'}`,
      )}
    />
  );
}

export default function PredefinedQuestionList() {
  return (
    <List filters={filters} perPage={25} sort={{ field: 'position', order: 'ASC' }}>
      <ResponsiveDataTable
        rowClick="edit"
        primaryText={<QuestionTextField />}
        secondaryText={<CategoryField />}
        tertiaryText={<StatusField />}
      >
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="position" label="resources.predefined-question.fields.position">
            <PositionField />
          </DataTable.Col>
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
      </ResponsiveDataTable>
    </List>
  );
}
