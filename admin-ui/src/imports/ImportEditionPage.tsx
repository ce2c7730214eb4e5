import { Alert, LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import { canEdit, importPath, isBusy, screenFor } from './importFlow';
import { CommitPanel } from './CommitPanel';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { ImportSteps } from './ImportSteps';
import { InvalidRows } from './InvalidRows';
import { errorText } from '../providers/httpClient';
import { useImportId, useImportView } from './useImport';

/**
 * `/employee/import-edition`: the validation's progress, then the invalid rows to fix and the
 * commit, then the commit's progress and its result.
 */
export default function ImportEditionPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const id = useImportId();
  const { data: view, error } = useImportView(id);

  useEffect(() => {
    if (!id) navigate(importPath(basename, 'upload'), { replace: true });
    else if (view && !isBusy(view.status) && screenFor(view.status) !== 'edition')
      navigate(importPath(basename, screenFor(view.status), id), { replace: true });
  }, [id, view, basename, navigate]);

  const done = view?.status === 'done';
  return (
    <PageCard title={translate(done ? 'import.result.title' : 'import.edition.title')}>
      <ImportSteps active={done ? 'done' : 'edition'} />
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {!view && !error && <LinearProgress />}
      {view && isBusy(view.status) && <ImportProgress view={view} />}
      {view && canEdit(view.status) && (
        <>
          <CommitPanel view={view} />
          <InvalidRows view={view} />
        </>
      )}
      {view && done && <ImportResult view={view} />}
    </PageCard>
  );
}
