import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../common/formatDate';
import { PageCard } from '../common/PageCard';
import { useDashboardData } from '../providers/useDashboardData';
import type { DashboardProduct } from '../providers/session';
import type { SecondFactorSetup } from '../providers/dashboard.api';

/** A 400's message for one field, as the HTTP client joined it. */
const fieldError = (error: unknown, field: string): string | undefined =>
  error instanceof HttpError
    ? (error.body as { errors?: Record<string, string> } | undefined)?.errors?.[field]
    : undefined;

/**
 * The signed-in person's sign-in security: their authenticator app (set up, replaced, removed)
 * and whether the company's administrators (on /super: the owner) must have one.
 */
export function SecurityPage({ product }: { product: DashboardProduct }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const status = useQuery({
    queryKey: ['second-factor', product],
    queryFn: () => data.getSecondFactor(product),
  });
  return (
    <PageCard title={translate('app.security.title')}>
      {status.isError && <Alert severity="error">{translate('app.errors.unexpected')}</Alert>}
      {status.data && (
        <Stack spacing={4} sx={{ maxWidth: 640 }}>
          <AppSection product={product} enrolled={status.data.enrolled} />
          {status.data.enrolled && (
            <Typography variant="body2" color="text.secondary">
              <EnrolledSince date={status.data.enrolledAt} />{' '}
              {translate('app.security.codes_left', {
                smart_count: status.data.recoveryCodesLeft,
              })}
            </Typography>
          )}
          {status.data.enrolled && !status.data.required && <RemoveSection product={product} />}
          <PolicySection product={product} />
        </Stack>
      )}
    </PageCard>
  );
}

function EnrolledSince({ date }: { date: string | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>{date ? translate('app.security.enrolled', { date: formatDate(date, locale) }) : null}</>
  );
}

function AppSection({ product, enrolled }: { product: DashboardProduct; enrolled: boolean }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const queries = useQueryClient();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await data.setUpSecondFactor(product));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The answer's token becomes the session in the HTTP client.
      const answer = await data.confirmSecondFactor(
        product,
        code,
        enrolled ? currentCode : undefined,
      );
      setCodes(answer.recoveryCodes);
      setSetup(null);
      setCode('');
      setCurrentCode('');
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (codes)
    return (
      <Box>
        <Typography variant="h6">{translate('app.security.codes_title')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.security.codes_text')}
        </Typography>
        <Box
          component="ul"
          aria-label={translate('app.security.codes_title')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 1, pl: 2 }}
        >
          {codes.map((value) => (
            <li key={value}>
              <code>{value}</code>
            </li>
          ))}
        </Box>
        <Button
          variant="contained"
          onClick={() => {
            setCodes(null);
            void queries.invalidateQueries({ queryKey: ['second-factor', product] });
          }}
        >
          {translate('app.security.codes_saved')}
        </Button>
      </Box>
    );

  return (
    <Box>
      <Typography variant="h6">{translate('app.security.app_title')}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(enrolled ? 'app.security.app_on' : 'app.security.app_off')}
      </Typography>
      {error && !fieldError(error, 'code') && !fieldError(error, 'currentCode') ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.errors.unexpected')}
        </Alert>
      ) : null}
      {setup ? (
        <Box component="form" onSubmit={confirm} noValidate>
          <img src={setup.qrCode} alt={translate('app.security.qr_alt')} width={200} height={200} />
          <Typography variant="body2" sx={{ my: 1, overflowWrap: 'anywhere' }}>
            {translate('app.security.manual')} <code data-testid="app-secret">{setup.secret}</code>
          </Typography>
          <Stack spacing={2} sx={{ maxWidth: 320 }}>
            <TextField
              id="code"
              label={translate('app.security.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              autoComplete="one-time-code"
              error={!!fieldError(error, 'code')}
              helperText={fieldError(error, 'code')}
              required
            />
            {enrolled && (
              <TextField
                id="currentCode"
                label={translate('app.security.current_code')}
                value={currentCode}
                onChange={(event) => setCurrentCode(event.target.value)}
                slotProps={{ htmlInput: { maxLength: 11 } }}
                error={!!fieldError(error, 'currentCode')}
                helperText={fieldError(error, 'currentCode')}
                required
              />
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('app.security.confirm')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Button variant="contained" onClick={start} disabled={busy}>
          {translate(enrolled ? 'app.security.replace' : 'app.security.set_up')}
        </Button>
      )}
    </Box>
  );
}

function RemoveSection({ product }: { product: DashboardProduct }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const notify = useNotify();
  const queries = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await data.removeSecondFactor(product, code);
      notify('app.security.removed', { type: 'success' });
      await queries.invalidateQueries({ queryKey: ['second-factor', product] });
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <Box component="form" onSubmit={remove} noValidate>
      <Typography variant="h6">{translate('app.security.remove_title')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          id="removeCode"
          label={translate('app.security.current_code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 11 } }}
          error={!!error}
          helperText={
            fieldError(error, 'code') ?? (error ? translate('app.errors.unexpected') : '')
          }
          required
        />
        <Button type="submit" variant="outlined" color="error">
          {translate('app.security.remove')}
        </Button>
      </Stack>
    </Box>
  );
}

function PolicySection({ product }: { product: DashboardProduct }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const notify = useNotify();
  const queries = useQueryClient();
  const policy = useQuery({
    queryKey: ['second-factor-policy', product],
    queryFn: () => data.getSecondFactorPolicy(product),
  });
  if (!policy.data) return null;

  const change = async (required: boolean) => {
    try {
      await data.setSecondFactorPolicy(product, required);
      notify('app.security.policy_saved', { type: 'success' });
    } catch {
      notify('app.errors.unexpected', { type: 'error' });
    }
    await queries.invalidateQueries({ queryKey: ['second-factor-policy', product] });
    await queries.invalidateQueries({ queryKey: ['second-factor', product] });
  };

  return (
    <Box>
      <Typography variant="h6">{translate('app.security.policy_title')}</Typography>
      <FormControlLabel
        control={
          <Switch
            checked={policy.data.required}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label={translate(
          product === 'super' ? 'app.security.policy_owner' : 'app.security.policy_company',
        )}
      />
    </Box>
  );
}
