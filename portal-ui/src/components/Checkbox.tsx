import type { ReactNode } from 'react';
import type { FieldState } from '../validation/useForm';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** A required box is invalid while unticked, once judged (spec §5). */
  state?: FieldState;
  error?: string;
  required?: boolean;
}

export function Checkbox({
  id,
  checked,
  onChange,
  children,
  state = 'untouched',
  error,
  required,
}: CheckboxProps) {
  const errorId = state === 'invalid' && error ? `${id}-error` : undefined;
  return (
    <div className={`checkbox checkbox-${state}`}>
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required={required}
        aria-invalid={state === 'invalid'}
        aria-describedby={errorId}
      />
      <label htmlFor={id}>{children}</label>
      {errorId && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
