import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A cell the report hides. The API does not say whether a group was too small or hidden with it
 * so a small one cannot be worked out from the total, so the label claims neither; the title
 * gives both reasons with the real threshold.
 */
export function Suppressed({ minimum }: { minimum: number }) {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      variant="body2"
      title={translate('report.suppressed_why', { count: minimum })}
      sx={{ fontStyle: 'italic', color: 'rgba(0, 0, 0, 0.72)' }}
      data-suppressed
    >
      {translate('report.suppressed')}
    </Typography>
  );
}

/** The grey of a hidden cell (AA contrast with the text above). */
export const SUPPRESSED_BACKGROUND = '#f0f0f0';
