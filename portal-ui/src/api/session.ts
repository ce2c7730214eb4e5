/**
 * The browser session, shared with the react-admin dashboard on the same origin: both read and
 * write these localStorage keys, so their names must not change.
 */
export const STORAGE_KEYS = {
  language: 'i18nextLng',
  token: 'diversitera.token',
  interimToken: 'diversitera.interimToken',
  redirectTo: 'diversitera.redirectTo',
  product: 'diversitera.product',
} as const;

export const PRODUCTS = ['user', 'admin', 'super'] as const;
/** A role's API prefix: which `/api/{product}/auth/...` the sign-in journey talks to. */
export type Product = (typeof PRODUCTS)[number];
export type Stage = '2fa' | 'password' | 'enrol' | 'terms' | 'full';

/** What the portal reads from a token (the server checks it; the client only routes by it). */
export interface SessionClaims {
  id: string;
  role: Product;
  stage: Stage;
  name: string;
  email: string | null;
  companyName: string | null;
  languageId: number;
  modules: string[];
  isAboutComplete: boolean;
  isEmployeesComplete: boolean;
  isEvaluationComplete: boolean;
  isSetupComplete: boolean;
  /** Asked to be kept for 30 days at login; carried through the interim stages. */
  remember?: boolean;
  /** On a `2fa` token: the code comes from an authenticator app, nothing was sent. */
  factor?: 'app';
  /** Seconds since the epoch. */
  exp: number;
}

/** Where each role lands (the dashboard's roles outside this single-page app): the one map. */
export { ROLE_HOME } from '../../../src/common/access/access.model';

export function decodeClaims(token: string): SessionClaims | null {
  try {
    const payload = token.split('.')[1];
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as SessionClaims;
    return typeof claims.stage === 'string' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

const isLive = (claims: SessionClaims | null, now = Date.now()): claims is SessionClaims =>
  !!claims && claims.exp * 1000 > now;

function liveClaims(key: string): SessionClaims | null {
  const token = localStorage.getItem(key);
  const claims = token ? decodeClaims(token) : null;
  return isLive(claims) ? claims : null;
}

/** A finished sign-in, or null (an expired token counts as none). */
export function currentSession(): SessionClaims | null {
  const claims = liveClaims(STORAGE_KEYS.token);
  return claims?.stage === 'full' ? claims : null;
}

/** The interim token's claims while a sign-in is half-way (2FA, first password, terms). */
export function interimSession(): SessionClaims | null {
  return liveClaims(STORAGE_KEYS.interimToken);
}

/**
 * The calls of the sign-in steps (2FA, first password, enrolment of an authenticator app,
 * terms): the only ones an interim token opens.
 */
const SIGN_IN_STEP = /^\/(user|admin|super)\/(auth\/|account\/me\/second-factor\/(setup|confirm)$)/;

/**
 * The bearer for a call to `path` (spec §7): the interim token while a sign-in is under way,
 * else the full one. The server refuses an interim token everywhere but the sign-in steps, and
 * that 401 would end the session, so a full session left open while someone abandoned a new
 * sign-in half-way keeps serving every other call. An expired interim token is dropped.
 */
export function bearerToken(path: string): string | null {
  if (localStorage.getItem(STORAGE_KEYS.interimToken) && !interimSession()) {
    localStorage.removeItem(STORAGE_KEYS.interimToken);
  }
  const interim = localStorage.getItem(STORAGE_KEYS.interimToken);
  const full = localStorage.getItem(STORAGE_KEYS.token);
  return interim && (SIGN_IN_STEP.test(path) || !full) ? interim : full;
}

/** Forgets a sign-in left half-way, once the person is back on a page of the full session. */
export function dropInterimToken(): void {
  localStorage.removeItem(STORAGE_KEYS.interimToken);
}

/** Keeps a token the server answered: interim until the sign-in is finished. */
export function storeToken(token: string): SessionClaims | null {
  const claims = decodeClaims(token);
  if (claims?.stage === 'full') {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.removeItem(STORAGE_KEYS.interimToken);
  } else {
    localStorage.setItem(STORAGE_KEYS.interimToken, token);
  }
  return claims;
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.interimToken);
}

/**
 * The dashboard sets `admin`/`super` together with a target under /admin or /super before it
 * sends someone here. Without such a target the prefix is a leftover of an earlier dashboard
 * sign-in, and an employee signing in must not be sent to another role's API.
 */
export function currentProduct(): Product {
  const stored = localStorage.getItem(STORAGE_KEYS.product);
  const target = localStorage.getItem(STORAGE_KEYS.redirectTo) ?? '';
  const valid = (PRODUCTS as readonly string[]).includes(stored ?? '');
  return valid && stored !== 'user' && isOutsidePortal(target) ? (stored as Product) : 'user';
}

/** Only paths of this origin: a stored target must never send people to another site. */
const isSafePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberRedirect(path: string): void {
  if (isSafePath(path)) localStorage.setItem(STORAGE_KEYS.redirectTo, path);
}

/** The stored redirect target, removed as it is read: it is good for one sign-in. */
export function takeRedirect(): string | null {
  const path = localStorage.getItem(STORAGE_KEYS.redirectTo);
  localStorage.removeItem(STORAGE_KEYS.redirectTo);
  return path && isSafePath(path) ? path : null;
}

/** `/admin` and `/super` are the dashboard, another application: only a page load reaches it. */
export const isOutsidePortal = (path: string) => /^\/(admin|super)(\/|$|[?#])/.test(path);

/**
 * Invitation e-mails for administrators link to `/first-access?as=admin`: the journey then talks
 * to the admin API and ends in the dashboard, exactly as if the dashboard had sent them here.
 */
export function adoptRoleFromLink(search: string): void {
  const role = new URLSearchParams(search).get('as');
  if (role !== 'admin' && role !== 'super') return;
  localStorage.setItem(STORAGE_KEYS.product, role);
  rememberRedirect(`/${role}`);
}
