import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { interimSession } from '../api/session';
import { useSignIn } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { ExternalLink } from '../components/ExternalLink';
import { PageFrame } from '../components/PageFrame';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { PRIVACY_URL, TERMS_URL } from '../config/links';

/** Terms of use and privacy policy; "Confirmar" stays disabled until the box is ticked. */
export function AcceptTerm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const { finish } = useSignIn();
  const { links, modals } = useFooterLinks();
  // Judged once: accepting replaces the interim token while this page is still shown.
  const [session] = useState(interimSession);
  const [accepted, setAccepted] = useState(false);
  const [loading, setLoading] = useState(false);
  if (session?.stage !== 'terms') return <Navigate to="/login" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return;
    setLoading(true);
    try {
      await authApi.acceptTerms(!!session.remember);
      await finish();
    } catch (error) {
      setLoading(false);
      showError(error, 'terms.failed', { HasAcceptedTerms: t('common.terms') });
    }
  };

  return (
    <PageFrame title={t('terms.title')} footerLinks={[links.language]}>
      <p className="lead">{t('terms.text')}</p>
      <form onSubmit={submit} noValidate>
        <Checkbox id="acceptTerms" checked={accepted} onChange={setAccepted} required>
          <Trans
            i18nKey="terms.agree"
            components={{
              terms: <ExternalLink href={TERMS_URL} />,
              privacy: <ExternalLink href={PRIVACY_URL} />,
            }}
          />
        </Checkbox>
        <Button type="submit" loading={loading} disabled={!accepted} className="btn-block">
          {t('common.confirm')}
        </Button>
      </form>
      {modals}
    </PageFrame>
  );
}
