import { ROLE_HOME } from '@shared/access';
import { useEffect, type ReactElement } from 'react';
import { canAccessResource } from '../providers/access';
import { useClaims } from '../providers/useClaims';

/** Spec §6: an admin route without its module leads to the employee home. */
export const MODULE_FALLBACK = ROLE_HOME.user;

/** react-admin's "access denied" page for /admin: a full page load to the portal. */
export function ModuleRedirect() {
  useEffect(() => window.location.replace(MODULE_FALLBACK), []);
  return null;
}

/** A custom page guarded like a resource, by the shared module map. */
export function RequireModule({ resource, element }: { resource: string; element: ReactElement }) {
  const claims = useClaims();
  return canAccessResource(claims, resource) ? element : <ModuleRedirect />;
}
