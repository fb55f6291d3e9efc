import { importJWK, SignJWT } from 'jose';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { ACCESS_TOKEN_SECONDS, accessTokenClaims } from './claims.ts';
import { loadSigningKeys } from './keys.ts';
import { findUserByUsername } from './users.ts';

/**
 * An access token for a user of the directory, signed with the provider's keys and shaped like the
 * ones the provider issues after sign-in, and as long-lived. Only for scripts and tests: it skips the
 * password.
 */
export async function mintAccessToken(
  db: Db,
  config: Config,
  options: { issuer: string; username: string; expiresInSeconds?: number },
): Promise<string> {
  if (config.NODE_ENV === 'production') throw new Error('tokens are minted outside production only');
  const user = await findUserByUsername(db, options.username);
  if (!user?.enabled) throw new Error(`no enabled user ${options.username}`);
  const [jwk] = (await loadSigningKeys(db)).keys;
  if (!jwk) throw new Error('no signing key');
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({
    ...accessTokenClaims(config, user),
    client_id: config.OIDC_CLIENT_ID,
    scope: 'openid profile email',
  })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer)
    .setAudience(config.OIDC_AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt()
    .setJti(crypto.randomUUID())
    .setExpirationTime(`${options.expiresInSeconds ?? ACCESS_TOKEN_SECONDS}s`)
    .sign(key);
}
