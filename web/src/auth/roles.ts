import type { RoleKind } from '../../../contracts/access.ts';
import { roleKinds } from '../../../contracts/access-values.ts';

const ROLE_NAME = /^ROLE_EIP_([A-Z0-9]+)_(.+)$/;

function isRoleKind(value: string): value is RoleKind {
  return (roleKinds as readonly string[]).includes(value);
}

/** Reads a claim by a dotted path, so a Keycloak-style `realm_access.roles` works like a flat `roles`. */
export function claimAt(claims: Record<string, unknown>, path: string): unknown {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The role kinds in a roles claim. Full names `ROLE_EIP_<PRODUCT>_<Kind>` count only for the portal's
 * product when it is known (names of other products in a shared realm are ignored), for any product
 * when it is not; bare kinds (`Admin`) count as they are. A space-separated string is accepted too.
 */
export function roleKindsFromClaim(claim: unknown, product?: string): RoleKind[] {
  const values = typeof claim === 'string' ? claim.split(/\s+/) : Array.isArray(claim) ? claim : [];
  const kinds = new Set<RoleKind>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const match = ROLE_NAME.exec(value);
    const kind = match ? match[2]! : value;
    if (match && product && match[1] !== product) continue;
    if (isRoleKind(kind)) kinds.add(kind);
  }
  return roleKinds.filter((kind) => kinds.has(kind));
}
