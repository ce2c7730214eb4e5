import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldState } from '../validation/useForm';
import { AlertIcon, CheckIcon } from './icons';
import { Tooltip } from './Tooltip';

export interface FieldShellProps {
  id: string;
  label: string;
  state: FieldState;
  error?: string;
  hint?: string;
  /** Extra help behind an info tooltip beside the label. */
  help?: string;
  required?: boolean;
  /** Controls inside the field's box after the input (e.g. show password). */
  trailing?: ReactNode;
  /** Ids of other elements that describe the input (the password rules). */
  describedBy?: string;
  /** Renders the input with the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, state icon and messages around any input, so every field reads and behaves alike. */
export function FieldShell({
  id,
  label,
  state,
  error,
  hint,
  help,
  required,
  trailing,
  describedBy: described,
  children,
}: FieldShellProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = state === 'invalid' && error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, described].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field field-${state}`}>
      <div className="field-label-row">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        {/* Outside the label: the input's `required` already tells assistive technology. */}
        {required && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
        {help && <Tooltip label={t('common.moreInfo')} text={help} />}
      </div>
      <div className="field-box">
        {children(describedBy)}
        {trailing}
        {state === 'valid' && (
          <span className="field-icon field-icon-valid" role="img" aria-label={t('common.valid')}>
            <CheckIcon />
          </span>
        )}
        {state === 'invalid' && (
          <span className="field-icon field-icon-invalid" aria-hidden="true">
            <AlertIcon />
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
