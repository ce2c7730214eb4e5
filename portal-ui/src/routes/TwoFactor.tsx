import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { ApiError } from '../api/client';
import { interimSession } from '../api/session';
import { useSignIn } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { sixDigitCode } from '../validation/rules';
import { useForm } from '../validation/useForm';

/** The server sends at most one code a minute; the first went out just before this page. */
const RESEND_SECONDS = 60;

/** Second factor: the 6-digit code sent by e-mail or SMS (spec §4). */
export function TwoFactor() {
  // Judged once: a right code replaces the interim token while this page is still shown.
  const [session] = useState(interimSession);
  return session?.stage === '2fa' ? (
    <TwoFactorForm remember={!!session.remember} />
  ) : (
    <Navigate to="/login" replace />
  );
}

function TwoFactorForm({ remember }: { remember: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  const form = useForm({ code: sixDigitCode });
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(RESEND_SECONDS);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    setLoading(true);
    try {
      await next(await authApi.verifyCode(form.values.code.trim(), remember));
    } catch (error) {
      setLoading(false);
      if (error instanceof ApiError) form.showServerErrors(error.errors);
      showError(error, 'errors.unexpected', { code: t('twoFactor.code') });
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await authApi.resendCode();
      toast.show('success', t('twoFactor.resent'));
      setWait(RESEND_SECONDS);
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) setWait(error.retryAfter);
      showError(error, 'errors.unexpected', { code: t('twoFactor.code') });
    } finally {
      setResending(false);
    }
  };

  return (
    <PageFrame title={t('twoFactor.title')} back="/login" footerLinks={[links.language]}>
      <p className="lead">{t('twoFactor.text')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="code"
          label={t('twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          {...form.field('code')}
        />
        <Button type="submit" loading={loading} className="btn-block">
          {t('common.confirm')}
        </Button>
      </form>
      <Button variant="link" small onClick={resend} loading={resending} disabled={wait > 0}>
        {wait > 0 ? t('twoFactor.resendIn', { seconds: wait }) : t('twoFactor.resend')}
      </Button>
      {modals}
    </PageFrame>
  );
}
