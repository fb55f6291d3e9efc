import { type RoleKind, roleKinds, roleName } from '../../contracts/access.ts';
import type { Config } from '../../contracts/config.ts';

/** How long the embedded provider's access tokens live; tokens minted for scripts (mint.ts) live as long. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** Claim of the portal's access tokens holding the user's customers (six-character ids). */
export const CUSTOMER_IDS_CLAIM = 'customer_ids';
/** Claim holding the branch (location abbreviation) of a branch admin or auditor. */
export const BRANCH_CLAIM = 'branch';
/**
 * The grant an access token of the embedded provider was issued under: sign-out and a reused
 * refresh token end the grant, and with it every access token issued under it (docs/decisions/0195).
 */
export const GRANT_CLAIM = 'gid';

/** Reads a claim by a dotted path, so that Keycloak's `realm_access.roles` works as OIDC_ROLES_CLAIM. */
export function claimAt(payload: Record<string, unknown>, path: string): unknown {
  let value: unknown = payload;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function claimObject(path: string, value: unknown): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, part) => ({ [part]: inner }), value) as Record<string, unknown>;
}

/** Role kinds of the configured product found among the full role names of a token. */
export function roleKindsFrom(config: Config, value: unknown): RoleKind[] {
  const names = Array.isArray(value) ? value.filter((name) => typeof name === 'string') : [];
  return roleKinds.filter((kind) => names.includes(roleName(config.ROLE_PRODUCT, kind)));
}

/** The portal-specific claims of an access token for a user of the directory. */
export function accessTokenClaims(
  config: Config,
  user: { username: string; roles: RoleKind[]; customerIds: string[]; branch: string | null },
): Record<string, unknown> {
  return {
    ...claimObject(
      config.OIDC_ROLES_CLAIM,
      user.roles.map((kind) => roleName(config.ROLE_PRODUCT, kind)),
    ),
    preferred_username: user.username,
    [CUSTOMER_IDS_CLAIM]: user.customerIds,
    ...(user.branch ? { [BRANCH_CLAIM]: user.branch } : {}),
  };
}
