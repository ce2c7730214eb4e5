import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { ApiError } from '../api/client';
import { API_CODES, hasCode } from '../api/codes';
import { dropInterimToken, interimSession } from '../api/session';
import { useSignIn, type CodeOrigin, type CodePageState } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { formatWait } from '../i18n/formatWait';
import { appOrRecoveryCode, sixDigitCode } from '../validation/rules';
import { useForm } from '../validation/useForm';

/** The server sends at most one code a minute; the first went out just before this page. */
const RESEND_SECONDS = 60;

/**
 * Second factor: the 6-digit code sent by e-mail or SMS (spec §4), after login or first access,
 * or the code of an administrator's authenticator app (or one of its recovery codes).
 */
export function TwoFactor() {
  // Judged once: a right code replaces the interim token while this page is still shown.
  const [session] = useState(interimSession);
  const state = useLocation().state as Partial<CodePageState> | null;
  const codeFrom: CodeOrigin = state?.codeFrom === '/first-access' ? '/first-access' : '/login';
  return session?.stage === '2fa' ? (
    <TwoFactorForm
      remember={!!session.remember}
      codeFrom={codeFrom}
      fromApp={session.factor === 'app'}
    />
  ) : (
    <Navigate to="/login" replace />
  );
}

function TwoFactorForm({
  remember,
  codeFrom,
  fromApp,
}: {
  remember: boolean;
  codeFrom: CodeOrigin;
  fromApp: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  const form = useForm({ code: fromApp ? appOrRecoveryCode : sixDigitCode });
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);
  const [wait, setWait] = useState(RESEND_SECONDS);
  /** Said once the code's tries are spent: no code typed here can help then. */
  const [spent, setSpent] = useState<string | null>(null);

  // A right password brought the person here: "Login e/ou senha inválidos." is answered.
  useEffect(() => toast.clearErrors(), [toast]);

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
      if (hasCode(error, API_CODES.codeExhausted)) {
        setSpent(t('twoFactor.spent'));
        return;
      }
      // The API speaks the account's language; this page speaks the one chosen on it (spec §8).
      if (hasCode(error, API_CODES.invalidCode)) {
        form.showServerErrors({ code: [t('twoFactor.invalid')] });
        toast.show('error', t('twoFactor.invalid'));
        return;
      }
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

  // A new code comes only from a new sign-in or first access; the spent token is of no more use.
  const startOver = () => {
    dropInterimToken();
    navigate(codeFrom, { replace: true });
  };

  return (
    <PageFrame title={t('twoFactor.title')} back={codeFrom} footerLinks={[links.language]}>
      {spent ? (
        <div className="notice notice-error" role="alert">
          <p>{spent}</p>
          <Button onClick={startOver} className="btn-block" autoFocus>
            {codeFrom === '/first-access'
              ? t('twoFactor.startOverFirstAccess')
              : t('twoFactor.startOverLogin')}
          </Button>
        </div>
      ) : (
        <>
          <p className="lead">{fromApp ? t('twoFactor.appText') : t('twoFactor.text')}</p>
          <form onSubmit={submit} noValidate>
            <TextField
              id="code"
              label={fromApp ? t('twoFactor.appCode') : t('twoFactor.code')}
              inputMode={fromApp ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              maxLength={fromApp ? 11 : 6}
              required
              {...form.field('code')}
            />
            <Button type="submit" loading={loading} className="btn-block">
              {t('common.confirm')}
            </Button>
          </form>
          {fromApp ? null : (
            <Button variant="link" small onClick={resend} loading={resending} disabled={wait > 0}>
              {wait > 0
                ? t('twoFactor.resendIn', { wait: formatWait(wait, i18n.language, 'short') })
                : t('twoFactor.resend')}
            </Button>
          )}
        </>
      )}
      {modals}
    </PageFrame>
  );
}
