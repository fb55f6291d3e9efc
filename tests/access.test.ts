import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayChangeData, READ_METHODS, type RoleKind } from '../contracts/access.ts';
import { DEMO_USERS } from '../services/identity/seed.ts';
import { accessMatrix } from './access-matrix.ts';
import { tokenFor } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
const tokens = new Map<string, string>();
beforeAll(async () => {
  portal = await startTestPortal({ AUTH_RATE_LIMIT: '10000' });
  for (const user of DEMO_USERS) tokens.set(user.username, await tokenFor(portal, user.username));
});
afterAll(() => portal?.stop());

const apiRoutes = () => portal.app.identity.routes.filter((route) => /^\/api(\/|$)/.test(route.url));
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

function allowed(
  method: string,
  access: (typeof accessMatrix)[string]['access'],
  roles: readonly RoleKind[],
): boolean {
  if (access === 'public') return true;
  // Auditors read only, whatever a route declares.
  if (!READ_METHODS.includes(method) && !mayChangeData(roles)) return false;
  if (access === 'authenticated') return true;
  return access.some((kind) => roles.includes(kind));
}

async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await portal.app.inject({
    method: method as 'GET',
    url: path,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(['POST', 'PUT', 'PATCH'].includes(method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  return response.statusCode;
}

describe('the access matrix', () => {
  it('has an entry for every /api route, and every entry names a route', () => {
    const registered = apiRoutes().map(keyOf);
    expect(registered.length).toBeGreaterThan(0);
    // One line per route, so that the message names every route that lacks an entry.
    const missing = registered.filter((key) => !(key in accessMatrix));
    expect(missing.join('\n'), 'routes without an entry in tests/access-matrix.ts').toBe('');
    const stale = Object.keys(accessMatrix).filter((key) => !registered.includes(key));
    expect(stale.join('\n'), 'entries of tests/access-matrix.ts without a route').toBe('');
  });

  it('matches the access each route declares', () => {
    for (const route of apiRoutes()) {
      expect(route.access, keyOf(route)).toEqual(accessMatrix[keyOf(route)]?.access);
    }
  });

  it('answers 401 without a token and with a malformed one on every non-public route', async () => {
    for (const route of apiRoutes()) {
      const entry = accessMatrix[keyOf(route)];
      if (!entry || entry.access === 'public') continue;
      const path = entry.path ?? route.url;
      expect(await call(route.method, path, entry.body), `${keyOf(route)} without token`).toBe(401);
      expect(await call(route.method, path, entry.body, 'not-a-jwt'), `${keyOf(route)} bad token`).toBe(401);
    }
  });

  it('lets every seeded role in where allowed and answers 403 where not', async () => {
    for (const route of apiRoutes()) {
      const entry = accessMatrix[keyOf(route)];
      if (!entry) continue;
      for (const user of DEMO_USERS) {
        const status = await call(
          route.method,
          entry.path ?? route.url,
          entry.body,
          tokens.get(user.username),
        );
        const label = `${keyOf(route)} as ${user.username} answered ${status}`;
        if (allowed(route.method, entry.access, user.roles)) expect([401, 403], label).not.toContain(status);
        else expect(status, label).toBe(403);
      }
    }
  });

  it('lets the auditor change nothing: every write route answers 403', async () => {
    const writes = apiRoutes().filter((route) => !READ_METHODS.includes(route.method));
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const entry = accessMatrix[keyOf(route)];
      if (!entry || entry.access === 'public') continue;
      const status = await call(route.method, entry.path ?? route.url, entry.body, tokens.get('auditor'));
      expect(status, `${keyOf(route)} as auditor`).toBe(403);
    }
  });

  it('answers 404 to the user of another customer on tenant-scoped routes', async () => {
    for (const route of apiRoutes()) {
      const entry = accessMatrix[keyOf(route)];
      if (!entry?.foreignPath) continue;
      const status = await call(route.method, entry.foreignPath, entry.body, tokens.get('customer2'));
      expect(status, `${keyOf(route)} as customer2`).toBe(404);
    }
  });
});
