import i18next, { type i18n as I18n } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { STORAGE_KEYS } from '../../providers/session';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type DashboardI18nProvider,
  type LanguageCode,
} from '../../i18n/languages';
import { ptBR } from './pt-BR';

type Catalogue = { [key: string]: string | Catalogue };

/**
 * CLDR files 0 under Portuguese "one", so i18next would write "0 pergunta"; Brazilian usage is
 * "0 perguntas". i18next prefers a `_zero` form when the count is 0: give each plural one.
 */
export function withZeroAsPlural<T extends object>(catalogue: T): T {
  const tree = catalogue as Catalogue;
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? value : withZeroAsPlural(value);
    const plural = key.endsWith('_one') && tree[key.replace(/_one$/, '_other')];
    if (typeof plural === 'string') out[key.replace(/_one$/, '_zero')] = plural;
  }
  return out as T;
}

/**
 * The catalogues as i18next reads them (react-admin's `|||| ` plurals become `_one`/`_other`).
 * Portuguese, the default and the fallback, comes with the first load; the others load when
 * chosen, so that the first screen does not carry two languages it does not show.
 */
const CATALOGUES: Record<LanguageCode, () => Promise<object>> = {
  'pt-BR': async () => withZeroAsPlural(convertRaTranslationsToI18next(ptBR)),
  'en-US': () => import('./en-US').then(({ enUS }) => convertRaTranslationsToI18next(enUS)),
  'es-ES': () => import('./es-ES').then(({ esES }) => convertRaTranslationsToI18next(esES)),
};

async function ensureCatalogue(instance: I18n, code: LanguageCode): Promise<void> {
  if (!instance.hasResourceBundle(code, 'translation'))
    instance.addResourceBundle(code, 'translation', await CATALOGUES[code]());
}

/** The language confirmed on this device (in the portal or here), else pt-BR. */
export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export interface DashboardI18n {
  instance: I18n;
  provider: DashboardI18nProvider;
}

/**
 * react-admin's translations through i18next, in the language shared with the portal. A change
 * is kept on this device at once and then handed to `onChange` (which saves it to the account).
 */
export async function createI18n(
  onChange: (code: LanguageCode) => Promise<unknown> = async () => undefined,
): Promise<DashboardI18n> {
  const instance = i18next.createInstance();
  const language = storedLanguage();
  const resources: Record<string, { translation: object }> = {};
  for (const code of new Set([DEFAULT_LANGUAGE, language]))
    resources[code] = { translation: await CATALOGUES[code]() };
  const provider = await getI18nProvider(
    instance,
    {
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      interpolation: { escapeValue: false },
    },
    LANGUAGES.map(({ code, name }) => ({ locale: code, name })),
  );
  document.documentElement.lang = instance.language;
  return {
    instance,
    provider: {
      ...provider,
      async loadLanguage(code: string) {
        if (isLanguageCode(code)) await ensureCatalogue(instance, code);
      },
      async changeLocale(locale: string) {
        if (!isLanguageCode(locale)) return;
        await ensureCatalogue(instance, locale);
        localStorage.setItem(STORAGE_KEYS.language, locale);
        await provider.changeLocale(locale);
        document.documentElement.lang = locale;
        // A failed save must not undo the change on screen; the next one tries again.
        await onChange(locale).catch(() => undefined);
      },
    },
  };
}
