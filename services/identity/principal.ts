import type { JWTPayload } from 'jose';
import type { Principal } from '../../contracts/access.ts';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { BRANCH_CLAIM, CUSTOMER_IDS_CLAIM, claimAt, GRANT_CLAIM, roleKindsFrom } from './claims.ts';
import { grantAlive } from './oidc-adapter.ts';
import { findUserById, findUserByUsername } from './users.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The principal of a verified access token. Roles come from the token (the issuer decides them);
 * customers and branch from the user directory, which admins keep current, else from the token's
 * claims (an external provider's users need not be in the directory). A disabled user has none.
 */
export async function principalFromToken(
  db: Db,
  config: Config,
  payload: JWTPayload,
): Promise<Principal | undefined> {
  if (!payload.sub) return undefined;
  const username = text(payload.preferred_username) || payload.sub;
  const grantId = config.OIDC_ISSUER ? undefined : payload[GRANT_CLAIM];
  const [user, granted] = await Promise.all([
    config.OIDC_ISSUER ? findUserByUsername(db, username) : findUserById(db, payload.sub),
    typeof grantId === 'string' ? grantAlive(db, grantId) : true,
  ]);
  // Signed out, or the refresh token family revoked: the grant is gone, and the token with it.
  if (!granted) return undefined;
  if (user && !user.enabled) return undefined;
  if (!user && !config.OIDC_ISSUER) return undefined;
  const claimedCustomers = payload[CUSTOMER_IDS_CLAIM];
  const firstName = user?.firstName ?? text(payload.given_name);
  const lastName = user?.lastName ?? text(payload.family_name);
  const branch = user ? user.branch : text(payload[BRANCH_CLAIM]) || null;
  return {
    subject: payload.sub,
    username: user?.username ?? username,
    email: user?.email ?? text(payload.email),
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || username,
    phone: user?.phone ?? text(payload.phone_number),
    roles: roleKindsFrom(config, claimAt(payload, config.OIDC_ROLES_CLAIM)),
    customerIds:
      user?.customerIds ??
      (Array.isArray(claimedCustomers) ? claimedCustomers.filter((id) => typeof id === 'string') : []),
    ...(branch ? { branch } : {}),
  };
}
