import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { authApi } from '../api/auth';
import { interimSession } from '../api/session';
import { useSignIn } from '../auth/useSignIn';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PageFrame } from '../components/PageFrame';
import { useFooterLinks } from '../components/useFooterLinks';

/** The first password, right after the first-access code (no link code to check). */
export function CreatePassword() {
  const { t } = useTranslation();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  // Judged once: the token moves on to the next stage while this page is still shown.
  const [allowed] = useState(() => interimSession()?.stage === 'password');
  if (!allowed) return <Navigate to="/login" replace />;

  // The answer's token is at stage `terms` while the terms wait, else `full`.
  const create = async (password: string, confirmNewPassword: string) =>
    next(await authApi.createFirstPassword(password, confirmNewPassword));

  return (
    <PageFrame title={t('password.createTitle')} footerLinks={[links.language]}>
      <NewPasswordForm onSubmit={create} failureKey="password.createFailed" />
      {modals}
    </PageFrame>
  );
}
