import { Role } from '../../src/common/access/access.model';
import { TestProvider } from './oidc-provider';
import { TestApp } from './test-app';

export const REDIRECT_URI = 'http://localhost:3000/api/auth/oidc/callback';

export interface ProviderAnswer {
  /** Where the product's callback sent the browser. */
  location: string;
  /** The browser's binding cookie, as `name=value`. */
  cookie: string;
  /** The provider's redirect back to the product, as the browser got it. */
  callback: string;
}

export interface ProviderSignInOptions {
  role?: Role;
  provider: 'google' | 'microsoft' | 'sso';
  /** The account to sign in as at the provider, or `cancel`. */
  login: string;
  email?: string;
  returnTo?: '/login' | '/start-company';
  remember?: boolean;
}

/** Starts a sign-in in the product, goes through the provider, and calls the product back. */
export async function throughProvider(
  t: TestApp,
  idp: TestProvider,
  options: ProviderSignInOptions,
  beforeCallback?: (answer: { cookie: string; callback: string }) => Promise<void> | void,
): Promise<ProviderAnswer> {
  const { cookie, url } = await startAt(t, options);
  const callback = await idp.signIn(url, options.login);
  await beforeCallback?.({ cookie, callback });
  const answered = await callBack(t, callback, cookie);
  return { location: answered, cookie, callback };
}

export async function startAt(
  t: TestApp,
  options: Omit<ProviderSignInOptions, 'login'>,
): Promise<{ cookie: string; url: string }> {
  const started = await t.http
    .post(`/api/${options.role ?? 'user'}/auth/oidc/start`)
    .send({
      provider: options.provider,
      email: options.email,
      returnTo: options.returnTo,
      remember: options.remember,
    })
    .expect(200);
  const cookie = String(started.headers['set-cookie']?.[0] ?? '').split(';')[0];
  return { cookie, url: started.body.url as string };
}

/** The product's callback, answered as a redirect; its target. */
export async function callBack(t: TestApp, callback: string, cookie?: string): Promise<string> {
  const url = new URL(callback);
  const request = t.http.get(`${url.pathname}${url.search}`);
  const answered = await (cookie ? request.set('Cookie', cookie) : request).expect(302);
  return answered.headers.location as string;
}

/** The reason of a refusal the callback sent the browser back with, or null. */
export function refusalIn(location: string): string | null {
  return new URL(location).searchParams.get('signInError');
}

export function ticketIn(location: string): string {
  const match = /#ticket=([A-Za-z0-9_-]+)$/.exec(location);
  if (!match) throw new Error(`no ticket in ${location}`);
  return match[1];
}

/** Trades the ticket for the sign-in's next token, as the portal does. */
export function complete(t: TestApp, role: Role, location: string, cookie: string) {
  return t.http
    .post(`/api/${role}/auth/oidc/complete`)
    .set('Cookie', cookie)
    .send({ ticket: ticketIn(location) });
}
