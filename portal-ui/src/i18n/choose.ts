import { languageApi } from '../api/language';
import { currentSession } from '../api/session';
import { chosenLanguage, i18n, rememberLanguage } from './index';
import { languageIdOf, type LanguageCode } from '@shared/languages';

/**
 * A language the person chose: the interface switches at once, and a signed-in account keeps
 * it on the server too, so mails and server messages follow (spec §4). The device counts it as
 * confirmed only once the account has it: after a failed save the choice is asked again.
 */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await i18n.changeLanguage(code);
  await saveToAccount(code);
  rememberLanguage(code);
}

/** After a sign-in, the account takes the language chosen on this device if it differs. */
export async function syncAccountLanguage(): Promise<void> {
  const chosen = chosenLanguage();
  if (chosen) await saveToAccount(chosen);
}

async function saveToAccount(code: LanguageCode): Promise<void> {
  const session = currentSession();
  if (session && session.languageId !== languageIdOf(code)) {
    await languageApi.save(session.role, languageIdOf(code));
  }
}
