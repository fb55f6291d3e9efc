import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, crossTransportOrder, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
let customer2: Api;
let auditor: Api;
let admin: Api;
let branchAdmin: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
  auditor = await apiAs(portal, 'auditor');
  admin = await apiAs(portal, 'admin');
  branchAdmin = await apiAs(portal, 'branchadmin');
});
afterAll(() => portal?.stop());

const linkNames = (shipment: { _links: Record<string, unknown> }) => Object.keys(shipment._links).sort();

async function create(api: Api = customer1, body: unknown = order()) {
  const response = await api.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

const put = (api: Api, shipment: Json, changes: Record<string, unknown> = {}, headers = {}) =>
  api.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
    body: { ...order(), version: shipment.version, ...changes },
    headers,
  });

describe('creating and reading a shipment', () => {
  it('saves a new shipment as DRAFT with a number from 1000001 on, and the list shows it at once', async () => {
    const shipment = await create();
    expect(Number(shipment.shipmentNumber)).toBeGreaterThanOrEqual(1000001);
    expect(shipment).toMatchObject({
      state: 'DRAFT',
      type: 'DISTRIBUTION',
      isOpen: true,
      emonsCustomerId: '100001',
      location: 'HAM',
      version: 0,
      lastModifiedBy: 'Anna Müller',
      shippingTermsIdentifier: '04',
    });
    expect(linkNames(shipment)).toEqual(
      ['announce', 'auditLog', 'commission', 'delete', 'inquiries', 'modify', 'self'].sort(),
    );
    expect(shipment._links.self.href).toMatch(new RegExp(`/api/shipments/${shipment.shipmentNumber}$`));
    expect(shipment._links.commission.href).toBe(`${shipment._links.self.href}/commission`);
    expect(shipment._links.inquiries.href).toBe(`${shipment._links.self.href}/mails`);

    const list = await customer1.request('GET', '/api/shipments');
    expect(list.body._embedded.shipments.map((s: Json) => s.shipmentNumber)).toContain(
      shipment.shipmentNumber,
    );

    const read = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBe('"0"');
    expect(read.body).toEqual(shipment);
  });

  it('draws a new number for every shipment', async () => {
    const first = await create();
    const second = await create();
    expect(Number(second.shipmentNumber)).toBeGreaterThan(Number(first.shipmentNumber));
  });

  it('announces a new shipment right away when posted with state CREATE_ANNOUNCEMENT', async () => {
    const shipment = await create(customer1, order({ state: 'CREATE_ANNOUNCEMENT' }));
    expect(shipment.state).toBe('ANNOUNCED');
    expect(shipment.shippingNoticeCreated).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers field errors in the request language', async () => {
    const response = await customer1.request('POST', '/api/shipments', {
      body: order({
        consignee: { name: 'Schmidt', street: 'Weg 1', zipCode: '1234', city: 'München', country: 'DE' },
      }),
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body.errors).toEqual([
      { field: 'consignee.zipCode', defaultMessage: 'falsche Postleitzahl für das Land' },
    ]);
    expect(response.body.title).toBe('Ungültige Anfrage');
  });

  it('reports schema errors as fields, too', async () => {
    const response = await customer1.request('POST', '/api/shipments', {
      body: order({ orderNumber: 'x'.repeat(36) }),
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'orderNumber', defaultMessage: 'is too long' }]);
  });

  it('takes the packing group of dangerous goods from the ADR table: none for aerosols, the right one for acetone', async () => {
    const withHazmat = (hazmat: { unNumber: string } & Record<string, unknown>) => {
      const base = order();
      const item = base.cargoList.items[0]!;
      return order({
        cargoList: {
          items: [
            {
              ...item,
              dangerousGoods: true,
              hazmats: [{ quantity: 1, packagingCode: '4G', massUnit: 'kg', weight: 20, ...hazmat }],
            },
          ],
        },
      });
    };
    const aerosols = { unNumber: '1950', sequenceNumber: 2, hazardClass: '2' };
    await create(customer1, withHazmat(aerosols));
    const at = 'cargoList.items[0].hazmats[0].packagingGroup';
    const invented = await customer1.request('POST', '/api/shipments', {
      body: withHazmat({ ...aerosols, packagingGroup: 'II' }),
    });
    expect(invented.status).toBe(400);
    expect(invented.body.errors).toEqual([{ field: at, defaultMessage: expect.any(String) }]);

    const acetone = { unNumber: '1090', hazardClass: '3' };
    const missing = await customer1.request('POST', '/api/shipments', { body: withHazmat(acetone) });
    expect(missing.body.errors).toEqual([{ field: at, defaultMessage: expect.any(String) }]);
    const wrong = await customer1.request('POST', '/api/shipments', {
      body: withHazmat({ ...acetone, packagingGroup: 'III' }),
    });
    expect(wrong.body.errors).toEqual([{ field: at, defaultMessage: expect.any(String) }]);
    await create(customer1, withHazmat({ ...acetone, packagingGroup: 'II' }));
  });
});

