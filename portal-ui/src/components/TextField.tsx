import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../validation/useForm';
import { FieldShell } from './FieldShell';
import { EyeIcon, EyeOffIcon } from './icons';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onBlur' | 'id' | 'type'
>;

export interface TextFieldProps extends FieldProps, NativeProps {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  hint?: string;
  help?: string;
  /** Ids of other elements that describe the input (the password rules). */
  describedBy?: string;
}

/** A labelled input with the three validation states; password fields can be revealed. */
export function TextField({
  id,
  label,
  type = 'text',
  value,
  onChange,
  onBlur,
  state,
  error,
  hint,
  help,
  required,
  describedBy,
  ...native
}: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const toggle = isPassword && (
    <button
      type="button"
      className="field-toggle"
      onClick={() => setRevealed((shown) => !shown)}
      aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
      aria-pressed={revealed}
      aria-controls={id}
    >
      {revealed ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
  return (
    <FieldShell
      id={id}
      label={label}
      state={state}
      error={error}
      hint={hint}
      help={help}
      required={required}
      trailing={toggle}
      describedBy={describedBy}
    >
      {(descriptions) => (
        <input
          {...native}
          id={id}
          name={id}
          type={isPassword && revealed ? 'text' : type}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required={required}
          aria-invalid={state === 'invalid'}
          aria-describedby={descriptions}
        />
      )}
    </FieldShell>
  );
}
