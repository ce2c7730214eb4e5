import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  REFUSAL_PARAMETER,
  SIGN_IN_REFUSALS,
  type OidcProvider,
  type ReturnPage,
} from '../../../src/common/access/sign-in-providers';
import { ApiError } from '../api/client';
import { providersApi, type SignInOptions } from '../api/providers';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import { useErrorToast } from '../components/useErrorToast';
import { email } from '../validation/rules';
import { useForm } from '../validation/useForm';

/**
 * Why the last sign-in through a provider was refused, as the API's callback said in this
 * page's address; shown until the person moves on.
 */
export function ProviderRefusal() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reason = params.get(REFUSAL_PARAMETER);
  if (!reason) return null;
  const known = (SIGN_IN_REFUSALS as readonly string[]).includes(reason) ? reason : 'provider';
  return (
    <div className="notice notice-error" role="alert">
      <p className="notice-title">{t('providers.refusedTitle')}</p>
      <p>{t(`providers.refused.${known}`)}</p>
    </div>
  );
}

interface ProviderButtonsProps {
  returnTo: ReturnPage;
  /** "Remember for 30 days", where the page asks it. */
  remember?: boolean;
}

/**
 * Google, Microsoft and SSO, each only when the API says it is set up. SSO asks for the
 * e-mail first: its domain picks the company's provider.
 */
export function ProviderButtons({ returnTo, remember = false }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const showError = useErrorToast();
  const [options, setOptions] = useState<SignInOptions | null>(null);
  const [leaving, setLeaving] = useState<OidcProvider | null>(null);
  const [askingEmail, setAskingEmail] = useState(false);
  const form = useForm({ email });

  useEffect(() => {
    let live = true;
    // Without the list, the page still offers its own ways in.
    providersApi
      .options()
      .then((answer) => live && setOptions(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const go = async (provider: OidcProvider, typedEmail?: string) => {
    setLeaving(provider);
    try {
      const { url } = await providersApi.start(provider, returnTo, typedEmail, remember);
      window.location.assign(url);
    } catch (error) {
      setLeaving(null);
      // "No SSO for this domain" belongs under the e-mail; anything else is the page's toast.
      if (error instanceof ApiError && error.errors.email) form.showServerErrors(error.errors);
      else showError(error);
    }
  };

  const submitSso = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) return;
    void go('sso', form.values.email.trim());
  };

  if (!options) return null;
  return (
    <div className="provider-buttons">
      {(['google', 'microsoft'] as const).map(
        (provider) =>
          options[provider] && (
            <Button
              key={provider}
              variant="secondary"
              className="btn-block"
              loading={leaving === provider}
              disabled={!!leaving}
              onClick={() => void go(provider)}
            >
              {t(`start.${provider}`)}
            </Button>
          ),
      )}
      {options.sso &&
        (askingEmail ? (
          <form onSubmit={submitSso} noValidate className="provider-sso">
            <TextField
              id="ssoEmail"
              type="email"
              label={t('providers.ssoEmail')}
              hint={t('providers.ssoHint')}
              autoComplete="email"
              autoFocus
              required
              {...form.field('email')}
            />
            <Button type="submit" className="btn-block" loading={leaving === 'sso'}>
              {t('providers.continue')}
            </Button>
          </form>
        ) : (
          <Button
            variant="secondary"
            className="btn-block"
            disabled={!!leaving}
            onClick={() => setAskingEmail(true)}
          >
            {t('start.sso')}
          </Button>
        ))}
    </div>
  );
}
