import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signInWithCodeFlow, tokenFor, webClientOf } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

/** A raw request, so that the Host header can be anything a client sends. */
function raw(portal: TestPortal, path: string, headers: Record<string, string>, method = 'GET', body = '') {
  const url = new URL(path, portal.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const spoofed = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.7',
};

describe('without trusted proxies', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => portal?.stop());

  it('publishes discovery with its own issuer whatever Host and forwarded headers say', async () => {
    const response = await raw(portal, '/oidc/.well-known/openid-configuration', spoofed);
    expect(response.status).toBe(200);
    const metadata = JSON.parse(response.body) as Record<string, unknown>;
    const urls = Object.values(metadata).filter(
      (value): value is string => typeof value === 'string' && value.startsWith('http'),
    );
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url.startsWith(`${portal.url}/`), url).toBe(true);
  });

  it('links to its own origin, not to a spoofed Host', async () => {
    const token = await tokenFor(portal, 'customer1');
    const response = await raw(portal, '/api/shipments', { ...spoofed, authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('evil.example');
    expect(JSON.parse(response.body)._links.self.href.startsWith(`${portal.url}/`)).toBe(true);
  });

  it('limits sign-in attempts per peer address: a new X-Forwarded-For per request does not help', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await raw(
        portal,
        '/oidc/interaction/unknown/login',
        {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
        },
        'POST',
        'username=customer1&password=wrong',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('limits the token endpoint with and without a trailing slash', async () => {
    const statuses: { path: string; status: number }[] = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const path = attempt % 2 === 0 ? '/oidc/token' : '/oidc/token/';
      const response = await raw(
        portal,
        path,
        { 'content-type': 'application/x-www-form-urlencoded' },
        'POST',
        'grant_type=refresh_token&refresh_token=x&client_id=freight-portal-web',
      );
      statuses.push({ path, status: response.status });
    }
    // AUTH_RATE_LIMIT 5 allows 15 token requests a minute on either path.
    for (const path of ['/oidc/token', '/oidc/token/']) {
      const answers = statuses.filter((entry) => entry.path === path).map((entry) => entry.status);
      expect(answers.slice(15), path).toEqual([429, 429, 429, 429, 429]);
    }
    expect(statuses.filter((entry) => entry.status >= 500)).toEqual([]);
  });
});

describe('behind a trusted proxy', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ AUTH_RATE_LIMIT: '5', TRUSTED_PROXIES: '127.0.0.1,::1' });
  });
  afterAll(() => portal?.stop());

  it('tells clients apart by the X-Forwarded-For the proxy sets', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await raw(
        portal,
        '/oidc/interaction/unknown/login',
        {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
        },
        'POST',
        'username=customer1&password=wrong',
      );
      statuses.push(response.status);
    }
    expect(statuses).not.toContain(429);
  });
});

describe('headers on every API answer', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.stop());

  it('sends security headers and no-store on refusals and on signed-in JSON alike', async () => {
    const token = await tokenFor(portal, 'auditor');
    const answers = [
      await fetch(`${portal.url}/api/shipments`),
      await fetch(`${portal.url}/api/admin/customers`, { headers: { authorization: `Bearer ${token}` } }),
      await fetch(`${portal.url}/api/shipments`, { headers: { authorization: `Bearer ${token}` } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('account lockout', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ AUTH_RATE_LIMIT: '1000', SIGN_IN_FAILURES: '3' });
  });
  afterAll(() => portal?.stop());

  it('locks an account after repeated wrong passwords, even against the right one, and not others', async () => {
    const attempt = (username: string, password: string) =>
      signInWithCodeFlow({ ...webClientOf(portal), username, password });
    for (let failure = 0; failure < 3; failure++) {
      expect('refused' in (await attempt('customer2', 'wrong-password'))).toBe(true);
    }
    const locked = await attempt('customer2', portal.runtime.config.SEED_PASSWORD);
    expect('refused' in locked).toBe(true);
    const other = await attempt('customer1', portal.runtime.config.SEED_PASSWORD);
    expect('tokens' in other).toBe(true);
  });
});

