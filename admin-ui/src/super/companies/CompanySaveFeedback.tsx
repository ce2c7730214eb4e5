import { useEffect, useRef } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * What a failed company save says (spec §8), in place of react-admin's generic "the form is not
 * valid" (forms using it set `disableInvalidFormNotification`): "Existem campos obrigatórios que
 * devem ser preenchidos." when only required fields are missing; otherwise one "field: message"
 * line per field that is wrong (a CNPJ's check digits, a refusal of the API), under a heading that
 * does not call them missing. The messages also show on their fields.
 */
export function CompanySaveFeedback() {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  const translate = useTranslate();

  useEffect(() => {
    // A submit attempt just ended (react-hook-form counts it once the save has answered).
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const failed = Object.entries(errors).filter(([field]) => field !== 'root');
    if (!failed.length) return;
    const wrong = failed.flatMap(([field, error]) => {
      const message = readMessage(error?.message);
      if (error?.type !== 'server' && message.key === 'ra.validation.required') return [];
      const text =
        error?.type === 'server'
          ? message.key
          : translate(message.key, { _: message.key, ...message.args });
      return [`${translate(`resources.company.fields.${field}`, { _: field })}: ${text}`];
    });
    if (!wrong.length) {
      notify('resources.company.messages.save_failed', { type: 'error' });
      return;
    }
    notify('resources.company.messages.save_failed_fields', {
      type: 'error',
      multiLine: true,
      messageArgs: { fields: wrong.join('\n') },
    });
  }, [errors, submitCount, notify, translate]);

  return null;
}

/** How react-admin's inputs hand their validators' results to the form (see its ValidationError). */
const RA_ERROR = '@@react-admin@@';

/** A validator's message: a key, or a key with its arguments. */
function readMessage(message: unknown): { key: string; args?: Record<string, unknown> } {
  const parsed: unknown =
    typeof message === 'string' && message.startsWith(RA_ERROR)
      ? JSON.parse(message.slice(RA_ERROR.length))
      : message;
  if (parsed && typeof parsed === 'object') {
    const { message: key, args } = parsed as { message?: unknown; args?: Record<string, unknown> };
    return { key: String(key ?? ''), args };
  }
  return { key: String(parsed ?? '') };
}

/**
 * A save that failed for another reason than its data: the API's message (a CNPJ another company
 * has, a logo too large...), or "Ocorreu um erro inesperado..." when there is none to show.
 */
export function useCompanySaveFailure() {
  const notify = useNotify();
  return (error: unknown) => {
    // The form reports a refusal of its fields (CompanySaveFeedback).
    if (error instanceof HttpError && error.status === 400 && error.body?.errors) return;
    const message = error instanceof HttpError && error.message;
    notify(message || 'app.errors.unexpected', { type: 'error' });
  };
}
