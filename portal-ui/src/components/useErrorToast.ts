import { useTranslation } from 'react-i18next';
import { errorText } from '../api/errors';
import { useToast } from './Toast';

/** Shows an API error as the spec's error toast; `fallbackKey` names the screen's own message. */
export function useErrorToast() {
  const { t } = useTranslation();
  const toast = useToast();
  return (error: unknown, fallbackKey = 'errors.unexpected', labels?: Record<string, string>) =>
    toast.show('error', errorText(error, t(fallbackKey), labels));
}
