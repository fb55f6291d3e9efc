import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from './harness/auth.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { order } from './shipments-helpers.ts';

let portal: TestPortal;
let token: string;
beforeAll(async () => {
  portal = await startTestPortal();
  token = await tokenFor(portal, 'customer1');
});
afterAll(() => portal?.stop());

async function send(method: string, url: string, body?: unknown, auth = true) {
  const response = await portal.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { errors?: { field: string }[]; code?: string },
  };
}

describe('bad input answers 400 with the fields named, never 500', () => {
  it.each([
    ['GET', '/api/countries?query=%00', undefined, false],
    ['GET', '/api/zipCodeAreas?query=a%00b', undefined, false],
    ['GET', '/api/hazmats?query=%00', undefined, true],
    ['GET', '/api/shipments?query=%00', undefined, true],
    ['GET', '/api/addresses?query=%00', undefined, true],
    ['GET', '/api/templates/cargoitems?query=%00', undefined, true],
    ['GET', '/api/products/%00', undefined, true],
  ] as const)('%s %s', async (method, url, body, auth) => {
    const answer = await send(method, url, body, auth);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.length).toBeGreaterThan(0);
  });

  it('refuses nulls in the cargo list and among the dangerous goods', async () => {
    const payload = order();
    const withNullItem = await send('POST', '/api/shipments', {
      ...payload,
      cargoList: { ...payload.cargoList, items: [null] },
    });
    expect(withNullItem.status).toBe(400);
    const item = payload.cargoList.items[0];
    const withNullHazmat = await send('POST', '/api/shipments', {
      ...payload,
      cargoList: { ...payload.cargoList, items: [{ ...item, dangerousGoods: true, hazmats: [null] }] },
    });
    expect(withNullHazmat.status).toBe(400);
  });

  it('refuses a NUL in a template and numbers beyond their column', async () => {
    const nul = await send('POST', '/api/templates/cargoitems', {
      name: 'a\u0000b',
      colliQty: 1,
      packingCode: 'EP',
    });
    expect(nul.status).toBe(400);
    const huge = await send('POST', '/api/templates/cargoitems', {
      name: 'Palette',
      colliQty: 2147483648,
      packingCode: 'EP',
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors?.map((error) => error.field)).toContain('colliQty');
  });

  it('refuses a package count no shipment has, with every field error at once', async () => {
    const payload = order();
    const item = payload.cargoList.items[0];
    const answer = await send('POST', '/api/shipments', {
      ...payload,
      cargoList: { ...payload.cargoList, items: [{ ...item, colliQty: 3_000_000_000 }] },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((error) => error.field)).toContain('cargoList.items[0].colliQty');
  });

  it('refuses an empty or partial pick-up order', async () => {
    for (const body of [{}, { order: null }, { order: {}, shipment: null }]) {
      const answer = await send('POST', '/api/shipments/1000001/pickUpOrder', body);
      expect([400, 404]).toContain(answer.status);
      expect(answer.status).not.toBe(500);
    }
  });
});

describe('limits per route', () => {
  it('refuses a JSON body over a megabyte with 413 as a problem document', async () => {
    const answer = await send('POST', '/api/templates/cargoitems', { name: 'x'.repeat(1_100_000) });
    expect(answer.status).toBe(413);
  });

  it('limits look-ups by customer number per user', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      statuses.push(
        (await send('GET', `/api/invoiceRecipientAddresses/find/byCustomerId/${100100 + attempt}`)).status,
      );
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
