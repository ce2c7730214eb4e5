import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A stored value shown with the mask its form types it with (CEP, phone, CPF), so a detail page
 * or list reads the same as the form. `label` is read by the show layout and the data table.
 */
export function MaskedField({
  source,
  mask,
  emptyText = '—',
}: {
  source: string;
  mask: (value: string | null | undefined) => string;
  label?: string;
  emptyText?: string;
}) {
  const record = useRecordContext<Record<string, string | null>>();
  const value = mask(record?.[source]);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {value || emptyText}
    </Typography>
  );
}
