import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDownload } from '../common/useDownload';
import { resultUrl, type ImportView } from './import.api';
import { importPath } from './importFlow';

const OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;

/** A committed import: what happened to each row, and the sheet that says it line by line. */
export function ImportResult({ view }: { view: ImportView }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { download, busy } = useDownload();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="body1">
        {translate('import.result.intro', { fileName: view.fileName })}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          m: 0,
        }}
      >
        {OUTCOMES.map((outcome) => (
          <Paper key={outcome} variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(`import.result.${outcome}`)}
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ m: 0 }}
              color={outcome === 'rejected' && view.counts.rejected ? 'error' : 'text.primary'}
            >
              {view.counts[outcome]}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={busy}
          onClick={() => download(resultUrl(view.id), 'resultado.xlsx')}
        >
          {translate('import.result.download')}
        </Button>
        <Button component={Link} to={`${basename}/employee`}>
          {translate('import.result.employees')}
        </Button>
        <Button component={Link} to={importPath(basename, 'upload')}>
          {translate('import.result.again')}
        </Button>
      </Box>
    </Box>
  );
}
