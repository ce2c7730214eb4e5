import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Form,
  SaveButton,
  TextInput,
  maxLength,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import type { AccountRequest } from './accountRequest';

export function RejectDialog({
  request,
  onClose,
}: {
  request: AccountRequest;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const data = useDashboardData();
  const notify = useNotify();
  const refresh = useRefresh();
  const reject = useMutation({
    mutationFn: (reason?: string) => data.rejectRequest(request.id, reason),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await reject.mutateAsync((values.reason as string | undefined)?.trim() || undefined);
      notify('resources.company-request.messages.rejected', {
        type: 'info',
        messageArgs: { companyName: request.companyName },
      });
      refresh();
      onClose();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-title">
      <Form onSubmit={submit}>
        <DialogTitle id="reject-title">
          {translate('resources.company-request.messages.reject_title', {
            companyName: request.companyName,
          })}
        </DialogTitle>
        <DialogContent>
          <TextInput
            source="reason"
            label="resources.company-request.fields.reason"
            multiline
            minRows={3}
            validate={maxLength(1000)}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton
            label="resources.company-request.actions.reject"
            color="error"
            icon={<></>}
            alwaysEnable
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
