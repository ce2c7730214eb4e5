import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../common/formatDate';
import type { PrivacyRequest } from './privacyRequest.api';

// Outlined chips in colours with at least 4.5:1 contrast on white.
const COLOURS = { open: 'primary', done: 'success', refused: 'default' } as const;

export function PrivacyStatusField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<PrivacyRequest>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[record.status]}
      label={translate(`resources.privacy-request.status.${record.status}`)}
    />
  );
}

export function KindField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<PrivacyRequest>();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`resources.privacy-request.kind.${record.kind}`)}
    </Typography>
  );
}

/** The legal deadline; an open request past it is marked in red, in words and colour. */
export function DeadlineField(_props: { label?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const record = useRecordContext<PrivacyRequest>();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography
        component="span"
        variant="body2"
        sx={record.overdue ? { color: 'error.main', fontWeight: 600 } : undefined}
      >
        {formatDate(record.dueAt, locale)}
      </Typography>
      {record.overdue && (
        <Chip size="small" color="error" label={translate('resources.privacy-request.overdue')} />
      )}
    </Stack>
  );
}
