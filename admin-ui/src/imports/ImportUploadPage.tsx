import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import { useDownload } from '../common/useDownload';
import { TEMPLATE_URL } from './import.api';
import { importPath, isBusy, screenFor } from './importFlow';
import { ImportProgress } from './ImportProgress';
import { ImportSteps } from './ImportSteps';
import { RecentImports } from './RecentImports';
import { SpreadsheetPicker } from './SpreadsheetPicker';
import { useImportId, useImportView } from './useImport';

const RULES = ['format', 'text', 'rg', 'dates', 'blank'] as const;

/** `/employee/import`: the template, the spreadsheet's rules, the upload and its reading. */
export default function ImportUploadPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const id = useImportId();
  const { data: view } = useImportView(id);
  const { download, busy } = useDownload();

  // Read: on to the association (or wherever this import stands).
  useEffect(() => {
    if (view && !isBusy(view.status) && screenFor(view.status) !== 'upload') {
      navigate(importPath(basename, screenFor(view.status), view.id), { replace: true });
    }
  }, [view, basename, navigate]);

  const reading = !!id && (!view || view.status === 'parsing');
  return (
    <PageCard title={translate('import.upload.title')}>
      <ImportSteps active="upload" />
      <Typography variant="body1" sx={{ mb: 1 }}>
        {translate('import.upload.intro')}
      </Typography>
      <Box component="ul" sx={{ mt: 0, pl: 3, color: 'text.secondary' }}>
        {RULES.map((rule) => (
          <li key={rule}>
            <Typography variant="body2">{translate(`import.rules.${rule}`)}</Typography>
          </li>
        ))}
      </Box>
      <Button
        variant="text"
        startIcon={<DownloadIcon />}
        disabled={busy}
        onClick={() => download(TEMPLATE_URL, 'modelo.xlsx')}
        sx={{ mb: 3 }}
      >
        {translate('import.upload.template')}
      </Button>
      {reading ? (
        <ImportProgress view={view ?? { status: 'parsing', progress: 0 }} />
      ) : (
        <>
          {view?.status === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate('import.upload.failed', { fileName: view.fileName })} {view.error}
            </Alert>
          )}
          <SpreadsheetPicker
            onUploaded={(uploaded) => navigate(importPath(basename, 'upload', uploaded))}
          />
        </>
      )}
      <RecentImports />
    </PageCard>
  );
}
