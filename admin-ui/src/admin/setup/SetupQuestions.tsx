import { Box } from '@mui/material';
import {
  BooleanInput,
  Form,
  HttpError,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import type { Setup } from '../../providers/dashboard.api';
import { joinMessages } from '../../providers/httpClient';
import { useRefreshOnboarding } from '../../providers/useAbout';

/** As `POST /admin/company/setup` takes them. */
export const EMPLOYEE_COUNT_RANGES = ['1-49', '50-99', '100-499', '500-999', '1000-4999', '5000+'];

/** The last step: a few questions about the company's DE&I starting point. */
export function SetupQuestions({ setup, onSaved }: { setup: Setup; onSaved: () => void }) {
  const translate = useTranslate();
  const data = useDashboardData();
  const notify = useNotify();
  const refresh = useRefreshOnboarding();

  const submit = async (values: Record<string, unknown>) => {
    try {
      // The answer's token (isSetupComplete) becomes the session in the HTTP client.
      await data.saveSetup({
        sector: values.sector as string,
        employeeCountRange: values.employeeCountRange as string,
        hasDiversityCommittee: Boolean(values.hasDiversityCommittee),
        goals: (values.goals as string | null)?.trim() || undefined,
      });
      await refresh();
      notify('app.setup.saved', { type: 'success' });
      onSaved();
    } catch (error) {
      const errors =
        error instanceof HttpError && error.status === 400
          ? (error.body as { errors?: Record<string, string> })?.errors
          : undefined;
      if (errors) return joinMessages(errors);
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Form
      onSubmit={submit}
      defaultValues={{
        sector: setup.sector ?? '',
        employeeCountRange: setup.employeeCountRange ?? null,
        hasDiversityCommittee: setup.hasDiversityCommittee ?? false,
        goals: setup.goals ?? '',
      }}
    >
      <Box sx={{ display: 'grid', maxWidth: 640 }}>
        <TextInput source="sector" label="app.setup.fields.sector" validate={required()} />
        <SelectInput
          source="employeeCountRange"
          label="app.setup.fields.employeeCountRange"
          choices={EMPLOYEE_COUNT_RANGES.map((range) => ({ id: range, name: range }))}
          translateChoice={false}
          validate={required()}
        />
        <BooleanInput
          source="hasDiversityCommittee"
          label="app.setup.fields.hasDiversityCommittee"
        />
        <TextInput
          source="goals"
          label="app.setup.fields.goals"
          multiline
          minRows={3}
          helperText={translate('app.setup.goals_help')}
        />
        <Box>
          <SaveButton label="app.setup.finish" alwaysEnable />
        </Box>
      </Box>
    </Form>
  );
}
