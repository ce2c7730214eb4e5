import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useForm } from '../validation/useForm';
import { Button } from './Button';
import { newPasswordValidators, PasswordFields } from './PasswordFields';
import { useToast } from './Toast';
import { useErrorToast } from './useErrorToast';

export interface NewPasswordFormProps {
  onSubmit: (password: string, confirmNewPassword: string) => Promise<void>;
  /** i18n key of the message when the call fails without field errors. */
  failureKey: string;
  /** Lets a screen take over errors it understands (an expired link, say); true when handled. */
  onApiError?: (error: ApiError) => boolean;
}

/** The password form of /reset-password and /create-password, with the live checklist. */
export function NewPasswordForm({ onSubmit, failureKey, onApiError }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const showError = useErrorToast();
  const form = useForm(newPasswordValidators);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.validateAll(event.currentTarget).length) {
      toast.show('error', t('errors.fillCorrectly'));
      return;
    }
    setLoading(true);
    try {
      await onSubmit(form.values.password, form.values.confirmNewPassword);
    } catch (error) {
      setLoading(false);
      if (error instanceof ApiError) {
        if (onApiError?.(error)) return;
        form.showServerErrors(error.errors);
      }
      showError(error, failureKey, {
        password: t('password.password'),
        confirmNewPassword: t('password.confirm'),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PasswordFields
        password={form.field('password')}
        confirm={form.field('confirmNewPassword')}
      />
      <Button type="submit" loading={loading} className="btn-block">
        {t('password.submit')}
      </Button>
    </form>
  );
}
