import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A cell the report hides to protect anonymity, said with the real threshold ("fewer than 5
 * answers"); the title says why.
 */
export function Suppressed({ minimum }: { minimum: number }) {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      variant="body2"
      title={translate('report.suppressed_why')}
      sx={{ fontStyle: 'italic', color: 'rgba(0, 0, 0, 0.72)' }}
      data-suppressed
    >
      {translate('report.suppressed', { count: minimum })}
    </Typography>
  );
}

/** The grey of a hidden cell (AA contrast with the text above). */
export const SUPPRESSED_BACKGROUND = '#f0f0f0';
