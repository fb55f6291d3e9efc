import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/index.ts';

const SIGNING_KEYS = 'signing';

export interface SigningKeys {
  /** Private keys, for the provider and the token script. */
  keys: JWK[];
  /** The same keys without their private parts, for verification. */
  publicKeys: JWK[];
}

async function generateJwks(): Promise<JWK[]> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return [{ ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' }];
}

function toPublic(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined),
  ) as JWK;
}

/**
 * The provider's signing keys, kept in the database so that tokens stay valid across restarts and
 * every API instance signs and verifies with the same set. The first process to start creates them.
 */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  let row = await db
    .selectFrom('identity_keys')
    .select('jwks')
    .where('id', '=', SIGNING_KEYS)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto('identity_keys')
      .values({ id: SIGNING_KEYS, jwks: JSON.stringify({ keys: await generateJwks() }) })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db
      .selectFrom('identity_keys')
      .select('jwks')
      .where('id', '=', SIGNING_KEYS)
      .executeTakeFirstOrThrow();
  }
  const keys = row.jwks.keys as JWK[];
  return { keys, publicKeys: keys.map(toPublic) };
}
