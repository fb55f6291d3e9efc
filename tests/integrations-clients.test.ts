import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { fetchJson } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * Machine clients end to end: an administrator creates one for customer 100001, the client gets a
 * token at the embedded provider's token endpoint (client credentials), calls the shipment API as
 * that customer within its scopes, and stops working once revoked.
 */

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const CLIENTS = '/api/admin/customers/100001/apiClients';

const call = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
  fetchJson(portal, method, path, auth, body);

async function createClient(scopes: string[], name = 'ERP connector') {
  const created = await call('POST', CLIENTS, await authHeader(portal, 'centraladmin'), { name, scopes });
  expect(created.status).toBe(201);
  return created.body as { clientId: string; clientSecret: string; tokenEndpoint: string; _links: Json };
}

async function requestToken(clientId: string, secret: string, scope?: string) {
  const response = await fetch(`${portal.app.identity.issuer()}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('machine clients (client credentials)', () => {
  let client: Awaited<ReturnType<typeof createClient>>;
  let token: string;
  let foreignShipment: string;

  beforeAll(async () => {
    const saved = await call('POST', '/api/shipments', await authHeader(portal, 'customer2'), {
      ...order(),
      sender: { ...order().sender, customerId: '100002' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    foreignShipment = saved.body.shipmentNumber;
  });

  it('creates a client whose secret is shown once and stored only as a hash', async () => {
    client = await createClient(['shipments:read', 'shipments:write']);
    expect(client.clientId).toMatch(/^mc_[0-9a-f]{24}$/);
    expect(client.clientSecret.length).toBeGreaterThanOrEqual(43);
    expect(client.tokenEndpoint).toBe(`${portal.app.identity.issuer()}/token`);
    const listed = await call('GET', CLIENTS, await authHeader(portal, 'centraladmin'));
    const entry = listed.body._embedded.apiClients.find((c: Json) => c.clientId === client.clientId);
    expect(entry).toMatchObject({ name: 'ERP connector', scopes: ['shipments:read', 'shipments:write'] });
    expect(JSON.stringify(listed.body)).not.toContain(client.clientSecret);
    const row = await portal.runtime.db
      .selectFrom('api_clients')
      .select('secret_hash')
      .where('client_id', '=', client.clientId)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(row.secret_hash).not.toContain(client.clientSecret);
  });

  it('gets a token at the token endpoint only with the right secret', async () => {
    const wrong = await requestToken(client.clientId, `${client.clientSecret}x`, 'shipments:read');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const issued = await requestToken(client.clientId, client.clientSecret, 'shipments:read shipments:write');
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'Bearer', scope: 'shipments:read shipments:write' });
    token = issued.body.access_token;
  });

  it('calls the shipment API as its customer: creates, lists and reads its shipments, not others', async () => {
    const created = await call('POST', '/api/shipments', bearer(token), order({ orderNumber: 'ERP-1' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const number = created.body.shipmentNumber;
    const list = await call('GET', '/api/shipments?size=100', bearer(token));
    expect(list.status).toBe(200);
    const customers = new Set(
      list.body._embedded.shipments.map((s: Json) => s.emonsCustomerId ?? s.customerId),
    );
    expect(list.body._embedded.shipments.map((s: Json) => s.shipmentNumber)).toContain(number);
    expect(list.body._embedded.shipments.map((s: Json) => s.shipmentNumber)).not.toContain(foreignShipment);
    expect([...customers].filter(Boolean).every((id) => id === '100001')).toBe(true);
    expect((await call('GET', `/api/shipments/${number}`, bearer(token))).status).toBe(200);
    expect((await call('GET', `/api/shipments/${foreignShipment}`, bearer(token))).status).toBe(404);
    const audit = await call('GET', `/api/shipments/${number}/auditLog`, bearer(token));
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('ERP connector');
  });

  it('calls nothing but the shipment API', async () => {
    for (const path of ['/api/addresses', '/api/settings', '/api/admin/customers', CLIENTS]) {
      const answer = await call('GET', path, bearer(token));
      expect(answer.status, path).toBe(403);
    }
    const refused = await call('POST', CLIENTS, bearer(token), {
      name: 'Another',
      scopes: ['shipments:read'],
    });
    expect(refused.status).toBe(403);
  });

  it('keeps a read-only client to reading', async () => {
    const reader = await createClient(['shipments:read'], 'Dashboard');
    const tooMuch = await requestToken(
      reader.clientId,
      reader.clientSecret,
      'shipments:read shipments:write',
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('invalid_scope');
    const issued = await requestToken(reader.clientId, reader.clientSecret, 'shipments:read');
    expect(issued.status).toBe(200);
    const readToken = issued.body.access_token;
    expect((await call('GET', '/api/shipments', bearer(readToken))).status).toBe(200);
    const write = await call('POST', '/api/shipments', bearer(readToken), order());
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toContain('insufficient_scope');
    // A token asked for without scopes carries none, and reads nothing either.
    const bare = await requestToken(reader.clientId, reader.clientSecret);
    expect(bare.status).toBe(200);
    expect((await call('GET', '/api/shipments', bearer(bare.body.access_token))).status).toBe(403);
  });

  it('stops a revoked client: its tokens are refused and it gets no new one', async () => {
    const admin = await authHeader(portal, 'centraladmin');
    expect((await call('DELETE', `${CLIENTS}/${client.clientId}`, admin)).status).toBe(204);
    expect((await call('GET', '/api/shipments', bearer(token))).status).toBe(401);
    const again = await requestToken(client.clientId, client.clientSecret, 'shipments:read');
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('invalid_client');
    const listed = await call('GET', CLIENTS, admin);
    const entry = listed.body._embedded.apiClients.find((c: Json) => c.clientId === client.clientId);
    expect(entry.revokedAt).toEqual(expect.any(String));
    expect(entry._links.revoke).toBeUndefined();
  });

  it('is administered by administrators of the customer only, with field errors at once', async () => {
    expect((await call('GET', CLIENTS, await authHeader(portal, 'customer1'))).status).toBe(403);
    const invalid = await call('POST', CLIENTS, await authHeader(portal, 'centraladmin'), {
      name: '',
      scopes: ['shipments:delete'],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error: Json) => error.field).sort()).toEqual(['name', 'scopes[0]']);
    const missing = await call(
      'POST',
      '/api/admin/customers/999999/apiClients',
      await authHeader(portal, 'admin'),
      {
        name: 'x',
        scopes: ['shipments:read'],
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe('webhook targets outside development', () => {
  const WEBHOOKS = '/api/admin/customers/100001/webhooks';
  const subscribe = async (url: string, events: string[] = ['shipment.saved']) =>
    call('POST', WEBHOOKS, await authHeader(portal, 'centraladmin'), { url, events });

  it('refuses private, loopback and unresolvable targets with a field error', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://[::1]/hook',
      'http://10.20.30.40/hook',
      'http://192.168.0.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/hook',
    ]) {
      const refused = await subscribe(url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.errors, url).toEqual([
        { field: 'url', defaultMessage: expect.stringContaining('private and loopback addresses') },
      ]);
    }
    const unresolvable = await subscribe('https://no-such-host.invalid/hook');
    expect(unresolvable.body.errors).toEqual([
      { field: 'url', defaultMessage: 'has a host name that does not resolve' },
    ]);
    const listed = await call('GET', WEBHOOKS, await authHeader(portal, 'centraladmin'));
    expect(listed.body._embedded.webhooks).toEqual([]);
  });

  it('answers every field error of a subscription at once', async () => {
    const refused = await subscribe('ftp://user:secret@example.com/hook', []);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: Json) => error.field).sort()).toEqual(['events', 'url']);
  });
});
