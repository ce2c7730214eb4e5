import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { authApi } from '../api/auth';
import type { ApiError } from '../api/client';
import { Button } from '../components/Button';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PageFrame } from '../components/PageFrame';
import { useToast } from '../components/Toast';
import { useFooterLinks } from '../components/useFooterLinks';

type LinkState = 'checking' | 'valid' | 'invalid';

/** A new password from the e-mailed link; the code is checked before the form shows (spec §4). */
export function ResetPassword() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { links, modals } = useFooterLinks();
  const [link, setLink] = useState<LinkState>('checking');

  useEffect(() => {
    let current = true;
    authApi
      .validateRecoveryCode(code)
      .then(() => current && setLink('valid'))
      .catch(() => current && setLink('invalid'));
    return () => {
      current = false;
    };
  }, [code]);

  const reset = async (password: string, confirmNewPassword: string) => {
    await authApi.resetPassword(code, password, confirmNewPassword);
    toast.show('success', t('password.resetDone'));
    navigate('/login', { replace: true });
  };

  // A 400 without field errors means the link died meanwhile (used in another tab, expired).
  const linkDied = (error: ApiError) => {
    const died = error.status === 400 && Object.keys(error.errors).length === 0;
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
        <div className="notice notice-error">
          <p>{t('password.linkExpired')}</p>
          <Button onClick={() => navigate('/forgot-pass')} className="btn-block">
            {t('password.requestAgain')}
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
