import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { endImpersonation } from '../providers/session';
import { useClaims } from '../providers/useClaims';

/** While the owner acts as a company: who they are acting as, and the way back. */
export function ImpersonationBanner() {
  const translate = useTranslate();
  const claims = useClaims();
  if (!claims?.impersonatedBy) return null;
  const back = () => {
    endImpersonation();
    window.location.assign('/super');
  };
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={back}>
          {translate('app.impersonation.back')}
        </Button>
      }
    >
      {translate('app.impersonation.banner', { companyName: claims.companyName ?? '' })}
    </Alert>
  );
}
