import { IMaskInput } from 'react-imask';
import type { FieldProps } from '../validation/useForm';
import { FieldShell } from './FieldShell';
import type { CNPJ_MASK, PHONE_MASK } from '../validation/masks';

export interface MaskedFieldProps extends FieldProps {
  id: string;
  label: string;
  mask: typeof PHONE_MASK | typeof CNPJ_MASK;
  inputMode?: 'tel' | 'text' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  help?: string;
  required?: boolean;
}

/**
 * An input that formats as it is typed (spec §5 masks). Kept apart from TextField so that the
 * mask library loads only with the screens that use it.
 */
export function MaskedField({
  id,
  label,
  mask,
  value,
  onChange,
  onBlur,
  state,
  error,
  hint,
  help,
  required,
  inputMode,
  autoComplete,
  placeholder,
}: MaskedFieldProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      state={state}
      error={error}
      hint={hint}
      help={help}
      required={required}
    >
      {(describedBy) => (
        <IMaskInput
          {...mask}
          id={id}
          name={id}
          className="input"
          value={value}
          onAccept={(accepted: string) => onChange(accepted)}
          onBlur={onBlur}
          required={required}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={state === 'invalid'}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}
