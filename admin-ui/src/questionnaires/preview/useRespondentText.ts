import { useEffect, useState } from 'react';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { DashboardI18nProvider } from '../../i18n/languages';

/**
 * The respondent's words (buttons, "Referência base", "prefer not to answer") in the previewed
 * language, whatever the dashboard's own language is. A language other than the dashboard's
 * loads on first use; until then the words read in Portuguese.
 */
export function useRespondentText(language: string) {
  const translate = useTranslate();
  const i18nProvider = useI18nProvider() as Partial<DashboardI18nProvider>;
  const [, setLoaded] = useState<string>();
  useEffect(() => {
    let current = true;
    void i18nProvider.loadLanguage?.(language).then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [i18nProvider, language]);
  return (key: string, options: Record<string, unknown> = {}) =>
    translate(`resources.questionnaire.respondent.${key}`, { ...options, lng: language });
}
