import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  DateInput,
  Form,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  Button,
  useNotify,
  useRefresh,
  useTranslate,
  HttpError,
} from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import { joinMessages } from '../../providers/httpClient';
import type { AccountRequest } from './accountRequest';

interface Approval {
  planId: string;
  subscriptionEndDate: string;
}

/** A year from today, as the date input's default. */
const inAYear = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

export function ApproveDialog({
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
  const approve = useMutation({
    mutationFn: (values: Approval) => data.approveRequest(request.id, values),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await approve.mutateAsync(values as unknown as Approval);
      notify('resources.company-request.messages.approved', {
        type: 'success',
        messageArgs: { companyName: request.companyName },
      });
      refresh();
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const errors = (error.body as { errors?: Record<string, string> })?.errors;
        if (errors) return joinMessages(errors);
      }
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="approve-title">
      <Form onSubmit={submit} defaultValues={{ subscriptionEndDate: inAYear() }}>
        <DialogTitle id="approve-title">
          {translate('resources.company-request.messages.approve_title', {
            companyName: request.companyName,
          })}
        </DialogTitle>
        <DialogContent>
          <ReferenceInput
            source="planId"
            reference="plan"
            perPage={100}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput optionText="name" validate={required()} fullWidth />
          </ReferenceInput>
          <DateInput source="subscriptionEndDate" validate={required()} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label="resources.company-request.actions.approve" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
