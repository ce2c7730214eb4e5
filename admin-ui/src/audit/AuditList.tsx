import { Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';
import { actionKey, AUDIT_ACTIONS } from './auditActions';

interface AuditEntry {
  id: string;
  action: string;
  actor: { id: string; name: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

const filters = [
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    choices={AUDIT_ACTIONS.map((action) => ({ id: action, name: actionKey(action) }))}
  />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

function ActionField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <>{translate(actionKey(record.action), { _: record.action })}</>;
}

function ActorField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return <>{record.actor?.name ?? translate('resources.audit.system')}</>;
}

/** Day and time in the interface language: the log is read to the minute. */
function WhenField(_props: { label?: string }) {
  const [locale] = useLocaleState();
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {new Date(record.createdAt).toLocaleString(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
      })}
    </Typography>
  );
}

/** The values an entry keeps, on one line (`fields: name, email`); nested ones as JSON. */
function DetailsField(_props: { label?: string }) {
  const record = useRecordContext<AuditEntry>();
  if (!record) return null;
  const text = Object.entries(record.details ?? {})
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : value}`)
    .join(' · ');
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {text || '—'}
    </Typography>
  );
}

/**
 * What was done to the company and by whom (impersonations, exports, erasures, policy and SSO
 * changes), newest first, filtered by action and by day. Entries are read, never opened.
 */
export default function AuditList() {
  return (
    <List
      filters={filters}
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <ResponsiveDataTable
        rowClick={false}
        primaryText={() => <ActionField />}
        secondaryText={() => <ActorField />}
        tertiaryText={() => <WhenField />}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="createdAt">
            <WhenField />
          </DataTable.Col>
          <DataTable.Col source="action">
            <ActionField />
          </DataTable.Col>
          <DataTable.Col label="resources.audit.fields.actor" disableSort>
            <ActorField />
          </DataTable.Col>
          <DataTable.Col label="resources.audit.fields.details" disableSort>
            <DetailsField />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
