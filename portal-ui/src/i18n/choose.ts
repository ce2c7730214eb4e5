import { languageApi } from '../api/language';
import { currentSession } from '../api/session';
import { applyLanguage, chosenLanguage } from './index';
import { languageIdOf, type LanguageCode } from './languages';

/**
 * A language the person chose: the interface switches at once, and a signed-in account keeps
 * it on the server too, so mails and server messages follow (spec §4).
 */
export async function chooseLanguage(code: LanguageCode): Promise<void> {
  await applyLanguage(code);
  await saveToAccount(code);
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
