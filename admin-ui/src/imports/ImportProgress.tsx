import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportView } from './import.api';

/** The step a worker is running, with its progress (0–100) as a bar. */
export function ImportProgress({ view }: { view: Pick<ImportView, 'status' | 'progress'> }) {
  const translate = useTranslate();
  const label = translate(`import.progress.${view.status}`);
  const value = Math.max(0, Math.min(100, Math.round(view.progress ?? 0)));
  return (
    <Box sx={{ my: 3 }} role="status" aria-live="polite">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body1">{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {value}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={value} aria-label={label} />
    </Box>
  );
}
