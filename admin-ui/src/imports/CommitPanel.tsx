import { Alert, Box, Button, Chip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ImportView } from './import.api';
import { importPath } from './importFlow';
import { errorText } from '../providers/httpClient';
import { useImportApi, useImportRefresh } from './useImport';

/** The sheet's counts, the way back to the association, and the commit (with a word on rejects). */
export function CommitPanel({ view }: { view: ImportView }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const api = useImportApi();
  const refresh = useImportRefresh(view.id);
  const [confirming, setConfirming] = useState(false);
  const commit = useMutation({
    mutationFn: () => api.commitImport(view.id),
    onSuccess: ({ status }) => refresh({ status, progress: 0 }),
    onSettled: () => setConfirming(false),
  });
  const { total, valid, invalid } = view.counts;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        aria-label={translate('import.edition.counts')}
      >
        <Chip label={translate('import.counts.total', { count: total })} />
        <Chip
          color="success"
          variant="outlined"
          label={translate('import.counts.valid', { count: valid })}
        />
        <Chip
          color={invalid ? 'error' : 'default'}
          variant="outlined"
          label={translate('import.counts.invalid', { count: invalid })}
        />
      </Box>
      {view.error && (
        <Alert severity="error" role="alert">
          {view.error}
        </Alert>
      )}
      {commit.error && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {errorText(commit.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button onClick={() => navigate(importPath(basename, 'edition-association', view.id))}>
          {translate('import.edition.change_association')}
        </Button>
        <Button
          variant="contained"
          disabled={!valid || !!view.error || commit.isPending}
          onClick={() => (invalid ? setConfirming(true) : commit.mutate())}
        >
          {translate('import.edition.commit', { smart_count: valid })}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={commit.isPending}
        title="import.edition.confirm_title"
        content="import.edition.confirm_content"
        translateOptions={{ smart_count: invalid }}
        onConfirm={() => commit.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
