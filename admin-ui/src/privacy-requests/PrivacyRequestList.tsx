import {
  ANSWER_KINDS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
} from '@shared/privacy-request';
import {
  BooleanInput,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocaleDateField } from '../common/LocaleDateField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { DeadlineField, KindField, PrivacyStatusField } from './PrivacyRequestFields';
import type { PrivacyRequest } from './privacyRequest.api';

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={PRIVACY_REQUEST_STATUSES.map((status) => ({
      id: status,
      name: `resources.privacy-request.status.${status}`,
    }))}
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={PRIVACY_REQUEST_KINDS.map((kind) => ({
      id: kind,
      name: `resources.privacy-request.kind.${kind}`,
    }))}
  />,
  <BooleanInput key="overdue" source="overdue" />,
];

function SurveyName(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<PrivacyRequest>();
  if (!record) return null;
  return record.survey
    ? record.survey.name
    : ANSWER_KINDS.includes(record.kind)
      ? translate('resources.privacy-request.all_answers')
      : '—';
}

/** The people's requests, open ones nearest their legal deadline first. */
export default function PrivacyRequestList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      perPage={10}
      sort={{ field: 'dueAt', order: 'ASC' }}
    >
      <ResponsiveDataTable
        rowClick="show"
        primaryText={(record) => record.person?.name}
        secondaryText={<KindField />}
        tertiaryText={<DeadlineField />}
      >
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          rowSx={(record) => (record.overdue ? { bgcolor: '#fdecea' } : {})}
        >
          <DataTable.Col source="name" label="resources.privacy-request.fields.name">
            <TextField source="person.name" />
          </DataTable.Col>
          <DataTable.Col source="kind">
            <KindField />
          </DataTable.Col>
          <DataTable.Col label="resources.privacy-request.fields.survey" disableSort>
            <SurveyName />
          </DataTable.Col>
          <DataTable.Col source="status">
            <PrivacyStatusField />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <LocaleDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="dueAt">
            <DeadlineField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
