import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../contracts/access.ts';
import { assertCustomerAccess, customerScope } from '../services/access/tenancy.ts';
import { buildApp } from '../services/api/app.ts';
import { mintAccessToken } from '../services/identity/mint.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

// An app of its own with routes that exist only here, to exercise role lists and tenancy.
let portal: TestPortal;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '3' });
  const db = portal.runtime.db;
  await db
    .insertInto('customers')
    .values(
      [
        ['100001', 'HAM'],
        ['100002', 'PRG'],
      ].map(([customerId, location]) => ({
        customer_id: customerId!,
        activated: true,
        name: `Customer ${customerId}`,
        additional_name: null,
        street: 'Street 1',
        zip_code: '20457',
        city: 'City',
        country: 'DE',
        location: location!,
        secondary_location: null,
      })),
    )
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  app = await buildApp({ runtime: { ...portal.runtime, metrics: new Registry() }, readiness: [] });
  const guarded = (url: string, access: RouteAccess) =>
    app.get(url, { config: { access } }, async (request) => ({ username: request.principal.username }));
  guarded('/api/rules/admin', ['Admin']);
  guarded('/api/rules/branch', ['NL_Admin', 'All_NL_Admin', 'Admin']);
  app.get('/api/rules/default', async (request) => ({ username: request.principal.username }));
  app.get<{ Params: { customerId: string } }>('/api/rules/customers/:customerId', async (request) => {
    await assertCustomerAccess(db, request.principal, request.params.customerId);
    return { customerId: request.params.customerId };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await portal?.stop();
});

async function get(url: string, username?: string, headers: Record<string, string> = {}) {
  const token = username
    ? await mintAccessToken(portal.runtime.db, portal.runtime.config, {
        issuer: app.identity.issuer(),
        username,
      })
    : undefined;
  return app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

describe('route access', () => {
  it('admits any of the listed roles and answers 403 problems otherwise', async () => {
    expect((await get('/api/rules/admin', 'admin')).statusCode).toBe(200);
    const refused = await get('/api/rules/admin', 'centraladmin', { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, code: 'forbidden', title: 'Keine Berechtigung' });
    expect((await get('/api/rules/branch', 'branchadmin')).statusCode).toBe(200);
    expect((await get('/api/rules/branch', 'auditor')).statusCode).toBe(403);
    expect((await get('/api/rules/branch', 'customer1')).statusCode).toBe(403);
    expect((await get('/api/rules/branch')).statusCode).toBe(401);
  });

  it('makes /api routes without a declaration need a signed-in user', async () => {
    expect((await get('/api/rules/default')).statusCode).toBe(401);
    expect((await get('/api/rules/default', 'auditor')).statusCode).toBe(200);
    expect(app.identity.routes).toContainEqual({
      method: 'GET',
      url: '/api/rules/default',
      access: 'authenticated',
    });
  });

  it('keeps unknown /api paths a 404 for everyone', async () => {
    expect((await get('/api/rules/nothing-here')).statusCode).toBe(404);
  });
});

describe('tenancy', () => {
  it('scopes customers by assignment, branch, or everything for central admins and admins', async () => {
    const principal = async (username: string) => {
      const response = await get('/api/user', username);
      const user = response.json();
      const roles = {
        customer1: ['User'],
        branchadmin: ['User', 'NL_Admin'],
        auditor: ['Auditor'],
        centraladmin: ['User', 'All_NL_Admin'],
        admin: ['User', 'Admin'],
      }[username];
      return {
        ...user,
        subject: username,
        fullName: username,
        roles,
        branch: ['branchadmin', 'auditor'].includes(username) ? 'HAM' : undefined,
      };
    };
    const db = portal.runtime.db;
    expect(await customerScope(db, await principal('customer1'))).toEqual({
      all: false,
      customerIds: ['100001'],
    });
    expect(await customerScope(db, await principal('branchadmin'))).toEqual({
      all: false,
      customerIds: ['100001'],
    });
    expect(await customerScope(db, await principal('auditor'))).toEqual({
      all: false,
      customerIds: ['100001'],
    });
    expect(await customerScope(db, await principal('centraladmin'))).toEqual({ all: true });
    expect(await customerScope(db, await principal('admin'))).toEqual({ all: true });
  });

  it("answers 404, never 403, for another customer's data", async () => {
    expect((await get('/api/rules/customers/100001', 'customer1')).statusCode).toBe(200);
    const foreign = await get('/api/rules/customers/100001', 'customer2');
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/rules/customers/100002', 'branchadmin')).statusCode).toBe(404);
    expect((await get('/api/rules/customers/100001', 'branchadmin')).statusCode).toBe(200);
    expect((await get('/api/rules/customers/100002', 'centraladmin')).statusCode).toBe(200);
  });

  it("answers the user's own customer", async () => {
    const response = await get('/api/customer-data', 'customer2');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ customerId: '100002', location: 'PRG' });
    expect((await get('/api/customer-data', 'admin')).statusCode).toBe(404);
  });
});

describe('hardening', () => {
  it('sends a strict content security policy and the usual security headers', async () => {
    const response = await get('/api/status');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows cross-origin calls only from the portal's own origin", async () => {
    const foreign = await get('/api/status', undefined, { origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await get('/api/status', undefined, { origin: app.identity.origin() });
    expect(own.headers['access-control-allow-origin']).toBe(app.identity.origin());
  });

  it('rate-limits the registration endpoints per client address', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await get('/api/registration/captcha')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
