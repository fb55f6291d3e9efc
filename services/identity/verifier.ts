import {
  createLocalJWKSet,
  createRemoteJWKSet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { loadSigningKeys } from './keys.ts';

/** Asymmetric algorithms only: a shared-secret token could be forged by anyone holding the secret. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

interface TrustedIssuer {
  issuer: string;
  keys: JWTVerifyGetKey;
}

/** The external provider's issuer and key set, from its discovery document. */
async function discover(issuerUrl: string): Promise<TrustedIssuer> {
  const response = await fetch(`${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OpenID discovery of ${issuerUrl} answered ${response.status}`);
  const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
  if (!metadata.jwks_uri || metadata.issuer?.replace(/\/$/, '') !== issuerUrl.replace(/\/$/, '')) {
    throw new Error(`OpenID discovery of ${issuerUrl} names another issuer or no key set`);
  }
  return { issuer: metadata.issuer, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Verifies access tokens: signature against the issuer's keys, issuer, audience OIDC_AUDIENCE and
 * expiry. The embedded issuer's keys come straight from the database; an external one's by discovery.
 */
export function createTokenVerifier(db: Db, config: Config, embeddedIssuer: () => string): TokenVerifier {
  let trusted: Promise<TrustedIssuer> | undefined;
  const trustedIssuer = () => {
    trusted ??= (
      config.OIDC_ISSUER
        ? discover(config.OIDC_ISSUER)
        : loadSigningKeys(db).then(({ publicKeys }) => ({
            issuer: embeddedIssuer(),
            keys: createLocalJWKSet({ keys: publicKeys }),
          }))
    ).catch((error: unknown) => {
      // A provider that was down at the first request is asked again at the next one.
      trusted = undefined;
      throw error;
    });
    return trusted;
  };
  return async (token) => {
    const { issuer, keys } = await trustedIssuer();
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience: config.OIDC_AUDIENCE,
      algorithms: ALGORITHMS,
      clockTolerance: 5,
    });
    return payload;
  };
}