describe('wrong requests get the right answer', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startTestPortal();
  });
  afterAll(() => portal?.stop());

  it('answers a method the path does not have with 405, the allowed ones and a problem document', async () => {
    const answer = await portal.app.inject({ method: 'PATCH', url: '/api/shipments/1000001' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('DELETE, GET, HEAD, PUT');
    expect(answer.headers['content-type']).toContain('application/problem+json');
    const unknown = await portal.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers an over-long path parameter with a problem document', async () => {
    const answer = await portal.app.inject({ method: 'GET', url: `/api/shipments/${'1'.repeat(3000)}` });
    expect(answer.statusCode).toBe(414);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(answer.json()).toMatchObject({ status: 414 });
  });

  it('answers an over-long path parameter with a problem document on every method', async () => {
    const token = await tokenFor(portal, 'customer1');
    for (const method of ['PUT', 'POST', 'DELETE', 'PATCH'] as const) {
      const answer = await portal.app.inject({
        method,
        url: `/api/shipments/${'1'.repeat(500)}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, method).toBeLessThan(500);
      expect(answer.headers['content-type'], method).toContain('application/problem+json');
    }
  });

  it('answers an unknown method, and a method a literal path does not have, with 405 and Allow', async () => {
    const token = await tokenFor(portal, 'customer1');
    const headers = { authorization: `Bearer ${token}` };
    for (const method of ['QUERY', 'PROPFIND', 'MKCOL'] as const) {
      const answer = await portal.app.inject({ method, url: '/api/shipments/1000001', headers });
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe('DELETE, GET, HEAD, PUT');
      expect(answer.headers['content-type'], method).toContain('application/problem+json');
    }
    // `labels` is a path of its own (GET), not a shipment number of the parametric route.
    for (const method of ['PUT', 'DELETE'] as const) {
      const answer = await portal.app.inject({ method, url: '/api/shipments/labels', headers });
      expect(answer.statusCode, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('refuses a control character in an uploaded file name, and C1 controls in any text', async () => {
    const headers = await authHeader(portal, 'centraladmin');
    const form = new FormData();
    form.append('file', new Blob(['name;street;zipCode;city;country\n']), 'a\0.csv');
    const upload = await fetch(`${portal.url}/api/admin/customers/100001/addresses/export`, {
      method: 'PUT',
      body: form,
      headers,
    });
    expect(upload.status).toBe(400);
    expect(await upload.json()).toMatchObject({ errors: [{ field: 'file' }] });

    const c1 = await fetch(`${portal.url}/api/admin/customers/100001`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Müller\u0085Maschinenbau', street: 'A\u009bB' }),
    });
    expect(c1.status).toBe(400);
    const fields = ((await c1.json()) as { errors: { field: string; defaultMessage: string }[] }).errors;
    expect(fields.filter((error) => error.field === 'name' || error.field === 'street')).toHaveLength(2);
  });

  it('answers a customer number a URL cannot carry as it is with a problem document, creating nothing', async () => {
    const answer = await portal.app.inject({
      method: 'POST',
      url: '/api/admin/customers',
      headers: await authHeader(portal, 'admin'),
      payload: {
        customerId: '€12345',
        name: 'Euro GmbH',
        street: 'Hafen 1',
        zipCode: '20457',
        city: 'Hamburg',
        location: 'HAM',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ field: 'customerId', defaultMessage: expect.any(String) }]);
    const stored = await portal.runtime.db
      .selectFrom('customers')
      .select('customer_id')
      .where('customer_id', '=', '€12345')
      .execute();
    expect(stored).toEqual([]);
  });

  it('names every refusal in words: a missing or null part, a batch beyond its size, never a validator text or a bare key', async () => {
    const headers = await authHeader(portal, 'customer1');
    const { shippingTerms: _terms, ...withoutTerms } = order();
    for (const payload of [withoutTerms, { ...withoutTerms, shippingTerms: null }]) {
      const answer = await portal.app.inject({ method: 'POST', url: '/api/shipments', headers, payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toContainEqual({
        field: 'shippingTerms',
        defaultMessage: 'must not be empty',
      });
    }
    const batch = await portal.app.inject({
      method: 'POST',
      url: '/api/shipments/batch/commission',
      headers: { ...headers, 'accept-language': 'de' },
      payload: { shipmentNumbers: Array.from({ length: 1001 }, (_, index) => String(1_000_001 + index)) },
    });
    expect(batch.statusCode).toBe(400);
    const texts = (batch.json().errors as { defaultMessage: string }[]).map((error) => error.defaultMessage);
    expect(texts).toEqual([expect.stringContaining('höchstens 1000 Sendungen')]);
    for (const text of texts) expect(text).not.toMatch(/^[\w-]+(\.[\w-]+)+$|Invalid input|expected/);
  });

  it('lets clients cache the discovery document and the keys for a while', async () => {
    const discovery = await fetch(`${portal.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const jwks = await fetch(((await discovery.json()) as { jwks_uri: string }).jwks_uri);
    expect(jwks.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
  });
});