describe('transitions', () => {
  it('saves changes, records who changed what, newest first', async () => {
    const shipment = await create();
    const saved = await put(customer1, shipment, { orderNumber: 'B-0815' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ orderNumber: 'B-0815', version: 1, state: 'DRAFT' });
    expect(saved.headers.etag).toBe('"1"');

    const list = await customer1.request('GET', '/api/shipments');
    const listed = list.body._embedded.shipments.find(
      (s: Json) => s.shipmentNumber === shipment.shipmentNumber,
    );
    expect(listed).toMatchObject({ orderNumber: 'B-0815', version: 1 });

    const unchanged = await put(customer1, saved.body, { orderNumber: 'B-0815' });
    expect(unchanged.body.version).toBe(1);

    const log = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`);
    expect(log.status).toBe(200);
    const entries = log.body._embedded.auditEntries;
    expect(entries.map((entry: Json) => [entry.revision, entry.type])).toEqual([
      [1, 'MOD'],
      [0, 'ADD'],
    ]);
    expect(entries[0]).toMatchObject({
      userLogin: 'customer1',
      userFullname: 'Anna Müller',
      modifications: { orderNumber: 'B-0815' },
    });
    expect(Date.now() - Date.parse(entries[0].date)).toBeLessThan(60_000);
    expect(entries[1].modifications).toMatchObject({ state: 'DRAFT', orderNumber: 'A-4711' });
  });

  it('refuses a save based on a stale version with 409, or 412 with If-Match, and changes nothing', async () => {
    const shipment = await create();
    const first = await put(customer1, shipment, { orderNumber: 'FIRST' });
    expect(first.body.version).toBe(1);

    const stale = await put(customer1, shipment, { orderNumber: 'STALE' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('concurrency.conflict');

    const { version: _ignored, ...withoutVersion } = { ...order(), version: 0 };
    const ifMatch = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...withoutVersion, orderNumber: 'STALE' },
      headers: { 'if-match': '"0"' },
    });
    expect(ifMatch.status).toBe(412);

    const current = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(current.body).toMatchObject({ orderNumber: 'FIRST', version: 1 });
    const log = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`);
    expect(log.body._embedded.auditEntries).toHaveLength(2);
  });

  it('lets exactly one of two concurrent saves of the same version win', async () => {
    const shipment = await create();
    const results = await Promise.all(
      ['RACE-1', 'RACE-2', 'RACE-3'].map((orderNumber) => put(customer1, shipment, { orderNumber })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((result) => result.status === 200)?.body;
    const current = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(current.body).toMatchObject({ version: 1, orderNumber: winner.orderNumber });
  });

  it('announces a draft, commissions it, and then refuses every change with its reason', async () => {
    const shipment = await create();
    const announced = await put(customer1, shipment, { state: 'CREATE_ANNOUNCEMENT' });
    expect(announced.status).toBe(200);
    expect(announced.body.state).toBe('ANNOUNCED');
    expect(linkNames(announced.body)).toEqual(
      [
        'announce',
        'auditLog',
        'commission',
        'delete',
        'inquiries',
        'inquiry',
        'modify',
        'self',
        'trackAndTrace',
      ].sort(),
    );
    // No external tracking site configured: the portal's own tracking page (tests/links-config.test.ts).
    expect(announced.body._links.trackAndTrace.href).toBe(
      `${new URL(announced.body._links.self.href).origin}/track?number=${shipment.shipmentNumber}`,
    );
    expect(announced.body._links.inquiry.href).toBe(`${announced.body._links.self.href}/inquiry`);

    const commissioned = await customer1.request(
      'PUT',
      `/api/shipments/${shipment.shipmentNumber}/commission`,
      {
        body: { ...order(), version: announced.body.version },
      },
    );
    expect(commissioned.status).toBe(200);
    expect(commissioned.body.state).toBe('FINALIZED');
    expect(commissioned.body.isOpen).toBe(false);
    expect(commissioned.body.commissionedOn).toMatch(/^\d{4}-/);
    expect(linkNames(commissioned.body)).toEqual([
      'auditLog',
      'inquiries',
      'inquiry',
      'self',
      'trackAndTrace',
    ]);

    const url = `/api/shipments/${shipment.shipmentNumber}`;
    const announceAgain = await put(customer1, commissioned.body, { state: 'CREATE_ANNOUNCEMENT' });
    expect([announceAgain.status, announceAgain.body.code]).toEqual([409, 'ALREADY_FINALIZED']);
    expect(announceAgain.body.detail).toContain(shipment.shipmentNumber);
    const save = await put(customer1, commissioned.body, { orderNumber: 'LATE' });
    expect([save.status, save.body.code]).toEqual([409, 'shipment.not-modifiable']);
    const commission = await customer1.request('PUT', `${url}/commission`, { body: order() });
    expect([commission.status, commission.body.code]).toEqual([409, 'shipment.commission.not-allowed']);
    const remove = await customer1.request('DELETE', url);
    expect([remove.status, remove.body.code]).toEqual([409, 'shipment.delete.not-allowed']);
    const cancel = await put(customer1, commissioned.body, { state: 'CANCELLED' });
    expect([cancel.status, cancel.body.code]).toEqual([409, 'shipment.cancel.not-allowed']);
    expect((await customer1.request('GET', url)).body.state).toBe('FINALIZED');
  });

  it('commissions a draft directly', async () => {
    const shipment = await create();
    const commissioned = await customer1.request(
      'PUT',
      `/api/shipments/${shipment.shipmentNumber}/commission`,
      {
        body: order(),
      },
    );
    expect(commissioned.body.state).toBe('FINALIZED');
  });

  it('refuses to announce a cross transport with WRONG_SHIPMENT_TYPE and offers a pick-up order instead', async () => {
    const shipment = await create(customer1, crossTransportOrder());
    expect(shipment.type).toBe('QUER');
    expect(linkNames(shipment)).toEqual(
      ['auditLog', 'commission', 'delete', 'inquiries', 'modify', 'pickUpOrder', 'self'].sort(),
    );
    expect(shipment._links.pickUpOrder.href).toBe(`${shipment._links.self.href}/pickUpOrder`);
    const announce = await put(customer1, shipment, {
      ...crossTransportOrder(),
      state: 'CREATE_ANNOUNCEMENT',
    });
    expect([announce.status, announce.body.code]).toEqual([409, 'WRONG_SHIPMENT_TYPE']);
    const translated = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...crossTransportOrder(), state: 'CREATE_ANNOUNCEMENT' },
      headers: { 'accept-language': 'de' },
    });
    expect(translated.body.title).toBe('Konflikt');
  });

  it('cancels by saving with state CANCELLED; a cancelled shipment only reads', async () => {
    const shipment = await create();
    const cancelled = await put(customer1, shipment, { state: 'CANCELLED', orderNumber: 'IGNORED' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'CANCELLED', orderNumber: 'A-4711', isOpen: false });
    expect(linkNames(cancelled.body)).toEqual(['auditLog', 'inquiries', 'self']);
    const remove = await customer1.request('DELETE', `/api/shipments/${shipment.shipmentNumber}`);
    expect([remove.status, remove.body.code]).toEqual([409, 'shipment.delete.not-allowed']);
  });

  it('deletes drafts and announced shipments; afterwards they are gone, with DEL in the audit log', async () => {
    const draft = await create();
    const url = `/api/shipments/${draft.shipmentNumber}`;
    expect((await customer1.request('DELETE', url)).status).toBe(204);
    expect((await customer1.request('GET', url)).status).toBe(404);
    expect((await customer1.request('DELETE', url)).status).toBe(404);
    const list = await customer1.request('GET', '/api/shipments?size=1000');
    expect(list.body._embedded.shipments.map((s: Json) => s.shipmentNumber)).not.toContain(
      draft.shipmentNumber,
    );
    const log = await customer1.request('GET', `${url}/auditLog`);
    expect(log.body._embedded.auditEntries[0]).toMatchObject({ type: 'DEL', userLogin: 'customer1' });

    const announced = await create(customer1, order({ state: 'CREATE_ANNOUNCEMENT' }));
    expect((await customer1.request('DELETE', `/api/shipments/${announced.shipmentNumber}`)).status).toBe(
      204,
    );
  });

  it('answers 404 for shipments that never existed', async () => {
    expect((await customer1.request('GET', '/api/shipments/9999999')).status).toBe(404);
    expect((await customer1.request('PUT', '/api/shipments/9999999', { body: order() })).status).toBe(404);
    expect((await customer1.request('DELETE', '/api/shipments/9999999')).status).toBe(404);
    expect((await customer1.request('GET', '/api/shipments/9999999/auditLog')).status).toBe(404);
  });
});

