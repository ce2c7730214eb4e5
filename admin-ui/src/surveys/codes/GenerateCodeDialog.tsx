import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  BooleanInput,
  Button,
  DateTimeInput,
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import type { AccessCode } from '../survey.api';
import { toInstant } from '../surveyForm';

interface CodeValues {
  label?: string;
  maxUses?: number | null;
  expiresAt?: string | null;
  kiosk?: boolean;
}

/** A code for visitors or a kiosk: an optional label, use limit and expiry. */
export function GenerateCodeDialog({
  surveyId,
  onCreated,
  onClose,
}: {
  surveyId: string;
  onCreated: (code: AccessCode & { code: string }) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();

  const submit = async (values: Record<string, unknown>) => {
    const { label, maxUses, expiresAt, kiosk } = values as CodeValues;
    try {
      const created = await data.createAccessCode(surveyId, {
        ...(label?.trim() ? { label: label.trim() } : {}),
        ...(maxUses ? { maxUses } : {}),
        ...(toInstant(expiresAt) ? { expiresAt: toInstant(expiresAt) as string } : {}),
        ...(kiosk ? { purpose: 'kiosk' as const } : {}),
      });
      onCreated(created);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      if (error instanceof HttpError && error.status === 400) {
        return (error.body as { errors?: Record<string, string> } | undefined)?.errors;
      }
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="generate-code-title">
      <Form onSubmit={submit}>
        <DialogTitle id="generate-code-title">
          {translate('resources.survey.codes.generate')}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.survey.codes.generate_help')}
          </Typography>
          <TextInput
            source="label"
            label="resources.survey.codes.fields.label"
            fullWidth
            helperText="resources.survey.codes.label_help"
          />
          <NumberInput
            source="maxUses"
            label="resources.survey.codes.fields.maxUses"
            min={1}
            step={1}
            helperText="resources.survey.codes.max_uses_help"
          />
          <DateTimeInput
            source="expiresAt"
            label="resources.survey.codes.fields.expiresAt"
            helperText={false}
          />
          <BooleanInput
            source="kiosk"
            label="resources.survey.codes.fields.kiosk"
            helperText="resources.survey.codes.kiosk_help"
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="resources.survey.codes.generate" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
