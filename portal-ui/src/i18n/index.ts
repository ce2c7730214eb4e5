import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../api/session';
import { enUS } from './en-US';
import { esES } from './es-ES';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@shared/languages';
import { ptBR } from './pt-BR';

const resources = {
  'pt-BR': { translation: ptBR },
  'en-US': { translation: enUS },
  'es-ES': { translation: esES },
} as const;

/** The language confirmed on this device, or null before the first-visit modal is answered. */
export function chosenLanguage(): LanguageCode | null {
  const stored = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguageCode(stored) ? stored : null;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: chosenLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  // Catalogues are bundled: initialise synchronously so the first render is already translated.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Remembers a confirmed choice on this device (spec §4): the first-visit modal stays closed. */
export function rememberLanguage(code: LanguageCode): void {
  localStorage.setItem(STORAGE_KEYS.language, code);
}
