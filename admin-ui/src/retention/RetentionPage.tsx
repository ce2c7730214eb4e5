import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  Form,
  HttpError,
  NumberInput,
  maxValue,
  minValue,
  number,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LoadError } from '../common/LoadError';
import { PageCard } from '../common/PageCard';
import { useDownload } from '../common/useDownload';
import { useDashboardData } from '../providers/useDashboardData';
import { FormToolbar } from '../library/FormToolbar';
import {
  RECORDS_PATH,
  RETENTION_BOUNDS,
  type RetentionCounts,
  type RetentionPolicy,
} from './retention.api';

const RETENTION_KEY = ['admin', 'company', 'retention'];
const FIELDS = Object.keys(RETENTION_BOUNDS) as Array<keyof RetentionPolicy>;
const COUNTS: Array<keyof RetentionCounts> = [
  'identifiedResponses',
  'drafts',
  'formerEmployees',
  'auditEntries',
  'signInRecords',
];

const validators = (field: keyof RetentionPolicy) => [
  required(),
  number(),
  minValue(RETENTION_BOUNDS[field].min),
  maxValue(RETENTION_BOUNDS[field].max),
];

/**
 * `/admin/company/retention`: how long the company keeps what it holds. Saving first counts
 * what the new policy would erase or anonymize today and shows it; the policy is saved only when
 * the administrator confirms. Below, the records of processing (LGPD art. 37) to download.
 */
export default function RetentionPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const client = useQueryClient();
  const { download, busy } = useDownload();
  const [pending, setPending] = useState<{ policy: RetentionPolicy; counts: RetentionCounts }>();
  const policy = useQuery({
    queryKey: RETENTION_KEY,
    queryFn: () => data.getRetention(),
    retry: false,
  });

  const failed = (error: unknown) => {
    notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    if (error instanceof HttpError && error.status === 400)
      return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  };

  const preview = async (values: Partial<RetentionPolicy>) => {
    const asked = Object.fromEntries(
      FIELDS.map((field) => [field, Number(values[field])]),
    ) as unknown as RetentionPolicy;
    try {
      setPending({ policy: asked, counts: await data.retentionDryRun(asked) });
    } catch (error) {
      return failed(error);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    try {
      client.setQueryData(RETENTION_KEY, await data.saveRetention(pending.policy));
      notify('retention.saved', { type: 'success' });
    } catch (error) {
      failed(error);
    } finally {
      setPending(undefined);
    }
  };

  const title = translate('retention.title');
  if (policy.isError)
    return (
      <PageCard title={title}>
        <LoadError message="retention.load_failed" />
      </PageCard>
    );
  if (!policy.data)
    return (
      <PageCard title={title}>
        <LinearProgress />
      </PageCard>
    );
  const current = policy.data;
  return (
    <PageCard title={title}>
      <Stack spacing={2} sx={{ maxWidth: 760 }}>
        <Typography variant="body2">{translate('retention.intro')}</Typography>
        {!current.saved && <Alert severity="info">{translate('retention.defaults')}</Alert>}
        <Form
          key={FIELDS.map((field) => current[field]).join('|')}
          record={{ id: 'retention', ...current }}
          onSubmit={preview}
        >
          {FIELDS.map((field) => (
            <NumberInput
              key={field}
              source={field}
              label={`retention.fields.${field}`}
              helperText={translate(`retention.help.${field}`, RETENTION_BOUNDS[field])}
              validate={validators(field)}
              step={1}
              fullWidth
            />
          ))}
          <FormToolbar />
        </Form>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('retention.records.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('retention.records.intro')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {(['pdf', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  download(`${RECORDS_PATH}?format=${format}`, `registro-de-tratamento.${format}`)
                }
              >
                {translate(`retention.records.${format}`)}
              </Button>
            ))}
          </Stack>
        </Box>
      </Stack>
      <Confirm
        isOpen={!!pending}
        title="retention.confirm_title"
        content={
          pending && (
            <>
              <Typography variant="body2">{translate('retention.confirm_intro')}</Typography>
              <List dense data-testid="dry-run">
                {COUNTS.map((count) => (
                  <ListItem key={count} disableGutters>
                    {translate(`retention.counts.${count}`, {
                      smart_count: pending.counts[count],
                    })}
                  </ListItem>
                ))}
              </List>
              <Typography variant="body2">{translate('retention.confirm_outro')}</Typography>
            </>
          )
        }
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
      />
    </PageCard>
  );
}
