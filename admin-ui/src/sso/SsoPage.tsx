import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BooleanInput,
  Confirm,
  Form,
  HttpError,
  TextInput,
  required,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../common/formatDate';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { useDashboardData } from '../providers/useDashboardData';
import { DANGER_ON_GREY, FormToolbar } from '../library/FormToolbar';
import { domainList, type CompanySso } from './sso.api';

const SSO_KEY = ['admin', 'company', 'sso'];

interface SsoForm {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  required: boolean;
}

/**
 * `/admin/company/sso`: the company's own OpenID Connect provider. The redirect URI to register
 * is shown; the secret is never shown back; "required" opens once a sign-in through it worked.
 */
export default function SsoPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const client = useQueryClient();
  const [locale] = useLocaleState();
  const [removing, setRemoving] = useState(false);
  const sso = useQuery({ queryKey: SSO_KEY, queryFn: () => data.getSso(), retry: false });

  const submit = async (values: Partial<SsoForm>) => {
    try {
      const saved = await data.saveSso({
        issuer: values.issuer ?? '',
        clientId: values.clientId ?? '',
        ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
        domains: domainList(values.domains ?? ''),
        required: !!values.required,
      });
      client.setQueryData(SSO_KEY, saved);
      notify('sso.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      if (error instanceof HttpError && error.status === 400)
        return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      // A domain another company's SSO serves (409): its message belongs on the domains.
      if (error instanceof HttpError && error.status === 409)
        return { domains: (error as Error).message };
    }
  };

  const remove = async () => {
    setRemoving(false);
    try {
      client.setQueryData(SSO_KEY, await data.removeSso());
      notify('sso.removed', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  if (sso.isError)
    return (
      <PageCard title={translate('sso.title')}>
        <LoadError message="sso.load_failed" />
      </PageCard>
    );
  if (!sso.data)
    return (
      <PageCard title={translate('sso.title')}>
        <LinearProgress />
      </PageCard>
    );
  const current: CompanySso = sso.data;
  return (
    <PageCard title={translate('sso.title')}>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <Typography variant="body2">{translate('sso.intro')}</Typography>
        <Box>
          <Typography variant="subtitle2">{translate('sso.redirect_uri')}</Typography>
          <Typography component="code" data-testid="redirect-uri" sx={{ overflowWrap: 'anywhere' }}>
            {current.redirectUri}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('sso.scopes')}
          </Typography>
        </Box>
        <Alert severity={current.verifiedAt ? 'success' : 'info'}>
          {!current.configured
            ? translate('sso.status_unset')
            : current.verifiedAt
              ? translate('sso.status_verified', { date: formatDate(current.verifiedAt, locale) })
              : translate('sso.status_waiting')}
        </Alert>
        <Form
          key={`${current.issuer}|${current.clientId}|${current.domains.join()}|${current.required}`}
          record={{
            id: 'sso',
            issuer: current.issuer ?? '',
            clientId: current.clientId ?? '',
            clientSecret: '',
            domains: current.domains.join(', '),
            required: current.required,
          }}
          onSubmit={submit}
        >
          <TextInput
            source="issuer"
            label="sso.issuer"
            helperText="sso.issuer_help"
            validate={required()}
            fullWidth
          />
          <TextInput source="clientId" label="sso.client_id" validate={required()} fullWidth />
          <TextInput
            source="clientSecret"
            label="sso.client_secret"
            type="password"
            autoComplete="off"
            helperText={current.hasClientSecret ? 'sso.client_secret_kept' : false}
            validate={current.hasClientSecret ? undefined : required()}
            fullWidth
          />
          <TextInput
            source="domains"
            label="sso.domains"
            helperText="sso.domains_help"
            validate={required()}
            fullWidth
          />
          <BooleanInput
            source="required"
            label="sso.required"
            helperText={current.verifiedAt ? 'sso.required_help' : 'sso.required_locked'}
            disabled={!current.verifiedAt}
          />
          <FormToolbar>
            {current.configured && (
              <Button sx={DANGER_ON_GREY} onClick={() => setRemoving(true)}>
                {translate('sso.remove')}
              </Button>
            )}
          </FormToolbar>
        </Form>
      </Stack>
      <Confirm
        isOpen={removing}
        title="sso.remove_title"
        content="sso.remove_content"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </PageCard>
  );
}
