import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieBrowser, signInWithCodeFlow, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const password = () => portal.runtime.config.SEED_PASSWORD;
const apiUser = (token: string) =>
  fetch(`${portal.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });

async function signIn(username: string, extra: { uiLocales?: string; browser?: CookieBrowser } = {}) {
  const result = await signInWithCodeFlow({
    ...webClientOf(portal),
    username,
    password: password(),
    ...extra,
  });
  if (!('tokens' in result)) throw new Error(`sign-in refused: ${result.refused.status}`);
  return result;
}

/** The provider's authorization endpoint for the web client, asking for `openid` plus `extra`. */
function authorizeUrl(extra: Record<string, string>): URL {
  const client = webClientOf(portal);
  const url = new URL(`${client.issuer}/auth`);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid',
    ...extra,
  }).toString();
  return url;
}

async function refresh(refreshToken: string) {
  return fetch(`${webClientOf(portal).issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: webClientOf(portal).clientId,
    }).toString(),
  });
}

describe('the embedded OpenID Connect provider', () => {
  it('publishes discovery with PKCE S256 and its keys without private parts', async () => {
    const metadata = await (
      await fetch(`${webClientOf(portal).issuer}/.well-known/openid-configuration`)
    ).json();
    expect(metadata.issuer).toBe(webClientOf(portal).issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(metadata.jwks_uri)).json();
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(jwks)).not.toMatch(/"(d|p|q)":/);
  });

  it('signs in through the sign-in page with Authorization Code and PKCE; the API accepts the token', async () => {
    const { tokens } = await signIn('branchadmin');
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: webClientOf(portal).issuer,
      aud: 'freight-portal',
      roles: ['ROLE_EIP_PORTAL_User', 'ROLE_EIP_PORTAL_NL_Admin'],
      branch: 'HAM',
      preferred_username: 'branchadmin',
    });
    const response = await apiUser(tokens.access_token);
    expect(response.status).toBe(200);
    expect((await response.json()).username).toBe('branchadmin');
    expect(decodeJwt(tokens.id_token).preferred_username).toBe('branchadmin');
  });

  it('carries the customer ids of a customer user', async () => {
    const { tokens } = await signIn('customer2');
    expect(decodeJwt(tokens.access_token).customer_ids).toEqual(['100002']);
  });

  it('refuses a flow without PKCE', async () => {
    const response = await fetch(authorizeUrl({ state: 'x' }), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', webClientOf(portal).issuer);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows the sign-in page in the requested language and refuses a wrong password without logging it', async () => {
    const result = await signInWithCodeFlow({
      ...webClientOf(portal),
      username: 'customer1',
      password: 'Wrong-Password-123',
      uiLocales: 'cs',
    });
    expect('refused' in result).toBe(true);
    if (!('refused' in result)) return;
    expect(result.refused.status).toBe(401);
    const page = await result.refused.text();
    expect(page).toContain('<html lang="cs">');
    expect(page).toContain('Uživatelské jméno nebo heslo je nesprávné.');
    expect(page).toContain('role="alert"');
    expect(page).toContain('<label for="password">');
    expect(result.refused.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('picks the page language from Accept-Language without ui_locales', async () => {
    const browser = new CookieBrowser();
    const url = authorizeUrl({
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const first = await browser.fetch(url.href);
    const page = await browser.fetch(new URL(first.headers.get('location')!, url).href, {
      headers: { 'accept-language': 'sk-SK,sk;q=0.9' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sk">');
    expect(html).toContain('Prihlásiť');
  });

  it('refreshes with a rotating refresh token', async () => {
    const { tokens } = await signIn('customer1');
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    const next = await refreshed.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect((await apiUser(next.access_token)).status).toBe(200);
    // The old refresh token is spent.
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    // Its reuse revoked the family: the access tokens issued under it stop working at once.
    expect((await apiUser(next.access_token)).status).toBe(401);
    expect((await apiUser(tokens.access_token)).status).toBe(401);
  });

  it('signs out: the session ends, its refresh token and its access token stop working', async () => {
    const { tokens, browser } = await signIn('customer1');
    const other = await signIn('customer1');
    expect((await apiUser(tokens.access_token)).status).toBe(200);
    const client = webClientOf(portal);
    const end = new URL(`${client.issuer}/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${portal.app.identity.origin()}/`,
      client_id: client.clientId,
      ui_locales: 'de',
    }).toString();
    const confirm = await browser.fetch(end.href);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('Möchten Sie sich abmelden?');
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browser.fetch(new URL(action!, end).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${portal.app.identity.origin()}/`);
    expect((await refresh(tokens.refresh_token!)).status).toBe(400);
    expect((await apiUser(tokens.access_token)).status).toBe(401);
    // The same user's other session (another browser) is not touched.
    expect((await apiUser(other.tokens.access_token)).status).toBe(200);
    // Signing in again asks for the password once more.
    const again = await signInWithCodeFlow({
      ...client,
      username: 'customer1',
      password: 'wrong-1A!',
      browser,
    });
    expect('refused' in again).toBe(true);
  });
});
