import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { authApi } from '../api/auth';
import { ApiError } from '../api/client';
import { errorText } from '../api/errors';
import { Button } from '../components/Button';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PageFrame } from '../components/PageFrame';
import { useToast } from '../components/Toast';
import { useFooterLinks } from '../components/useFooterLinks';

/** `unchecked`: the check itself failed (network, 429, 5xx); that says nothing about the link. */
type LinkState = 'checking' | 'valid' | 'invalid' | 'unchecked';

/** A new password from the e-mailed link; the code is checked before the form shows (spec §4). */
export function ResetPassword() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { links, modals } = useFooterLinks();
  const [link, setLink] = useState<LinkState>('checking');
  const [checkError, setCheckError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLink('checking');
    authApi
      .validateRecoveryCode(code)
      .then(() => current && setLink('valid'))
      .catch((error: unknown) => {
        if (!current) return;
        // Only the server's refusal of the code (a 400) means the link is used or expired.
        const refused = error instanceof ApiError && error.status === 400;
        setCheckError(refused ? null : error);
        setLink(refused ? 'invalid' : 'unchecked');
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  const reset = async (password: string, confirmNewPassword: string) => {
    await authApi.resetPassword(code, password, confirmNewPassword);
    toast.show('success', t('password.resetDone'));
    navigate('/login', { replace: true });
  };

  // A 400 naming the code means the link died meanwhile (used in another tab, expired).
  const linkDied = (error: ApiError) => {
    const died = error.status === 400 && 'code' in error.errors;
    if (died) setLink('invalid');
    return died;
  };

  return (
    <PageFrame
      title={t('password.resetTitle')}
      footerLinks={[{ ...links.home, separator: true }, links.language]}
    >
      {link === 'checking' && (
        <p className="lead" role="status" aria-busy="true">
          {t('password.checking')}
        </p>
      )}
      {link === 'invalid' && (
        <div className="notice notice-error" role="alert">
          <p>{t('password.linkExpired')}</p>
          <Button onClick={() => navigate('/forgot-pass')} className="btn-block">
            {t('password.requestAgain')}
          </Button>
        </div>
      )}
      {link === 'unchecked' && (
        <div className="notice notice-error" role="alert">
          <p>{errorText(checkError, t('errors.unexpected'))}</p>
          <Button onClick={() => setAttempt((count) => count + 1)} className="btn-block">
            {t('common.retry')}
          </Button>
        </div>
      )}
      {link === 'valid' && (
        <NewPasswordForm onSubmit={reset} failureKey="password.resetFailed" onApiError={linkDied} />
      )}
      {modals}
    </PageFrame>
  );
}
