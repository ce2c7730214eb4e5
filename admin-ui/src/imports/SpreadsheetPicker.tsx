import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { errorText } from '../providers/httpClient';
import { useImportApi } from './useImport';
import { spreadsheetProblem } from './importFlow';

const ACCEPT =
  '.xls,.xlsx,.csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Chooses a spreadsheet, checks its name and size here, and sends it (content is checked there). */
export function SpreadsheetPicker({ onUploaded }: { onUploaded: (id: string) => void }) {
  const translate = useTranslate();
  const api = useImportApi();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => api.uploadImport(chosen),
    onSuccess: ({ id }) => onUploaded(id),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    setFile(chosen);
    setProblem(chosen ? spreadsheetProblem(chosen) : null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('import.upload.choose')}
          <input type="file" accept={ACCEPT} hidden onChange={choose} />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
          {file ? `${file.name} (${size(file.size)})` : translate('import.upload.none_chosen')}
        </Typography>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {translate(problem)}
        </Alert>
      )}
      {upload.error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {errorText(upload.error)}
        </Alert>
      )}
      <Button
        variant="contained"
        disabled={!file || !!problem || upload.isPending}
        onClick={() => file && upload.mutate(file)}
      >
        {translate(upload.isPending ? 'import.upload.sending' : 'import.upload.send')}
      </Button>
    </Box>
  );
}
