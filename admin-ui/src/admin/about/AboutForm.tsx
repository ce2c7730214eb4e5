import { Box, Typography } from '@mui/material';
import {
  Form,
  HttpError,
  ResourceContextProvider,
  SaveButton,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { formatDate } from '../../common/formatDate';
import { useDashboardData } from '../../providers/useDashboardData';
import type { About } from '../../providers/dashboard.api';
import { joinMessages } from '../../providers/httpClient';
import { CompanyDataInputs } from '../../super/companies/CompanyForm';
import {
  CompanySaveFeedback,
  useCompanySaveFailure,
} from '../../super/companies/CompanySaveFeedback';
import { useRefreshOnboarding } from '../../providers/useAbout';

/** The company's own data, as its administrator keeps it (the plan is the owner's to set). */
export function AboutForm({ about, onSaved }: { about: About; onSaved?: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = useDashboardData();
  const notify = useNotify();
  const refresh = useRefreshOnboarding();
  const failed = useCompanySaveFailure();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The answer's token (with the onboarding flags) becomes the session in the HTTP client.
      await data.saveAbout(values, Boolean(about.id));
      await refresh();
      notify('app.about.saved', { type: 'success' });
      onSaved?.();
    } catch (error) {
      const errors =
        error instanceof HttpError && error.status === 400
          ? (error.body as { errors?: Record<string, string> })?.errors
          : undefined;
      // Field errors go to the form (CompanySaveFeedback says what failed); the rest is said here.
      if (errors) return joinMessages(errors);
      failed(error);
    }
  };

  return (
    <ResourceContextProvider value="company">
      <Form record={about} onSubmit={submit} disableInvalidFormNotification>
        <CompanySaveFeedback />
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 880 }}>
          {about.planName && (
            <Typography variant="body2" color="text.secondary">
              {about.subscriptionEndDate
                ? translate('app.about.plan', {
                    plan: about.planName,
                    date: formatDate(about.subscriptionEndDate, locale),
                  })
                : translate('app.about.plan_only', { plan: about.planName })}
            </Typography>
          )}
          <CompanyDataInputs />
          <Box>
            <SaveButton alwaysEnable />
          </Box>
        </Box>
      </Form>
    </ResourceContextProvider>
  );
}
