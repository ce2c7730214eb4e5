import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';

/** The invitation mailed again, for an administrator who has not come in for the first time. */
export function ResendInvitationButton() {
  const record = useRecordContext<{ id: string; isActive: boolean; isFirstAccess: boolean }>();
  const data = useDashboardData();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  if (!record?.isActive || !record.isFirstAccess) return null;
  const resend = async () => {
    setSending(true);
    try {
      await data.resendAdminInvitation(record.id);
      notify('resources.admin-user.messages.invitation_resent', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      label="resources.admin-user.actions.resend"
      disabled={sending}
      onClick={(event) => {
        // The row's click opens the edit page; this button only mails.
        event.stopPropagation();
        void resend();
      }}
    >
      <ForwardToInboxIcon />
    </Button>
  );
}
