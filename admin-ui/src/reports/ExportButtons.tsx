import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EXPORT_FORMATS, type ReportQuery } from './report.api';
import { useReportExport } from './useReportExport';

/** The report as shown, as a file: XLSX, CSV or PDF, with the worker's progress for big ones. */
export function ExportButtons({ surveyId, query }: { surveyId: string; query: ReportQuery }) {
  const translate = useTranslate();
  const { start, current } = useReportExport(surveyId, query);
  const label = current
    ? translate('report.export.making', { format: current.format.toUpperCase() })
    : '';
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 280 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {EXPORT_FORMATS.map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            disabled={!!current}
            onClick={() => start(format)}
          >
            {translate(`report.export.${format}`)}
          </Button>
        ))}
      </Box>
      {current && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">
            {label}
            {current.progress !== null ? ` ${current.progress}%` : ''}
          </Typography>
          <LinearProgress
            aria-label={label}
            variant={current.progress === null ? 'indeterminate' : 'determinate'}
            value={current.progress ?? 0}
          />
        </Box>
      )}
    </Box>
  );
}
