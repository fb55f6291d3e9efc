import { mintAccessToken } from '../../services/identity/mint.ts';
import type { TestPortal } from './portal.ts';

/**
 * A valid access token of the test portal's embedded provider for a seeded user (customer1,
 * customer2, branchadmin, centraladmin, admin, auditor), for `authorization: Bearer <token>`.
 */
export function tokenFor(portal: TestPortal, username: string): Promise<string> {
  return mintAccessToken(portal.runtime.db, portal.runtime.config, {
    issuer: portal.app.identity.issuer(),
    username,
  });
}

/** The authorization header of `tokenFor`, for fetch or app.inject. */
export async function authHeader(portal: TestPortal, username: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(portal, username)}` };
}

/** A minimal browser: follows nothing by itself and keeps the cookies it is given. */
export class CookieBrowser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  /** Follows redirects until `stop` matches a location or a page answers. */
  async follow(
    url: string,
    stop: (location: string) => boolean = () => false,
  ): Promise<{ url: string; response: Response }> {
    let current = url;
    for (let hop = 0; hop < 10; hop++) {
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).href;
      if (stop(current)) return { url: current, response };
    }
    throw new Error(`too many redirects from ${url}`);
  }
}

export interface CodeFlowTokens {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
}

export interface SignInOptions {
  issuer: string;
  clientId: string;
  redirectUri: string;
  username: string;
  password: string;
  uiLocales?: string;
  browser?: CookieBrowser;
}

/**
 * Authorization Code with PKCE through the embedded provider's real sign-in page, as the web app
 * does it in a browser. Returns the sign-in page when it refuses, else the tokens.
 */
export async function signInWithCodeFlow(
  options: SignInOptions,
): Promise<
  { tokens: CodeFlowTokens; browser: CookieBrowser } | { refused: Response; browser: CookieBrowser }
> {
  const browser = options.browser ?? new CookieBrowser();
  const metadata = (await (await fetch(`${options.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const challenge = Buffer.from(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  ).toString('base64url');
  const state = crypto.randomUUID();
  const authorize = new URL(metadata.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
  }).toString();
  const isCallback = (location: string) => location.startsWith(options.redirectUri);
  let { url, response } = await browser.follow(authorize.href, isCallback);
  if (!isCallback(url)) {
    const page = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url}: ${response.status} ${page.slice(0, 300)}`);
    const submitted = await browser.fetch(new URL(action.replaceAll('&amp;', '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: options.username, password: options.password }).toString(),
    });
    const location = submitted.headers.get('location');
    if (!location) return { refused: submitted, browser };
    ({ url } = await browser.follow(new URL(location, url).href, isCallback));
  }
  const callback = new URL(url);
  if (callback.searchParams.get('state') !== state) throw new Error(`state mismatch at ${url}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code at ${url}`);
  const tokenResponse = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (!tokenResponse.ok)
    throw new Error(`token endpoint: ${tokenResponse.status} ${await tokenResponse.text()}`);
  return { tokens: (await tokenResponse.json()) as CodeFlowTokens, browser };
}

/** The sign-in options of a test portal's embedded provider and its web client. */
export function webClientOf(portal: TestPortal) {
  return {
    issuer: portal.app.identity.issuer(),
    clientId: portal.runtime.config.OIDC_CLIENT_ID,
    redirectUri: `${portal.app.identity.origin()}/auth/callback`,
  };
}
