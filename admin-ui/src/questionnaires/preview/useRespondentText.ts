import { useTranslate } from 'react-admin';

/**
 * The respondent's words (buttons, "Referência base", "prefer not to answer") in the previewed
 * language, whatever the dashboard's own language is.
 */
export function useRespondentText(language: string) {
  const translate = useTranslate();
  return (key: string, options: Record<string, unknown> = {}) =>
    translate(`resources.questionnaire.respondent.${key}`, { ...options, lng: language });
}
