import { useBasename } from 'react-admin';
import { productOf, sessionFor, type SessionClaims } from './session';

/** The signed-in session of this dashboard (react-admin has already checked it exists). */
export function useClaims(): SessionClaims | null {
  const basename = useBasename();
  return sessionFor(productOf(basename));
}
