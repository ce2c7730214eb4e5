import type { LanguageCode } from '../i18n/languages';

/** The question vocabulary of the API (`src/survey/question.model.ts`), as the dashboard reads it. */
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

/** Types answered by choosing options: only these can be a condition. */
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'scale', 'nps'];
export const isChoice = (type: string | undefined) => CHOICE_TYPES.includes(type as QuestionType);

/** Types whose options are written (or taken from a model): NPS always has its 0–10. */
const WRITTEN_OPTION_TYPES: readonly QuestionType[] = [
  'single',
  'multiple',
  'scale',
  'matrix',
  'ranking',
];
export const hasWrittenOptions = (type: string | undefined) =>
  WRITTEN_OPTION_TYPES.includes(type as QuestionType);

/** Opinions, never sensitive (the API refuses it): a matrix, an NPS score, a ranking. */
const OPINION_TYPES: readonly QuestionType[] = ['matrix', 'nps', 'ranking'];
export const isOpinion = (type: string | undefined) => OPINION_TYPES.includes(type as QuestionType);

/** Options an agreement scale marks favourable: a scale's, and a matrix's. */
export const hasFavourable = (type: string | undefined) => type === 'scale' || type === 'matrix';

/** A ranking orders at most this many options (the API's limit). */
export const RANKING_MAX_OPTIONS = 10;

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
  /** A matrix's statements (its rows), each answered on the options; none for other types. */
  statements?: QuestionOption[];
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
