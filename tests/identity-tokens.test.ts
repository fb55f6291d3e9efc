import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleName } from '../contracts/access.ts';
import { loadSigningKeys } from '../services/identity/keys.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { tokenFor } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const getUser = (token?: string) =>
  fetch(`${portal.url}/api/user`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A token like the provider's, with one thing changed. */
async function forgedToken(change: {
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  foreignKey?: boolean;
}) {
  const [jwk] = (await loadSigningKeys(portal.runtime.db)).keys;
  const user = await portal.runtime.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'customer1')
    .executeTakeFirstOrThrow();
  const key = change.foreignKey
    ? (await generateKeyPair('RS256')).privateKey
    : await importJWK(jwk!, 'RS256');
  return new SignJWT({ roles: [roleName('PORTAL', 'User')], customer_ids: ['100001'] })
    .setProtectedHeader({ alg: 'RS256', kid: jwk!.kid })
    .setIssuer(change.issuer ?? portal.app.identity.issuer())
    .setAudience(change.audience ?? 'freight-portal')
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(change.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
    .sign(key);
}

describe('bearer tokens', () => {
  it('accepts a token of the portal issuer and answers the signed-in user', async () => {
    const response = await getUser(await tokenFor(portal, 'customer1'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      username: 'customer1',
      email: 'customer1@mueller-maschinenbau.example',
      firstName: 'Anna',
      lastName: 'Müller',
      phone: '+49 40 1234567',
      customerIds: ['100001'],
    });
  });

  it('refuses requests without a token with a 401 problem', async () => {
    const response = await getUser();
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('refuses a token of another issuer', async () => {
    const response = await getUser(await forgedToken({ issuer: 'http://evil.example/oidc' }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('refuses a token for another audience', async () => {
    expect((await getUser(await forgedToken({ audience: 'another-api' }))).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    expect((await getUser(await forgedToken({ foreignKey: true }))).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await forgedToken({ expiresAt: Math.floor(Date.now() / 1000) - 120 });
    expect((await getUser(expired)).status).toBe(401);
  });

  it('accepts the same forged-shape token when nothing is wrong (the refusals above are for their reason)', async () => {
    expect((await getUser(await forgedToken({}))).status).toBe(200);
  });

  it('refuses a token with the algorithm "none" or a shared secret', async () => {
    const secret = new TextEncoder().encode('x'.repeat(32));
    const hs = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(portal.app.identity.issuer())
      .setAudience('freight-portal')
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(secret);
    expect((await getUser(hs)).status).toBe(401);
    const [header, payload] = (await forgedToken({})).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await getUser(none)).status).toBe(401);
  });

  it('refuses a token of a disabled user', async () => {
    const token = await tokenFor(portal, 'customer2');
    await portal.runtime.db
      .updateTable('users')
      .set({ enabled: false })
      .where('username', '=', 'customer2')
      .execute();
    try {
      expect((await getUser(token)).status).toBe(401);
    } finally {
      await portal.runtime.db
        .updateTable('users')
        .set({ enabled: true })
        .where('username', '=', 'customer2')
        .execute();
    }
  });

  it('keeps the signing keys across restarts (stored in the database)', async () => {
    const before = await loadSigningKeys(portal.runtime.db);
    const token = await mintAccessToken(portal.runtime.db, portal.runtime.config, {
      issuer: portal.app.identity.issuer(),
      username: 'admin',
    });
    expect((await loadSigningKeys(portal.runtime.db)).keys).toEqual(before.keys);
    expect((await getUser(token)).status).toBe(200);
    expect(JSON.stringify(before.publicKeys)).not.toContain('"d"');
    expect(await exportJWK((await generateKeyPair('RS256')).publicKey)).toHaveProperty('n');
  });
});
