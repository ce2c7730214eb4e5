import { codeIn, linkIn } from '../../support/smtp';
import { TestApp } from '../../support/test-app';

/** The newest 6-digit code mailed to `email`; the mail is taken off so the next wait gets a new one. */
export async function codeMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, (message) => /\b\d{6}\b/.test(message.text));
  t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
  return codeIn(mail);
}

/** The path of the password-reset link mailed to `email` (the link names APP_URL, not our port). */
export async function resetPathMailedTo(t: TestApp, email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, (message) => message.text.includes('/reset-password/'));
  t.smtp.messages.splice(t.smtp.messages.indexOf(mail), 1);
  return new URL(linkIn(mail, '/reset-password/')).pathname;
}
