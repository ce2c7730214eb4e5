import type { LanguageCode } from '../i18n/languages';

/** The question vocabulary of the API (`src/survey/question.model.ts`), as the dashboard reads it. */
export const QUESTION_TYPES = ['single', 'multiple', 'scale', 'text', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Types answered by choosing options: only these have options and can be a condition. */
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'scale'];
export const isChoice = (type: string | undefined) => CHOICE_TYPES.includes(type as QuestionType);

export const QUESTION_CATEGORIES = [
  'race',
  'gender',
  'orientation',
  'disability',
  'age',
  'belonging',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The content languages, pt-BR first: its text is the "Referência base" of the others. */
export const CONTENT_LANGUAGES: readonly LanguageCode[] = ['pt-BR', 'en-US', 'es-ES'];
export const REFERENCE_LANGUAGE = 'pt-BR' as const satisfies LanguageCode;

export type Localized<T> = Partial<Record<LanguageCode, T>> & { 'pt-BR': T };

export interface QuestionText {
  text: string;
  /** Rich-text help: HTML the server sanitizes. */
  description?: string;
}

export interface QuestionOption {
  key: string;
  labels: Localized<string>;
  /** Counts as a favourable answer in reports (agreement scales). */
  favourable?: boolean;
}

export interface QuestionCondition {
  questionId: string;
  optionKeys: string[];
}

export interface QuestionContent {
  type: QuestionType;
  texts: Localized<QuestionText>;
  sensitive: boolean;
  category: QuestionCategory | null;
  options: QuestionOption[];
}

export interface PredefinedQuestion extends QuestionContent {
  id: string;
  code: string | null;
  responseModelId: string | null;
  isActive: boolean;
  position: number;
}

export interface ResponseModel {
  id: string;
  companyId: string | null;
  code: string | null;
  names: Localized<string>;
  options: QuestionOption[];
}

/** A question of a questionnaire as `GET /admin/questionnaire/{id}` answers it. */
export interface QuestionnaireQuestion extends QuestionContent {
  id: string;
  position: number;
  required: boolean;
  min: number | null;
  max: number | null;
  condition: QuestionCondition | null;
  imageKey: string | null;
  imageUrl: string | null;
  predefinedQuestionId: string | null;
}

/** A text in the wanted language, else the reference one. */
export function localized<T>(values: Localized<T>, language: string): T {
  return (values[language as LanguageCode] ?? values[REFERENCE_LANGUAGE]) as T;
}
