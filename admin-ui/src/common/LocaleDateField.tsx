import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { formatDate } from './formatDate';

/** A date in the interface language (react-admin's DateField follows the browser's). */
export function LocaleDateField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, string | null>>();
  const [locale] = useLocaleState();
  return (
    <Typography component="span" variant="body2">
      {formatDate(record?.[source], locale)}
    </Typography>
  );
}
