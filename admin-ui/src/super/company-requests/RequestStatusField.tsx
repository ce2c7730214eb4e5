import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
// Outlined chips in colours with at least 4.5:1 contrast on white.
const COLOURS = { pending: 'primary', approved: 'success', rejected: 'default' } as const;

export function RequestStatusField(_props: { label?: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ id: string; status: keyof typeof COLOURS }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[record.status] ?? 'default'}
      label={translate(`resources.company-request.status.${record.status}`, { _: record.status })}
    />
  );
}
