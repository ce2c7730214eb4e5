import { hasModule, RESOURCE_MODULES } from '@shared/access';
import type { SessionClaims } from './session';

/** The platform owner's resources; modules are a company's matter, so none gates them. */
export const SUPER_RESOURCES = [
  'company',
  'company-request',
  'plan',
  'predefined-question',
  'response-model',
] as const;

/**
 * May this session use a dashboard resource? Company administrators follow the one shared
 * resource → module map (spec §6); anything the map does not name is refused.
 */
export function canAccessResource(claims: SessionClaims | null, resource: string): boolean {
  if (!claims) return false;
  if (claims.role === 'super') return (SUPER_RESOURCES as readonly string[]).includes(resource);
  if (claims.role !== 'admin' || !(resource in RESOURCE_MODULES)) return false;
  return hasModule(claims.modules, RESOURCE_MODULES[resource]);
}
