import { BrowserContext, Locator, Page } from 'playwright-core';
import { Account } from '../../../src/account/account.entity';
import { Role } from '../../../src/common/access/access.model';
import { createAccount, STRONG_PASSWORD } from '../../support/factories';
import { signIn } from '../../support/session';
import { TestApp } from '../../support/test-app';
import { Language, LANGUAGES, PageGlobals } from './browser';
import { codeMailedTo } from './mail';

/** The portal's sign-in form, as the dashboard sends people to it (pt-BR labels). */
export async function signInOnPortal(
  page: Page,
  t: TestApp,
  email: string,
  password = STRONG_PASSWORD,
): Promise<void> {
  await page.waitForURL('**/login');
  await page.getByLabel('CPF, e-mail ou telefone').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL('**/2fa');
  await page.getByLabel('Código').fill(await codeMailedTo(t, email));
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
}

/**
 * A browser profile already signed in to a dashboard: the token is signed in through the API
 * (the real journey) and put where the portal would have left it.
 */
export async function signedInContext(
  context: BrowserContext,
  t: TestApp,
  account: Account,
  role: Role,
): Promise<string> {
  const token = await signIn(t, account, role);
  // Once per profile: a later sign-out must not be undone by the next page load.
  await context.addInitScript((value: string) => {
    const { localStorage } = globalThis as unknown as PageGlobals;
    if (localStorage.getItem('test.sessionSeeded')) return;
    localStorage.setItem('test.sessionSeeded', 'yes');
    localStorage.setItem('diversitera.token', value);
  }, token);
  return token;
}

/** A new administrator of a company, who reads in `language` (the API's messages too) when told. */
export function companyAdmin(t: TestApp, companyId: string, language?: Language): Promise<Account> {
  return createAccount(t.dataSource, {
    companyId,
    roles: ['admin'],
    ...(language ? { languageId: LANGUAGES.indexOf(language) + 1 } : {}),
  });
}

/** A localStorage value of the page's origin. */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name),
    key,
  );
}

/** The claims of the session token the page holds. */
export async function storedClaims(page: Page): Promise<Record<string, unknown>> {
  const token = await stored(page, 'diversitera.token');
  if (!token) throw new Error('no session token');
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** react-admin's notification (a snackbar) with this text. */
export async function notified(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.MuiSnackbar-root').getByText(text).first().waitFor();
}

/** A text input by its label alone (a table's "sort by name" button also mentions the name). */
export function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Waits until the session token the page holds carries `claim` = `value`. */
export async function waitForClaim(page: Page, claim: string, value: unknown): Promise<void> {
  await page.waitForFunction(
    ([name, expected]) => {
      const token = (globalThis as unknown as PageGlobals).localStorage.getItem(
        'diversitera.token',
      );
      if (!token) return false;
      const base64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      return JSON.parse(atob(base64))[name as string] === expected;
    },
    [claim, value] as const,
  );
}
