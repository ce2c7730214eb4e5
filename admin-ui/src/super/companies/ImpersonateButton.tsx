import LoginIcon from '@mui/icons-material/Login';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { useState } from 'react';
import { useDashboardData } from '../../providers/useDashboardData';
import { startImpersonation } from '../../providers/session';

/** Opens the company's dashboard as the company; the owner's own token is kept for the way back. */
export function ImpersonateButton() {
  const record = useRecordContext<{ id: string; companyName: string }>();
  const data = useDashboardData();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const impersonate = async (event: React.MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const { token } = await data.impersonate(String(record.id));
      startImpersonation(token);
      window.location.assign('/admin');
    } catch (error) {
      setBusy(false);
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Button label="resources.company.actions.impersonate" onClick={impersonate} disabled={busy}>
      <LoginIcon />
    </Button>
  );
}
