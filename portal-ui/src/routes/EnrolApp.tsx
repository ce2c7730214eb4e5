import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { authApi, type RecoveryCodes, type SecondFactorSetup } from '../api/auth';
import { ApiError } from '../api/client';
import { interimSession } from '../api/session';
import { useSignIn } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { sixDigitCode } from '../validation/rules';
import { useForm } from '../validation/useForm';

/**
 * A sign-in that a company (or the platform, for its owner) holds until an authenticator app is
 * set up: the QR code, a first code of the app, then the recovery codes, shown once.
 */
export function EnrolApp() {
  // Judged once: confirming replaces the interim token while this page is still shown.
  const [session] = useState(interimSession);
  return session?.stage === 'enrol' ? <EnrolForm /> : <Navigate to="/login" replace />;
}

function EnrolForm() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  const form = useForm({ code: sixDigitCode });
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [done, setDone] = useState<RecoveryCodes | null>(null);
  const [loading, setLoading] = useState(false);
  // Asked once per visit: each request makes a new seed, and the QR code shown must be the last.
  const [request] = useState(() => authApi.setUpApp());

  useEffect(() => {
    request.then(setSetup).catch((error) => showError(error, 'errors.unexpected'));
  }, [request, showError]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    setLoading(true);
    try {
      setDone(await authApi.confirmApp(form.values.code.trim()));
    } catch (error) {
      if (error instanceof ApiError && error.errors.code)
        form.showServerErrors({ code: [t('enrolApp.invalid')] });
      else showError(error, 'errors.unexpected', { code: t('enrolApp.code') });
    } finally {
      setLoading(false);
    }
  };

  if (done)
    return (
      <PageFrame title={t('enrolApp.savedTitle')} footerLinks={[links.language]}>
        <p className="lead">{t('enrolApp.savedText')}</p>
        <ul className="recovery-codes" aria-label={t('enrolApp.savedTitle')}>
          {done.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <Button onClick={() => void next(done)} className="btn-block" autoFocus>
          {t('enrolApp.continue')}
        </Button>
        {modals}
      </PageFrame>
    );

  return (
    <PageFrame title={t('enrolApp.title')} footerLinks={[links.language]}>
      <p className="lead">{t('enrolApp.text')}</p>
      {setup ? (
        <div className="qr-setup">
          <img src={setup.qrCode} alt={t('enrolApp.qrAlt')} width={200} height={200} />
          <p>
            {t('enrolApp.manual')} <code data-testid="app-secret">{setup.secret}</code>
          </p>
        </div>
      ) : (
        <div className="page-loading" aria-busy="true" />
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id="code"
          label={t('enrolApp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <Button type="submit" loading={loading} disabled={!setup} className="btn-block">
          {t('common.confirm')}
        </Button>
      </form>
      {modals}
    </PageFrame>
  );
}
