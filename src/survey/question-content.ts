import sanitizeHtml from 'sanitize-html';
import { ValidationFailedException } from '../common/http/app-exceptions';
import { LANGUAGES } from '../common/i18n/languages';
import { QuestionBodyDto } from './question.dto';
import { CHOICE_TYPES, Localized, QuestionOption, QuestionText } from './question.model';

/** The rich-text help may format and link, nothing else: no scripts, styles or event handlers. */
const HELP_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto'],
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

/** Choice questions need two or more options with distinct keys; other types have none. */
export function checkOptions(
  type: QuestionBodyDto['type'],
  options: QuestionOption[],
): QuestionOption[] {
  if (!CHOICE_TYPES.includes(type)) return [];
  const keys = new Set(options.map((option) => option.key));
  if (options.length < 2 || keys.size !== options.length) {
    throw ValidationFailedException.of('options', 'questionnaire.optionsRequired');
  }
  return options.map((option) => ({
    key: option.key,
    labels: { ...option.labels },
    ...(option.favourable === undefined ? {} : { favourable: option.favourable }),
  }));
}
