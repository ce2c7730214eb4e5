/**
 * The interface languages, ids as the server stores them. The portal ships every catalogue, so
 * this list also stands in for `GET /api/public/language` until (or unless) it answers.
 */
export const LANGUAGES = [
  { id: 1, code: 'pt-BR', name: 'Português (Brasil)' },
  { id: 2, code: 'en-US', name: 'English (United States)' },
  { id: 3, code: 'es-ES', name: 'Español (España)' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'pt-BR';

export const isLanguageCode = (code: string | null | undefined): code is LanguageCode =>
  LANGUAGES.some((language) => language.code === code);

export const languageIdOf = (code: LanguageCode): number =>
  LANGUAGES.find((language) => language.code === code)?.id ?? 1;

/** The browser's preferred supported language, offered first in the language modal. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): LanguageCode {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const primary = tag.split('-')[0].toLowerCase();
    const same = LANGUAGES.find((language) => language.code.startsWith(`${primary}-`));
    if (same) return same.code;
  }
  return DEFAULT_LANGUAGE;
}
