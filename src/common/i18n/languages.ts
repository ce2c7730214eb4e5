// No imports: the dashboard and the portal share this file (@shared/languages).

/** The three interface languages. Ids are stable: tokens and accounts store them. */
export const LANGUAGES = [
  { id: 1, name: 'Português (Brasil)', code: 'pt-BR', countryId: 76 },
  { id: 2, name: 'English (United States)', code: 'en-US', countryId: 840 },
  { id: 3, name: 'Español (España)', code: 'es-ES', countryId: 724 },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE_ID = 1;
export const DEFAULT_LANGUAGE: LanguageCode = 'pt-BR';

export const isLanguageCode = (code: string | null | undefined): code is LanguageCode =>
  LANGUAGES.some((language) => language.code === code);

export function languageById(id: number | undefined | null): LanguageCode {
  return LANGUAGES.find((language) => language.id === id)?.code ?? DEFAULT_LANGUAGE;
}

export function languageIdOf(code: LanguageCode): number {
  return LANGUAGES.find((language) => language.code === code)?.id ?? DEFAULT_LANGUAGE_ID;
}

/** Picks the best supported language from an Accept-Language header, by quality then order. */
export function languageFromAcceptHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag);
    if (exact) return exact.code;
    const primary = tag.split('-')[0];
    const sameLanguage = LANGUAGES.find((language) => language.code.startsWith(`${primary}-`));
    if (sameLanguage) return sameLanguage.code;
  }
  return undefined;
}
