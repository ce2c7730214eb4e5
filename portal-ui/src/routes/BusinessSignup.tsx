import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client';
import { companyApi } from '../api/company';
import { Button } from '../components/Button';
import { MaskedField } from '../components/MaskedField';
import { Modal } from '../components/Modal';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toast';
import { useErrorToast } from '../components/useErrorToast';
import { useFooterLinks } from '../components/useFooterLinks';
import { maskedCnpj } from '../validation/cnpj';
import { CNPJ_MASK, PHONE_MASK } from '../validation/masks';
import { email, TEXT_MAX, maskedPhone, required } from '../validation/rules';
import { useForm } from '../validation/useForm';

const validators = {
  contactName: required,
  contactPhone: maskedPhone,
  contactEmail: email,
  companyName: required,
  cnpj: maskedCnpj,
};

/** A company asks for an account (spec §2); the platform owner reviews it in the dashboard. */
export default function BusinessSignup() {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const { links, modals } = useFooterLinks();
  // A new key empties the form after a request went through.
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);

  return (
    <PageFrame
      title={t('signup.title')}
      back="/"
      wide
      footerLinks={[
        { ...links.terms, separator: true },
        { ...links.contact, separator: true },
        links.language,
      ]}
    >
      <p className="lead">{t('signup.intro')}</p>
      <SignupForm
        key={formKey}
        onSent={() => {
          // What an earlier try said is answered now: it must not outlive the success.
          toast.clearErrors();
          setSent(true);
          setFormKey((key) => key + 1);
        }}
        onInvalid={(allFilled) =>
          toast.show('error', allFilled ? t('errors.fillCorrectly') : t('signup.fillAll'))
        }
        onError={(error, labels) => showError(error, 'errors.fillCorrectly', labels)}
      />
      {sent && (
        <Modal title={t('signup.successTitle')} onClose={() => setSent(false)}>
          <p>{t('signup.successText')}</p>
          <Link to="/" className="btn btn-primary btn-block">
            {t('common.homePage')}
          </Link>
        </Modal>
      )}
      {modals}
    </PageFrame>
  );
}

interface SignupFormProps {
  onSent: () => void;
  /** `allFilled` tells "fill every field" apart from "fix what you typed" (spec §8). */
  onInvalid: (allFilled: boolean) => void;
  onError: (error: unknown, labels: Record<string, string>) => void;
}

function SignupForm({ onSent, onInvalid, onError }: SignupFormProps) {
  const { t } = useTranslation();
  const form = useForm(validators);
  const [loading, setLoading] = useState(false);
  const labels = {
    contactName: t('signup.name'),
    contactPhone: t('signup.phone'),
    contactEmail: t('signup.email'),
    companyName: t('signup.companyName'),
    cnpj: t('signup.cnpj'),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = form.validateAll(event.currentTarget);
    if (problems.length) {
      onInvalid(!problems.includes('validation.required'));
      return;
    }
    setLoading(true);
    try {
      const { contactName, contactEmail, companyName, ...masked } = form.values;
      await companyApi.requestAccount({
        ...masked,
        contactName: contactName.trim(),
        contactEmail: contactEmail.trim(),
        companyName: companyName.trim(),
      });
      onSent();
    } catch (error) {
      setLoading(false);
      if (error instanceof ApiError) form.showServerErrors(error.errors);
      onError(error, labels);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="form-grid">
      <TextField
        id="contactName"
        label={labels.contactName}
        autoComplete="name"
        required
        maxLength={TEXT_MAX}
        {...form.field('contactName')}
      />
      <MaskedField
        id="contactPhone"
        label={labels.contactPhone}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel"
        placeholder="+55 99 99999-9999"
        required
        {...form.field('contactPhone')}
      />
      <TextField
        id="contactEmail"
        type="email"
        label={labels.contactEmail}
        autoComplete="email"
        required
        maxLength={TEXT_MAX}
        {...form.field('contactEmail')}
      />
      <TextField
        id="companyName"
        label={labels.companyName}
        autoComplete="organization"
        required
        maxLength={TEXT_MAX}
        {...form.field('companyName')}
      />
      <MaskedField
        id="cnpj"
        label={labels.cnpj}
        mask={CNPJ_MASK}
        placeholder="99.999.999/9999-99"
        help={t('signup.cnpjHelp')}
        required
        {...form.field('cnpj')}
      />
      <Button type="submit" loading={loading} className="btn-block">
        {t('signup.submit')}
      </Button>
    </form>
  );
}
