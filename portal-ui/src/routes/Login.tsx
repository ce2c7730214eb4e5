import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api/auth';
import { ProviderButtons, ProviderRefusal } from '../auth/ProviderSignIn';
import { useSignIn } from '../auth/useSignIn';
import { Button } from '../components/Button';
import { Checkbox } from '../components/Checkbox';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { TEXT_MAX, required } from '../validation/rules';
import { useForm } from '../validation/useForm';
import { PASSWORD_MAX } from '../validation/password';

/** Company login (spec §2): CPF, e-mail or phone, password, "remember for 30 days". */
export function Login() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const { next } = useSignIn();
  const { links, modals } = useFooterLinks();
  const form = useForm({ emailOrPhoneNumber: required, password: required });
  const [remember, setRemember] = useState(false);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    setLoading(true);
    try {
      const { emailOrPhoneNumber, password } = form.values;
      await next(await authApi.login(emailOrPhoneNumber.trim(), password, remember));
    } catch (error) {
      setLoading(false);
      // A 401 carries the spec's "Login e/ou senha inválidos." in the chosen language.
      showError(error, 'errors.unexpected', {
        emailOrPhoneNumber: t('login.identifier'),
        password: t('login.password'),
      });
    }
  };

  return (
    <PageFrame
      title={t('login.title')}
      back="/start-company"
      footerLinks={[
        { ...links.forgot, separator: true },
        { ...links.accessCode, separator: true },
        { ...links.home, separator: true },
        { ...links.createAccount, separator: true },
        links.language,
      ]}
    >
      <ProviderRefusal />
      <form onSubmit={submit} noValidate>
        <TextField
          id="emailOrPhoneNumber"
          label={t('login.identifier')}
          autoComplete="username"
          required
          maxLength={TEXT_MAX}
          {...form.field('emailOrPhoneNumber')}
        />
        <TextField
          id="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          maxLength={PASSWORD_MAX}
          {...form.field('password')}
        />
        <Checkbox id="remember" checked={remember} onChange={setRemember}>
          {t('login.remember')}
        </Checkbox>
        <Button type="submit" loading={loading} className="btn-block">
          {t('login.submit')}
        </Button>
      </form>
      <ProviderButtons returnTo="/login" remember={remember} />
      {modals}
    </PageFrame>
  );
}
