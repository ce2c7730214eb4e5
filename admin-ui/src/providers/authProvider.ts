import { ROLE_HOME } from '@shared/access';
import type { AuthProvider } from 'react-admin';
import { canAccessResource } from './access';
import {
  clearSession,
  currentClaims,
  dropSession,
  type DashboardProduct,
  rememberSignInTarget,
  sessionFor,
} from './session';

export interface AuthProviderOptions {
  product: DashboardProduct;
  /** A full page load: the portal is another application. */
  goTo?: (path: string) => void;
  /** The dashboard path to come back to after signing in. */
  currentPath?: () => string;
}

const PORTAL_LOGIN = '/login';

/** Never settles: the page is being left, and nothing should render meanwhile. */
const leaving = () => new Promise<never>(() => undefined);

/**
 * Sessions come from the portal's sign-in: without a full token of this dashboard's role the
 * browser goes there, and comes back to where it was. A live session of the other dashboard
 * (an administrator, or the owner acting as a company, opening /super) goes to its own dashboard
 * instead, untouched.
 */
export function createAuthProvider({
  product,
  goTo = (path) => window.location.assign(path),
  currentPath = () => window.location.pathname + window.location.search,
}: AuthProviderOptions): AuthProvider {
  const signInAgain = () => {
    rememberSignInTarget(product, currentPath());
    goTo(PORTAL_LOGIN);
  };
  /** The server refused the token: nothing of the session is worth keeping. */
  const startOver = () => {
    dropSession();
    signInAgain();
  };

  return {
    async login() {
      // No login form here: the portal's screens do it.
      signInAgain();
      return leaving();
    },
    async checkAuth() {
      if (sessionFor(product)) return;
      const other = currentClaims();
      if (other?.role === 'admin' || other?.role === 'super') goTo(ROLE_HOME[other.role]);
      // An employee's session stays while they sign in to the dashboard's role.
      else if (other) signInAgain();
      else startOver();
      return leaving();
    },
    async checkError(error: { status?: number } | undefined) {
      if (error?.status !== 401) return;
      startOver();
      // Already on the way to the sign-in: react-admin must neither log out nor notify.
      throw { logoutUser: false, message: false };
    },
    async logout() {
      clearSession();
      goTo(PORTAL_LOGIN);
      return false;
    },
    async getIdentity() {
      const claims = sessionFor(product);
      if (!claims) throw new Error('No session');
      return { id: claims.id, fullName: claims.name, companyName: claims.companyName };
    },
    async getPermissions() {
      return sessionFor(product)?.modules ?? [];
    },
    async canAccess({ resource }) {
      return canAccessResource(sessionFor(product), resource);
    },
  };
}
