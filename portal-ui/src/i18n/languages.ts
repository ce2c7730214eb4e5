import { DEFAULT_LANGUAGE, languageFromAcceptHeader, type LanguageCode } from '@shared/languages';

/**
 * The browser's preferred supported language, offered first in the language modal: its list read
 * as the API reads an Accept-Language header.
 */
export const browserLanguage = (preferred: readonly string[] = navigator.languages): LanguageCode =>
  languageFromAcceptHeader(preferred.join(',')) ?? DEFAULT_LANGUAGE;
