import { hasModule, RESOURCE_MODULES, SUPER_RESOURCES } from '@shared/access';
import type { SessionClaims } from './session';

/**
 * May this session use a dashboard resource? The platform owner has the owner's resources;
 * company administrators follow the resource → module map (spec §6); anything the shared map
 * does not name is refused.
 */
export function canAccessResource(claims: SessionClaims | null, resource: string): boolean {
  if (!claims) return false;
  if (claims.role === 'super') return (SUPER_RESOURCES as readonly string[]).includes(resource);
  if (claims.role !== 'admin' || !(resource in RESOURCE_MODULES)) return false;
  return hasModule(claims.modules, RESOURCE_MODULES[resource]);
}
