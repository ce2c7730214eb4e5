import { ApiError } from './client';

/**
 * The API's message keys (an error body's `code`, from src/common/i18n/messages.pt-BR.ts) that
 * the portal tells apart. The message itself is translated, so it is never what we compare.
 */
export const API_CODES = {
  /** 403: the person's own survey, before its start date (not "no access"). */
  surveyNotOpenYet: 'survey.notOpenYet',
  /** 410: the survey was closed or passed its end date. */
  surveyClosed: 'survey.closed',
  /** 410: the personal link was used up, or the participation or visit it named is gone. */
  linkUsedOrExpired: 'survey.linkUsedOrExpired',
  /** 400 on `code`: a known access code that is revoked, expired, used up or not accepted. */
  accessByCodeFailed: 'auth.accessByCodeFailed',
  /** 400 on `code`: a wrong sign-in code (spec §8 "Código inválido"). */
  invalidCode: 'auth.invalidCode',
  /** 400 on `code`: the sign-in code's tries are spent; only a new sign-in sends another. */
  codeExhausted: 'auth.codeExhausted',
} as const;

export type ApiCode = (typeof API_CODES)[keyof typeof API_CODES];

export const hasCode = (error: unknown, code: ApiCode): error is ApiError =>
  error instanceof ApiError && error.code === code;
