import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2: an input is valid, invalid, or not validated yet (untouched). */
export type FieldState = 'untouched' | 'valid' | 'invalid';

/** Answers an i18n key for the problem, or null; sees every value for cross-field rules. */
export type FieldValidator<K extends string> = (
  value: string,
  values: Record<K, string>,
) => string | null;

export interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  state: FieldState;
  error?: string;
}

/**
 * A small form state: a field is judged once it has been left (or the form submitted), then
 * live while it changes. Server messages for a field show until the field is edited.
 */
export function useForm<K extends string>(
  validators: Record<K, FieldValidator<K>>,
  initial: Partial<Record<K, string>> = {},
) {
  const { t } = useTranslation();
  const names = Object.keys(validators) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<K, string>,
  );
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});

  const problem = (name: K, all = values) => validators[name](all[name], all);

  const field = (name: K): FieldProps => {
    const key = touched[name] ? problem(name) : null;
    const server = serverErrors[name];
    const error = server ?? (key ? t(key) : undefined);
    return {
      value: values[name],
      onChange: (value) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors((current) => ({ ...current, [name]: undefined }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
      state: error ? 'invalid' : touched[name] ? 'valid' : 'untouched',
      error,
    };
  };

  /**
   * Marks every field as judged and answers the keys of the problems found (empty when valid).
   * Given the form, it also moves focus to the first field in error, so keyboard and
   * screen-reader users land on what needs fixing.
   */
  const validateAll = (formElement?: HTMLFormElement): string[] => {
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<K, boolean>);
    const problems = names
      .map((name) => problem(name))
      .filter((key): key is string => key !== null);
    if (problems.length && formElement) {
      // After the render that marks the fields invalid.
      window.setTimeout(() =>
        formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
    return problems;
  };

  /** Puts the server's field messages (already in the caller's language) on their fields. */
  const showServerErrors = (errors: Record<string, string[]>) =>
    setServerErrors(
      Object.fromEntries(
        Object.entries(errors)
          .filter(([name]) => name in validators)
          .map(([name, messages]) => [name, messages.join(' ')]),
      ) as Partial<Record<K, string>>,
    );

  return { values, field, validateAll, showServerErrors };
}
