import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { authApi } from '../api/auth';
import { ApiError } from '../api/client';
import { useSignIn } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { TEXT_MAX, emailOrPhone } from '../validation/rules';
import { useForm } from '../validation/useForm';

/**
 * /forgot-pass and /first-access are one screen (spec §2): an e-mail or phone, then either a
 * "link sent" confirmation or the code page.
 */
export function EmailOrPhoneRequest({ mode }: { mode: 'forgot' | 'first-access' }) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  const form = useForm({ emailOrPhoneNumber: emailOrPhone });
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const forgot = mode === 'forgot';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    setLoading(true);
    try {
      const identifier = form.values.emailOrPhoneNumber.trim();
      if (forgot) {
        await authApi.requestRecovery(identifier);
        setSent(true);
      } else {
        await next(await authApi.firstAccess(identifier), { codeFrom: '/first-access' });
      }
    } catch (error) {
      if (error instanceof ApiError) form.showServerErrors(error.errors);
      showError(error, forgot ? 'validation.emailOrPhone' : 'errors.unexpected', {
        emailOrPhoneNumber: t('forgot.field'),
      });
    } finally {
      setLoading(false);
    }
  };

  return (
    <PageFrame
      title={forgot ? t('forgot.title') : t('firstAccess.title')}
      back={forgot ? '/login' : '/start-company'}
      footerLinks={[{ ...links.home, separator: true }, links.language]}
    >
      {sent ? (
        <div className="notice notice-success" role="status">
          <p>{t('forgot.sent')}</p>
          <Link to="/login">{t('forgot.backToLogin')}</Link>
        </div>
      ) : (
        <>
          <p className="lead">{forgot ? t('forgot.text') : t('firstAccess.text')}</p>
          <form onSubmit={submit} noValidate>
            <TextField
              id="emailOrPhoneNumber"
              label={t('forgot.field')}
              autoComplete="username"
              required
              maxLength={TEXT_MAX}
              {...form.field('emailOrPhoneNumber')}
            />
            <Button type="submit" loading={loading} className="btn-block">
              {forgot ? t('forgot.submit') : t('common.confirm')}
            </Button>
          </form>
        </>
      )}
      {modals}
    </PageFrame>
  );
}
