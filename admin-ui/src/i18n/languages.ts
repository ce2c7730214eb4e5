import type { I18nProvider } from 'react-admin';

/** The interface languages as the API defines them, ids as it stores them. */
export {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  languageIdOf,
  type LanguageCode,
} from '@shared/languages';

/** react-admin's provider, able to load a language's catalogue without switching to it. */
export interface DashboardI18nProvider extends I18nProvider {
  loadLanguage(code: string): Promise<void>;
}
