import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, type Profile } from '../../api/account';
import { ApiError } from '../../api/client';
import { Button } from '../../components/Button';
import { newPasswordValidators, PasswordFields } from '../../components/PasswordFields';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';
import { usePageHeading } from '../../components/usePageHeading';
import { useErrorToast } from '../../components/useErrorToast';
import { chooseLanguage } from '../../i18n/choose';
import { i18n } from '../../i18n';
import { isLanguageCode, LANGUAGES } from '@shared/languages';
import { formatPhone } from '../../validation/format';
import { DownloadPanel } from '../../privacy/DownloadPanel';
import { EmploymentPanel, HeldData } from '../../privacy/HeldData';
import { IdentifiedAnswers } from '../../privacy/IdentifiedAnswers';
import { PrivacyRequests } from '../../privacy/PrivacyRequests';
import { usePrivacy } from '../../privacy/usePrivacy';
import { required } from '../../validation/rules';
import { useForm } from '../../validation/useForm';
import { PASSWORD_MAX } from '../../validation/password';

/**
 * "Meus dados" (spec §2, /app/user/data): the employee's details, language and password, and
 * everything held about them with the rights they have over it (LGPD art. 18): a copy to
 * download, their identified answers with the consent behind them, and their requests.
 */
export default function UserData() {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [profile, setProfile] = useState<Profile | null>(null);
  // A new key empties the password form after a change went through.
  const [passwordFormKey, setPasswordFormKey] = useState(0);

  useEffect(() => {
    accountApi.me().then(setProfile, (error: unknown) => showError(error));
    // Loaded once per visit (showError is a new function on every render).
  }, []);
  const privacy = usePrivacy();

  const heading = usePageHeading(t('data.title'));
  const value = (text: string | null | undefined) => text || t('data.notInformed');

  return (
    <>
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        {t('data.title')}
      </h1>
      <p className="lead">{t('privacy.intro')}</p>
      <section className="panel" aria-labelledby="profile-title" aria-busy={!profile}>
        <h2 id="profile-title">{t('privacy.profileTitle')}</h2>
        {profile ? (
          <dl className="details">
            <dt>{t('data.name')}</dt>
            <dd>{profile.name}</dd>
            <dt>{t('data.email')}</dt>
            <dd>{value(profile.email)}</dd>
            <dt>{t('data.phone')}</dt>
            <dd>{value(profile.phone && formatPhone(profile.phone))}</dd>
          </dl>
        ) : (
          <p role="status">{t('data.loading')}</p>
        )}
        <LanguageSelect />
      </section>
      <DownloadPanel />
      {privacy.failed ? (
        <section className="panel empty-state" role="alert">
          <p>{t('privacy.loadFailed')}</p>
          <Button variant="secondary" small onClick={privacy.reload}>
            {t('common.retry')}
          </Button>
        </section>
      ) : !privacy.data ? (
        <section className="panel" aria-busy="true">
          <p role="status">{t('privacy.loading')}</p>
        </section>
      ) : (
        <>
          {privacy.data.employments.map((employment) => (
            <EmploymentPanel key={employment.company} employment={employment} />
          ))}
          <IdentifiedAnswers
            responses={privacy.data.identifiedResponses}
            onChanged={privacy.reload}
          />
          <PrivacyRequests
            requests={privacy.requests}
            total={privacy.requestsTotal}
            responses={privacy.data.identifiedResponses}
            onSent={privacy.reload}
          />
          <HeldData data={privacy.data} />
        </>
      )}
      <section className="panel" aria-labelledby="password-title">
        <h2 id="password-title">{t('data.passwordTitle')}</h2>
        <ChangePasswordForm
          key={passwordFormKey}
          onChanged={() => setPasswordFormKey((k) => k + 1)}
        />
      </section>
    </>
  );
}

function LanguageSelect() {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const change = async (code: string) => {
    if (!isLanguageCode(code)) return;
    const previous = i18n.language;
    try {
      await chooseLanguage(code);
      // This render's `t` is bound to the previous language; say it in the new one.
      toast.show('success', i18n.t('language.saved'));
    } catch (error) {
      // The account kept its language: the interface goes back to it, as this device did.
      await i18n.changeLanguage(previous);
      showError(error);
    }
  };
  return (
    <div className="field">
      <label htmlFor="language" className="field-label">
        {t('data.language')}
      </label>
      <div className="field-box">
        <select
          id="language"
          className="input"
          value={i18n.language}
          onChange={(event) => void change(event.target.value)}
        >
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const form = useForm<'currentPassword' | 'password' | 'confirmNewPassword'>({
    currentPassword: required,
    ...newPasswordValidators,
  });
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) {
      toast.show('error', t('errors.fillCorrectly'));
      return;
    }
    setLoading(true);
    try {
      const { currentPassword, password, confirmNewPassword } = form.values;
      await accountApi.changePassword(currentPassword, password, confirmNewPassword);
      toast.show('success', t('data.passwordChanged'));
      onChanged();
    } catch (error) {
      setLoading(false);
      if (error instanceof ApiError) form.showServerErrors(error.errors);
      showError(error, 'errors.unexpected', {
        currentPassword: t('password.current'),
        password: t('password.password'),
        confirmNewPassword: t('password.confirm'),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form-narrow">
      <TextField
        id="currentPassword"
        type="password"
        label={t('password.current')}
        autoComplete="current-password"
        required
        maxLength={PASSWORD_MAX}
        {...form.field('currentPassword')}
      />
      <PasswordFields
        password={form.field('password')}
        confirm={form.field('confirmNewPassword')}
      />
      <Button type="submit" loading={loading}>
        {t('data.changePassword')}
      </Button>
    </form>
  );
}
