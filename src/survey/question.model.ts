import { LanguageCode } from '../common/i18n/languages';

export const QUESTION_TYPES = [
  'single',
  'multiple',
  'scale',
  'text',
  'number',
  'matrix',
  'nps',
  'ranking',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Sensitive categories of LGPD art. 11 asked by DE&I surveys, and age (not sensitive). */
export const QUESTION_CATEGORIES = [
  'race',
  'gender',
  'orientation',
  'disability',
  'age',
  'belonging',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export type Localized<T> = Partial<Record<LanguageCode, T>> & { 'pt-BR': T };

export interface QuestionText {
  text: string;
  /** Rich-text help, sanitized HTML. */
  description?: string;
}

export interface QuestionOption {
  key: string;
  labels: Localized<string>;
  /** Counts as a favourable answer in reports (agreement scales). */
  favourable?: boolean;
}

/** Shown only when the earlier question's answer includes one of these options. */
export interface QuestionCondition {
  questionId: string;
  optionKeys: string[];
}

/** Answered by choosing among options: conditions and small-count protection read these. */
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'scale', 'nps'];

/** Types with options of their own: choices, the scale of a matrix, the items of a ranking. */
export const OPTION_TYPES: readonly QuestionType[] = [...CHOICE_TYPES, 'matrix', 'ranking'];

/**
 * Types that ask nothing about who the respondent is, so never sensitive: a matrix's rows and a
 * ranking's order are read as opinions, and NPS is a recommendation score.
 */
export const OPINION_TYPES: readonly QuestionType[] = ['matrix', 'nps', 'ranking'];

/** NPS is answered on 0–10: eleven options whose keys are the scores. */
export const NPS_OPTIONS: QuestionOption[] = Array.from({ length: 11 }, (_, score) => ({
  key: String(score),
  labels: { 'pt-BR': String(score), 'en-US': String(score), 'es-ES': String(score) },
}));

/** A matrix has 2 to 20 statements; a ranking orders 2 to 10 options. */
export const MATRIX_STATEMENTS = { min: 2, max: 20 } as const;
export const RANKING_OPTIONS = { min: 2, max: 10 } as const;

/** The answer key every sensitive question offers. */
export const PREFER_NOT_TO_ANSWER = 'prefer-not-to-answer';

/** A question as a survey keeps it once sent: later edits of the questionnaire do not reach it. */
export interface FrozenQuestion {
  id: string;
  position: number;
  type: QuestionType;
  required: boolean;
  sensitive: boolean;
  category: QuestionCategory | null;
  texts: Localized<QuestionText>;
  options: QuestionOption[];
  /** A matrix's statements (its rows), each answered on the question's options; else empty. */
  statements: QuestionOption[];
  min: number | null;
  max: number | null;
  imageKey: string | null;
  condition: QuestionCondition | null;
}

/** One answer as sent by the portal. */
export interface AnswerInput {
  /** Choices; for a ranking, every option in the respondent's order, first = rank 1. */
  optionKeys?: string[];
  /** A matrix: statement key → option key. */
  rows?: Record<string, string>;
  text?: string;
  number?: number;
  preferNotToAnswer?: boolean;
}

export type AnswersInput = Record<string, AnswerInput>;
