import { LANGUAGES, type LanguageCode } from '@shared/languages';
import {
  CHOICE_TYPES,
  OPINION_TYPES,
  OPTION_TYPES,
  type Localized,
  type QuestionCategory,
  type QuestionCondition,
  type QuestionOption,
  type QuestionText,
  type QuestionType,
} from '@shared/question';

/** The questionnaires read these as the library does. */
export { QUESTION_CATEGORIES, type QuestionCondition } from '@shared/question';

/** Types answered by choosing options: only these can be a condition. */
export const isChoice = (type: string | undefined) => CHOICE_TYPES.includes(type as QuestionType);

/** Types whose options are written (or taken from a model): NPS always has its 0–10. */
const WRITTEN_OPTION_TYPES: readonly QuestionType[] = OPTION_TYPES.filter((type) => type !== 'nps');
export const hasWrittenOptions = (type: string | undefined) =>
  WRITTEN_OPTION_TYPES.includes(type as QuestionType);

/** Opinions, never sensitive (the API refuses it): a matrix, an NPS score, a ranking. */
export const isOpinion = (type: string | undefined) => OPINION_TYPES.includes(type as QuestionType);

/** Options an agreement scale marks favourable: a scale's, and a matrix's. */
export const hasFavourable = (type: string | undefined) => type === 'scale' || type === 'matrix';

/** The content languages, pt-BR first: its text is the "Referência base" of the others. */
export const CONTENT_LANGUAGES: readonly LanguageCode[] = LANGUAGES.map(({ code }) => code);
export const REFERENCE_LANGUAGE = 'pt-BR' as const satisfies LanguageCode;

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
