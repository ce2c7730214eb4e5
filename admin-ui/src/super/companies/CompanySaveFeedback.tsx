import { useEffect, useRef } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * What a failed company save says (spec §8), in place of react-admin's generic "the form is not
 * valid" (forms using it set `disableInvalidFormNotification`): "Existem campos obrigatórios que
 * devem ser preenchidos." when the form's own checks fail, and with it one "field: message" line
 * per error when the API refused the data (those also show on their fields).
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
    const fromServer = failed.filter(([, error]) => error?.type === 'server');
    if (!fromServer.length) {
      notify('resources.company.messages.save_failed', { type: 'error' });
      return;
    }
    const lines = fromServer.map(
      ([field, error]) =>
        `${translate(`resources.company.fields.${field}`, { _: field })}: ${String(error?.message ?? '')}`,
    );
    notify('resources.company.messages.save_failed_fields', {
      type: 'error',
      multiLine: true,
      messageArgs: { fields: lines.join('\n') },
    });
  }, [errors, submitCount, notify, translate]);

  return null;
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
