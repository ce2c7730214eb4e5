import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REFUSAL_PARAMETER } from '../../../src/common/access/sign-in-providers';
import { providersApi } from '../api/providers';
import { useSignIn } from '../auth/useSignIn';
import { PageFrame } from '../components/PageFrame';

/**
 * Where the API sends the browser once a provider vouched for the person: the ticket in the
 * address's fragment (never sent to a server) becomes the sign-in's next step, as a password
 * would. A ticket that no longer works sends the person back to sign in, told why.
 */
export function ProviderLanding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { next } = useSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const ticket = new URLSearchParams(window.location.hash.slice(1)).get('ticket');
    // The ticket works once: out of the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    const refuse = () => navigate(`/login?${REFUSAL_PARAMETER}=expired`, { replace: true });
    if (!ticket) {
      refuse();
      return;
    }
    providersApi
      .complete(ticket)
      .then((response) => next(response))
      .catch(refuse);
  }, [navigate, next]);

  return (
    <PageFrame title={t('providers.landingTitle')}>
      <p className="lead" aria-live="polite" aria-busy="true">
        {t('providers.landing')}
      </p>
    </PageFrame>
  );
}
