import { LanguageCode } from '../common/i18n/languages';

export const QUESTION_TYPES = ['single', 'multiple', 'scale', 'text', 'number'] as const;
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

export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'scale'];

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
  min: number | null;
  max: number | null;
  imageKey: string | null;
  condition: QuestionCondition | null;
}

/** One answer as sent by the portal. */
export interface AnswerInput {
  optionKeys?: string[];
  text?: string;
  number?: number;
  preferNotToAnswer?: boolean;
}

export type AnswersInput = Record<string, AnswerInput>;
