import { useTranslation } from 'react-i18next';
import { isCommonPassword } from '../validation/commonPassword';
import { meetsPasswordRules, PASSWORD_MAX } from '../validation/password';
import type { FieldProps, FieldValidator } from '../validation/useForm';
import { PASSWORD_RULES_ID, PasswordChecklist } from './PasswordChecklist';
import { TextField } from './TextField';

type PasswordForm = 'password' | 'confirmNewPassword';

/** Validators for a new password and its confirmation; spread into a form's validators. */
export const newPasswordValidators: Record<PasswordForm, FieldValidator<PasswordForm>> = {
  password: (value) =>
    !meetsPasswordRules(value)
      ? 'validation.passwordRules'
      : isCommonPassword(value)
        ? 'validation.passwordCommon'
        : null,
  confirmNewPassword: (value, values) =>
    !value
      ? 'validation.required'
      : value === values.password
        ? null
        : 'validation.passwordsDiffer',
};

/** New password, confirmation and the live checklist, as every password form shows them. */
export function PasswordFields({
  password,
  confirm,
}: {
  password: FieldProps;
  confirm: FieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id="password"
        type="password"
        label={t('password.password')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        describedBy={PASSWORD_RULES_ID}
        {...password}
      />
      <TextField
        id="confirmNewPassword"
        type="password"
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX}
        {...confirm}
      />
      <PasswordChecklist password={password.value} confirm={confirm.value} />
    </>
  );
}
