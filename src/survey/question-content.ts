import sanitizeHtml from 'sanitize-html';
import { ValidationFailedException } from '../common/http/app-exceptions';
import { LANGUAGES } from '../common/i18n/languages';
import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../common/rich-text/rich-text.model';
import { QuestionBodyDto } from './question.dto';
import {
  Localized,
  MATRIX_STATEMENTS,
  NPS_OPTIONS,
  OPINION_TYPES,
  OPTION_TYPES,
  QuestionOption,
  QuestionText,
  RANKING_OPTIONS,
} from './question.model';

const HELP_HTML: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: RICH_TEXT_SCHEMES,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Rich text as respondents may be shown it: question help, a survey's introduction and closing. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, HELP_HTML);

export function sanitizeTexts(texts: QuestionBodyDto['texts']): Localized<QuestionText> {
  const clean = {} as Localized<QuestionText>;
  for (const { code } of LANGUAGES) {
    const text = texts[code];
    if (!text) continue;
    clean[code] = {
      text: text.text.trim(),
      ...(text.description?.trim() ? { description: sanitizeRichText(text.description) } : {}),
    };
  }
  return clean;
}

/**
 * Choice questions and a matrix's scale need two or more options with distinct keys, a ranking 2
 * to 10; NPS always has its eleven scores, whatever was sent; other types have none.
 */
export function checkOptions(
  type: QuestionBodyDto['type'],
  options: QuestionOption[],
): QuestionOption[] {
  if (type === 'nps') return NPS_OPTIONS;
  if (!OPTION_TYPES.includes(type)) return [];
  if (type === 'ranking' && !fits(options, RANKING_OPTIONS))
    throw ValidationFailedException.of('options', 'questionnaire.rankingOptions');
  if (!fits(options, { min: 2, max: Infinity }))
    throw ValidationFailedException.of('options', 'questionnaire.optionsRequired');
  return copy(options);
}

/** A matrix's statements (its rows): 2 to 20 with distinct keys; other types have none. */
export function checkStatements(
  type: QuestionBodyDto['type'],
  statements: QuestionOption[] | undefined,
): QuestionOption[] {
  if (type !== 'matrix') return [];
  if (!statements || !fits(statements, MATRIX_STATEMENTS))
    throw ValidationFailedException.of('statements', 'questionnaire.statementsRequired');
  return statements.map((statement) => ({
    key: statement.key,
    labels: { ...statement.labels },
  }));
}

/** Matrix, NPS and ranking answers are opinions: none of them may be a sensitive question. */
export function checkSensitive(type: QuestionBodyDto['type'], sensitive: boolean): boolean {
  if (sensitive && OPINION_TYPES.includes(type))
    throw ValidationFailedException.of('sensitive', 'questionnaire.notSensitive');
  return sensitive;
}

function fits(options: QuestionOption[], size: { min: number; max: number }): boolean {
  const keys = new Set(options.map((option) => option.key));
  return options.length >= size.min && options.length <= size.max && keys.size === options.length;
}

function copy(options: QuestionOption[]): QuestionOption[] {
  return options.map((option) => ({
    key: option.key,
    labels: { ...option.labels },
    ...(option.favourable === undefined ? {} : { favourable: option.favourable }),
  }));
}
