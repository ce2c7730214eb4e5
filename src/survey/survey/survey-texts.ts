import { LanguageCode, LANGUAGES } from '../../common/i18n/languages';
import { sanitizeRichText } from '../question-content';

/** What an administrator may write for a survey in one language; absent: not written. */
export interface SurveyText {
  /** The title respondents read (the survey's name when none is written). */
  title?: string;
  /** Plain text added to the invitation and reminder mails. */
  invitation?: string;
  /** Rich text (sanitized HTML) above the first question. */
  introduction?: string;
  /** Rich text (sanitized HTML) on the thank-you screen. */
  closing?: string;
}
export type SurveyTexts = Partial<Record<LanguageCode, SurveyText>>;

export const SURVEY_TEXT_FIELDS = ['title', 'invitation', 'introduction', 'closing'] as const;
export type SurveyTextField = (typeof SURVEY_TEXT_FIELDS)[number];
const RICH: ReadonlySet<keyof SurveyText> = new Set(['introduction', 'closing']);

/** Rich text whose tags hold no words (`<p><br></p>`) was left empty. */
const hasWords = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/**
 * The texts as stored: trimmed, rich ones sanitized, empty ones and empty languages dropped, so
 * that a language with nothing written falls back instead of showing a blank.
 */
export function cleanSurveyTexts(texts: SurveyTexts): SurveyTexts {
  const clean: SurveyTexts = {};
  for (const { code } of LANGUAGES) {
    const text: SurveyText = {};
    for (const field of SURVEY_TEXT_FIELDS) {
      const raw = texts[code]?.[field]?.trim();
      const value = raw && RICH.has(field) ? sanitizeRichText(raw).trim() : raw;
      if (value && (!RICH.has(field) || hasWords(value))) text[field] = value;
    }
    if (Object.keys(text).length) clean[code] = text;
  }
  return clean;
}

/** The survey's words in one language, each falling back to Portuguese; null: the product's own. */
export function localSurveyTexts(
  survey: { name: string; texts: SurveyTexts | null },
  language: LanguageCode,
): {
  title: string;
  invitation: string | null;
  introduction: string | null;
  closing: string | null;
} {
  const pick = (field: keyof SurveyText) =>
    survey.texts?.[language]?.[field] ?? survey.texts?.['pt-BR']?.[field] ?? null;
  return {
    title: pick('title') ?? survey.name,
    invitation: pick('invitation'),
    introduction: pick('introduction'),
    closing: pick('closing'),
  };
}
