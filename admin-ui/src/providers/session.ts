import type { ModuleName, Role, Stage } from '@shared/access';

/**
 * The browser session, shared with the portal on the same origin. The portal finishes every
 * sign-in (one stage machine); the dashboard only reads the token and sends people there.
 */
export const STORAGE_KEYS = {
  language: 'i18nextLng',
  token: 'diversitera.token',
  interimToken: 'diversitera.interimToken',
  redirectTo: 'diversitera.redirectTo',
  product: 'diversitera.product',
  /** The platform owner's own token, kept while they act as a company. */
  ownerToken: 'diversitera.ownerToken',
} as const;

export type DashboardProduct = Extract<Role, 'super' | 'admin'>;

/** What the dashboard reads from a token (the server checks it; the client only routes by it). */
export interface SessionClaims {
  id: string;
  role: Role;
  stage: Stage;
  name: string;
  email: string | null;
  companyId: string | null;
  companyName: string | null;
  languageId: number;
  modules: ModuleName[];
  isAboutComplete: boolean;
  isEmployeesComplete: boolean;
  isEvaluationComplete: boolean;
  isSetupComplete: boolean;
  /** The platform owner's account id while they act as this company. */
  impersonatedBy?: string;
  /** Seconds since the epoch. */
  exp: number;
}

/** `/super...` is the platform owner's dashboard; anything else served here is `/admin`. */
export const productOf = (pathname: string): DashboardProduct =>
  /^\/super(\/|$)/.test(pathname) ? 'super' : 'admin';

export function decodeClaims(token: string | null): SessionClaims | null {
  if (!token) return null;
  try {
    const base64 = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as SessionClaims;
    return typeof claims.stage === 'string' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/** A finished, unexpired sign-in, or null. */
export function currentClaims(now = Date.now()): SessionClaims | null {
  const claims = decodeClaims(localStorage.getItem(STORAGE_KEYS.token));
  return claims && claims.stage === 'full' && claims.exp * 1000 > now ? claims : null;
}

/** The session that may use this dashboard: a full token of its role. */
export function sessionFor(product: DashboardProduct): SessionClaims | null {
  const claims = currentClaims();
  return claims?.role === product ? claims : null;
}

export const bearerToken = () => localStorage.getItem(STORAGE_KEYS.token);

/** A token the API answered (about, setup, language) replaces the session's. */
export function storeToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

/**
 * Leaves the dashboard for the portal's sign-in, which comes back to `path` afterwards and signs
 * in against this dashboard's role. A live session of another role is kept: whoever abandons the
 * sign-in still has it.
 */
export function rememberSignInTarget(product: DashboardProduct, path: string): void {
  localStorage.removeItem(STORAGE_KEYS.interimToken);
  localStorage.setItem(STORAGE_KEYS.redirectTo, path);
  localStorage.setItem(STORAGE_KEYS.product, product);
}

/**
 * A session the server refused, or none left: its tokens go, the owner's kept one included (it
 * belonged to that session). The way back and the language stay.
 */
export function dropSession(): void {
  for (const key of ['token', 'interimToken', 'ownerToken'] as const) {
    localStorage.removeItem(STORAGE_KEYS[key]);
  }
}

/** Logout: every session key goes; the language chosen on this device stays. */
export function clearSession(): void {
  for (const key of ['token', 'interimToken', 'redirectTo', 'product', 'ownerToken'] as const) {
    localStorage.removeItem(STORAGE_KEYS[key]);
  }
}

/** The owner acts as a company: their token is kept aside, the company's becomes the session. */
export function startImpersonation(companyToken: string): void {
  const owner = localStorage.getItem(STORAGE_KEYS.token);
  if (owner) localStorage.setItem(STORAGE_KEYS.ownerToken, owner);
  localStorage.setItem(STORAGE_KEYS.token, companyToken);
}

/** Back to the owner's own session; false when there is none to go back to. */
export function endImpersonation(): boolean {
  const owner = localStorage.getItem(STORAGE_KEYS.ownerToken);
  localStorage.removeItem(STORAGE_KEYS.ownerToken);
  if (!owner) {
    localStorage.removeItem(STORAGE_KEYS.token);
    return false;
  }
  localStorage.setItem(STORAGE_KEYS.token, owner);
  return true;
}
