/**
 * Client-side checks of spec §5. Each answers the i18n key of its message, or null when the
 * value passes; the server checks again and has the last word.
 */
export type Validator = (value: string) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's cap on names, e-mails and identifiers (spec §5: an e-mail has at most 200). */
export const TEXT_MAX = 200;
/** The spec's phone mask, +55 99 99999-9999, fully typed. */
const MASKED_PHONE = /^\+55 \d{2} \d{5}-\d{4}$/;

export const required: Validator = (value) => (value.trim() ? null : 'validation.required');

export const email: Validator = (value) => {
  if (!value.trim()) return 'validation.required';
  if (value.trim().length > TEXT_MAX) return 'validation.emailTooLong';
  return EMAIL.test(value.trim()) ? null : 'validation.email';
};

export const maskedPhone: Validator = (value) => {
  if (!value.trim()) return 'validation.required';
  return MASKED_PHONE.test(value) ? null : 'validation.phone';
};

/** A phone as people type it: digits with the usual punctuation, 10 to 13 digits (DDI optional). */
function looksLikePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(value) && digits.length >= 10 && digits.length <= 13;
}

/** Recovery and first access take an e-mail or a phone (spec §5), and say so when empty. */
export const emailOrPhone: Validator = (value) => {
  const trimmed = value.trim();
  if (!trimmed) return 'validation.emailOrPhoneRequired';
  if (trimmed.includes('@')) return email(trimmed) ? 'validation.emailOrPhone' : null;
  return looksLikePhone(trimmed) ? null : 'validation.emailOrPhone';
};

export const sixDigitCode: Validator = (value) =>
  /^\d{6}$/.test(value.trim()) ? null : 'validation.code';

/** An authenticator app's six digits, or a recovery code (`xxxxx-xxxxx`, any case or spacing). */
export const appOrRecoveryCode: Validator = (value) => {
  const code = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) || /^[0-9a-z]{10}$/i.test(code) ? null : 'validation.appCode';
};
