import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mintAccessToken } from '../services/identity/mint.ts';
import { signInWithCodeFlow, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

// `provider` stands for an external identity server (a Keycloak realm, say): an OpenID Connect
// provider of its own, with its own issuer, keys and users, putting roles under realm_access.roles.
let provider: TestPortal;
let portal: TestPortal;
beforeAll(async () => {
  provider = await startTestPortal({ OIDC_ROLES_CLAIM: 'realm_access.roles' });
  portal = await startTestPortal({
    OIDC_ISSUER: provider.app.identity.issuer(),
    OIDC_ROLES_CLAIM: 'realm_access.roles',
  });
});
afterAll(async () => {
  await portal?.stop();
  await provider?.stop();
});

async function externalToken(username: string) {
  const result = await signInWithCodeFlow({
    ...webClientOf(provider),
    username,
    password: provider.runtime.config.SEED_PASSWORD,
  });
  if (!('tokens' in result)) throw new Error('refused');
  return result.tokens.access_token;
}

describe('with OIDC_ISSUER set', () => {
  it('trusts the external issuer and reads the roles from the configured claim', async () => {
    const token = await externalToken('admin');
    expect(decodeJwt(token)).toMatchObject({
      realm_access: { roles: ['ROLE_EIP_PORTAL_User', 'ROLE_EIP_PORTAL_Admin'] },
    });
    expect(portal.app.identity.issuer()).not.toBe(portal.app.identity.origin());
    const response = await fetch(`${portal.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).username).toBe('admin');
  });

  it('refuses tokens signed by the portal’s own keys', async () => {
    const own = await mintAccessToken(portal.runtime.db, portal.runtime.config, {
      issuer: `${portal.app.identity.origin()}/oidc`,
      username: 'admin',
    });
    const response = await fetch(`${portal.url}/api/user`, { headers: { authorization: `Bearer ${own}` } });
    expect(response.status).toBe(401);
  });

  it('refuses a token of the external issuer signed with another key (issuer named right)', async () => {
    const forged = await mintAccessToken(portal.runtime.db, portal.runtime.config, {
      issuer: provider.app.identity.issuer(),
      username: 'admin',
    });
    const response = await fetch(`${portal.url}/api/user`, {
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.status).toBe(401);
  });

  it('does not run the embedded provider', async () => {
    // Without the provider the path is just another page of the web app.
    const response = await fetch(`${portal.url}/oidc/.well-known/openid-configuration`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).not.toContain('authorization_endpoint');
  });
});
