import { LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, HttpError, NumberInput, useNotify, useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { PageCard } from '../../common/PageCard';
import { useDashboardData } from '../../providers/useDashboardData';
import { FormToolbar } from '../../library/FormToolbar';
import { MINIMUM_GROUP_SIZE } from '../report.api';
import { noRetryOn4xx } from '../useReport';

const SETTING_KEY = ['super', 'setting', 'report'];
const RANGE = { lowest: MINIMUM_GROUP_SIZE.lowest, highest: MINIMUM_GROUP_SIZE.highest };

/** The server refuses the same; checked here first so that a typo is named on the field. */
export function checkMinimumGroupSize(value: unknown) {
  const size = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof size === 'number' &&
    Number.isInteger(size) &&
    size >= RANGE.lowest &&
    size <= RANGE.highest
    ? undefined
    : { message: 'report.settings.range', args: RANGE };
}

/**
 * `/super/settings/report`: the platform owner sets the smallest group every report shows
 * (DESIGN §5b: 5 by default, never below 3). The server's refusal lands on the field.
 */
export default function ReportSettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: SETTING_KEY,
    queryFn: () => data.getReportSetting(),
    retry: noRetryOn4xx,
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await data.saveReportSetting(Number(values.minimumGroupSize));
      client.setQueryData(SETTING_KEY, saved);
      notify('report.settings.saved', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      if (error instanceof HttpError && error.status === 400) {
        return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      }
    }
  };

  return (
    <PageCard title={translate('report.settings.title')}>
      {setting.isError ? (
        <LoadError message="report.settings.load_failed" />
      ) : !setting.data ? (
        <LinearProgress />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
            {translate('report.settings.intro')}
          </Typography>
          <Form
            record={{ id: 'report', minimumGroupSize: setting.data.minimumGroupSize }}
            onSubmit={submit}
          >
            <NumberInput
              source="minimumGroupSize"
              label="report.settings.field"
              // No min/max attributes: the browser's own bubble would speak its language, not
              // the dashboard's; the check below names the range on the field.
              validate={checkMinimumGroupSize}
              helperText={translate('report.settings.help', {
                ...RANGE,
                default: setting.data.default,
              })}
            />
            <FormToolbar />
          </Form>
        </>
      )}
    </PageCard>
  );
}
