import type { I18nProvider } from 'react-admin';

/** The interface languages, ids as the server stores them (shared with the portal). */
export const LANGUAGES = [
  { id: 1, code: 'pt-BR', name: 'Português (Brasil)' },
  { id: 2, code: 'en-US', name: 'English (United States)' },
  { id: 3, code: 'es-ES', name: 'Español (España)' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'pt-BR';

export const isLanguageCode = (code: string | null | undefined): code is LanguageCode =>
  LANGUAGES.some((language) => language.code === code);

export const languageIdOf = (code: string): number =>
  LANGUAGES.find((language) => language.code === code)?.id ?? 1;

/** react-admin's provider, able to load a language's catalogue without switching to it. */
export interface DashboardI18nProvider extends I18nProvider {
  loadLanguage(code: string): Promise<void>;
}