describe('tenancy and roles', () => {
  it("hides customer1's shipments from customer2 (404), in every route and in the list", async () => {
    const shipment = await create();
    const url = `/api/shipments/${shipment.shipmentNumber}`;
    expect((await customer2.request('GET', url)).status).toBe(404);
    expect((await customer2.request('PUT', url, { body: order() })).status).toBe(404);
    expect((await customer2.request('PUT', `${url}/commission`, { body: order() })).status).toBe(404);
    expect((await customer2.request('DELETE', url)).status).toBe(404);
    expect((await customer2.request('GET', `${url}/auditLog`)).status).toBe(404);
    expect((await customer2.request('GET', `${url}/requestQuotation`)).status).toBe(404);
    const list = await customer2.request('GET', '/api/shipments?size=1000');
    expect(list.body.page.totalElements).toBe(0);
    expect((await customer1.request('GET', url)).body.state).toBe('DRAFT');
  });

  it("refuses a shipment for a customer outside the user's scope", async () => {
    const response = await customer2.request('POST', '/api/shipments', {
      body: { ...order(), emonsCustomerId: '100001' },
    });
    expect(response.status).toBe(404);
  });

  it('lets the auditor of the branch read, without any changing link, and refuses changes', async () => {
    const shipment = await create();
    const read = await auditor.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(read.status).toBe(200);
    expect(linkNames(read.body)).toEqual(['auditLog', 'inquiries', 'self']);
    const list = await auditor.request('GET', '/api/shipments');
    expect(list.body._links.create).toBeUndefined();
    expect(
      (await auditor.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, { body: order() })).status,
    ).toBe(403);
    expect((await auditor.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`)).status).toBe(
      200,
    );
  });

  it('lets administrators and branch administrators act for their customers', async () => {
    const missing = await admin.request('POST', '/api/shipments', { body: order() });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'emonsCustomerId', defaultMessage: 'must not be empty' }]);
    const shipment = await create(admin, { ...order(), emonsCustomerId: '100001' });
    expect(shipment.lastModifiedBy).not.toBe('Anna Müller');
    expect(linkNames(shipment)).toContain('modify');
    const seen = await branchAdmin.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(linkNames(seen.body)).toContain('commission');
    const list = await admin.request('GET', '/api/shipments');
    expect(list.body._links.create.href).toMatch(/\/api\/shipments$/);
    expect(list.body._links.exportXLS.href).toContain('/api/shipments.xlsx');
  });
});

describe('price quotations', () => {
  it('are offered only when the customer has QUOTATION_ENABLED, priced by the tariff and recorded', async () => {
    const shipment = await create();
    expect(shipment._links.requestQuotation).toBeUndefined();
    const url = `/api/shipments/${shipment.shipmentNumber}`;
    const refused = await customer1.request('GET', `${url}/requestQuotation`);
    expect([refused.status, refused.body.code]).toEqual([403, 'shipment.quotation.disabled']);

    await portal.runtime.db
      .updateTable('customer_settings')
      .set({ value: 'true' })
      .where('customer_id', '=', '100001')
      .where('name', '=', 'QUOTATION_ENABLED')
      .execute();
    try {
      const offered = await customer1.request('GET', url);
      expect(offered.body._links.requestQuotation.href).toBe(
        `${offered.body._links.self.href}/requestQuotation`,
      );
      const quotation = await customer1.request('GET', `${url}/requestQuotation`);
      expect(quotation.status).toBe(200);
      // P01: 45 EUR + 480 kg x 0.12 EUR, national, no surcharges.
      expect(quotation.body).toEqual({ price: { value: 102.6, currency: 'EUR' }, additionalCosts: [] });
      const after = await customer1.request('GET', url);
      expect(after.body.quotation).toEqual(quotation.body);
      const log = await customer1.request('GET', `${url}/auditLog`);
      expect(log.body._embedded.auditEntries[0].modifications).toMatchObject({
        'quotation.price.value': 102.6,
      });
    } finally {
      await portal.runtime.db
        .updateTable('customer_settings')
        .set({ value: 'false' })
        .where('customer_id', '=', '100001')
        .where('name', '=', 'QUOTATION_ENABLED')
        .execute();
    }
  });
});

describe('the OpenAPI document', () => {
  it('is public JSON at /api/docs and covers every /api route', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    const missing = portal.app.identity.routes
      .filter((route) => /^\/api(\/|$)/.test(route.url))
      .filter((route) => {
        const path = route.url.replace(/:(\w+)/g, '{$1}');
        return !document.paths[path]?.[route.method.toLowerCase()];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const shipments = document.paths['/api/shipments'] as { post: { requestBody: unknown } };
    expect(JSON.stringify(shipments.post.requestBody)).toContain('#/components/schemas/ShipmentPayload');
    expect(JSON.stringify(document.components.schemas.ShipmentPayload)).toContain('consignee');
  });
});
