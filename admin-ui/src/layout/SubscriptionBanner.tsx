import { Alert } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useAbout } from '../providers/useAbout';
import { canAccessResource } from '../providers/access';
import { formatDate } from '../common/formatDate';
import { useClaims } from '../providers/useClaims';

/** An expired subscription: the administrator learns that no survey can be sent. */
export function SubscriptionBanner() {
  const claims = useClaims();
  const enabled = claims?.role === 'admin' && canAccessResource(claims, 'company');
  return enabled ? <ExpiredNotice /> : null;
}

function ExpiredNotice() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data } = useAbout();
  if (!data?.subscriptionExpired) return null;
  return (
    <Alert severity="error" role="alert">
      {translate('app.subscription.expired', {
        date: formatDate(data.subscriptionEndDate, locale),
      })}
    </Alert>
  );
}
