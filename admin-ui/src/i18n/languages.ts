/** The interface languages as the API defines them, ids as it stores them. */
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  languageIdOf,
  type LanguageCode,
} from '@shared/languages';
