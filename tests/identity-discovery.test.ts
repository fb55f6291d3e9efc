import { spawn } from 'node:child_process';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWithCodeFlow, tokenFor, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

async function discovery(): Promise<Record<string, unknown>> {
  const response = await fetch(`${webClientOf(portal).issuer}/.well-known/openid-configuration`);
  expect(response.status).toBe(200);
  return response.json();
}

async function webAppTokens(username: string) {
  const result = await signInWithCodeFlow({
    ...webClientOf(portal),
    username,
    password: portal.runtime.config.SEED_PASSWORD,
  });
  if (!('tokens' in result)) throw new Error(`sign-in refused: ${result.refused.status}`);
  return result.tokens;
}

/** `npm run -s token -- <username>` against the test portal's database. */
function tokenCli(username: string): Promise<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['infra/main/token.ts', username], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: portal.database.url,
      REDIS_URL: inject('redisUrl'),
      PUBLIC_URL: portal.url,
      DATA_DIR: portal.runtime.config.DATA_DIR,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data) => {
    output += data;
  });
  child.stderr.on('data', (data) => {
    output += data;
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(output)))),
  );
}

describe('the embedded provider as OpenID Connect clients see it', () => {
  it('advertises the code flow only, without implicit or hybrid response types', async () => {
    const metadata = await discovery();
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('answers at every endpoint it advertises; userinfo, if advertised, takes a web-app token', async () => {
    const metadata = await discovery();
    const { access_token: accessToken } = await webAppTokens('customer1');
    const methods: Record<string, string> = {
      jwks_uri: 'GET',
      authorization_endpoint: 'GET',
      end_session_endpoint: 'GET',
      token_endpoint: 'POST',
      revocation_endpoint: 'POST',
    };
    for (const [name, method] of Object.entries(methods)) {
      if (metadata[name] === undefined) continue;
      const response = await fetch(String(metadata[name]), { method, redirect: 'manual' });
      expect(response.status, name).not.toBe(404);
    }
    if (metadata.userinfo_endpoint !== undefined) {
      const userinfo = await fetch(String(metadata.userinfo_endpoint), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(userinfo.status).toBe(200);
      expect((await userinfo.json()).sub).toBe(decodeJwt(accessToken).sub);
    }
    // The claims a userinfo endpoint would give are in the ID token, and the API answers the rest.
    const user = await fetch(`${portal.url}/api/user`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(200);
  });

  it("mints script tokens (`npm run token`) that live as long as the provider's access tokens", async () => {
    const tokens = await webAppTokens('customer2');
    const provider = decodeJwt(tokens.access_token);
    const lifetime = (provider.exp ?? 0) - (provider.iat ?? 0);
    expect(lifetime).toBe(tokens.expires_in);
    for (const token of [await tokenCli('customer2'), await tokenFor(portal, 'customer2')]) {
      const claims = decodeJwt(token);
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(lifetime);
      expect(claims).toMatchObject({ iss: provider.iss, aud: provider.aud, sub: provider.sub });
      const user = await fetch(`${portal.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(user.status).toBe(200);
    }
  });
});
