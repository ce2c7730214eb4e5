import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError, useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageCard } from '../common/PageCard';
import type { ImportView } from './import.api';
import {
  canAssociate,
  hasProblems,
  importPath,
  initialMapping,
  isBusy,
  mappingBody,
  mappingProblems,
  screenFor,
  type MappingState,
} from './importFlow';
import { ColumnSelect } from './ColumnSelect';
import { ImportProgress } from './ImportProgress';
import { ImportSteps } from './ImportSteps';
import { errorText } from '../providers/httpClient';
import { useImportApi, useImportId, useImportRefresh, useImportView } from './useImport';

/**
 * `/employee/import/association` and `/employee/import-edition/association`: each column of
 * the sheet to a field, pre-filled from the saved or suggested association.
 */
export default function ImportAssociationPage({ from }: { from: 'upload' | 'edition' }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const id = useImportId();
  const { data: view, error } = useImportView(id);

  useEffect(() => {
    if (!id) navigate(importPath(basename, 'upload'), { replace: true });
    else if (view && !isBusy(view.status) && !canAssociate(view.status))
      navigate(importPath(basename, screenFor(view.status), id), { replace: true });
  }, [id, view, basename, navigate]);

  return (
    <PageCard title={translate('import.association.title')}>
      <ImportSteps active="association" />
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {!view && !error && <LinearProgress />}
      {view && isBusy(view.status) && <ImportProgress view={view} />}
      {view && canAssociate(view.status) && (
        <AssociationForm key={view.id} view={view} from={from} />
      )}
    </PageCard>
  );
}

function AssociationForm({ view, from }: { view: ImportView; from: 'upload' | 'edition' }) {
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const api = useImportApi();
  const refresh = useImportRefresh(view.id);
  const [mapping, setMapping] = useState<MappingState>(() => initialMapping(view));
  const [createMissing, setCreateMissing] = useState(view.createMissing ?? true);
  const problems = mappingProblems(mapping);
  const save = useMutation({
    mutationFn: () => api.associateImport(view.id, mappingBody(mapping), createMissing),
    onSuccess: async (updated) => {
      await refresh(updated);
      navigate(importPath(basename, 'edition', view.id));
    },
  });
  // The server's own refusals, by column (`mapping.<header>`) or for the whole association,
  // each a list of messages already in the admin's language.
  const serverErrors: Record<string, string[]> =
    save.error instanceof HttpError && save.error.status === 400
      ? ((save.error.body as { errors?: Record<string, string[]> }).errors ?? {})
      : {};

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('import.association.intro', { fileName: view.fileName })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {view.headers.map((header) => (
          <ColumnSelect
            key={header}
            header={header}
            value={mapping[header] ?? ''}
            suggested={view.suggestedMapping[header]}
            problem={problems.columns[header]}
            serverErrors={serverErrors[`mapping.${header}`]}
            onChange={(field) => setMapping((current) => ({ ...current, [header]: field }))}
          />
        ))}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={createMissing}
            onChange={(event) => setCreateMissing(event.target.checked)}
          />
        }
        label={translate('import.association.create_missing')}
      />
      {(problems.general || serverErrors.mapping) && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problems.general ? translate(problems.general) : serverErrors.mapping.join(' ')}
        </Alert>
      )}
      {save.error && !Object.keys(serverErrors).length && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(save.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
        <Button
          onClick={() =>
            navigate(
              from === 'edition'
                ? importPath(basename, 'edition', view.id)
                : importPath(basename, 'upload'),
            )
          }
        >
          {translate('import.actions.back')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={hasProblems(problems) || save.isPending}
        >
          {translate('import.association.submit')}
        </Button>
      </Box>
    </Box>
  );
}
