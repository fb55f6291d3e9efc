import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { type CallArgs, callAs, pathOf } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const pallet = {
  name: 'Europalette Ersatzteile',
  packingCode: 'FP',
  goods: 'Ersatzteile',
  weight: 450,
  length: 120,
  width: 80,
  height: 100,
};

describe('cargo item templates', () => {
  it('keeps templates per customer with one default, sorted default first on request', async () => {
    const first = await call('POST', '/api/templates/cargoitems', 'customer1', {
      ...pallet,
      isDefault: true,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ownerCustomerId: '100001', colliQty: 1, isDefault: true });
    const second = await call('POST', '/api/templates/cargoitems', 'customer1', {
      ...pallet,
      name: 'Gitterbox Schrauben',
      packingCode: 'GP',
      isDefault: true,
    });
    const defaults = await call('GET', '/api/templates/cargoitems?sort=isDefault,desc&size=1', 'customer1');
    expect(defaults.body._embedded.cargoitems.map((template: { id: string }) => template.id)).toEqual([
      second.body.id,
    ]);
    expect((await call('GET', pathOf(first.body), 'customer1')).body.isDefault).toBe(false);
    const search = await call('GET', '/api/templates/cargoitems?query=Schrauben', 'customer1');
    expect(search.body.page.totalElements).toBe(1);
  });

  it("hides and protects one customer's templates from another", async () => {
    const created = await call('POST', '/api/templates/cargoitems', 'customer1', pallet);
    const path = pathOf(created.body);
    expect((await call('GET', '/api/templates/cargoitems', 'customer2')).body.page.totalElements).toBe(0);
    expect((await call('GET', path, 'customer2')).status).toBe(404);
    expect((await call('PUT', path, 'customer2', pallet)).status).toBe(404);
    expect((await call('DELETE', path, 'customer2')).status).toBe(404);
    expect((await call('PUT', path, 'customer1', { ...pallet, weight: 500 })).body.weight).toBe(500);
    expect((await call('DELETE', path, 'customer1')).status).toBe(204);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ goods: 'G'.repeat(31) }, 'goods'],
    [{ marking: 'M'.repeat(18) }, 'marking'],
    [{ weight: 100000 }, 'weight'],
    [{ length: 1000 }, 'length'],
  ])('refuses %j', async (change, field) => {
    const { status, body } = await call('POST', '/api/templates/cargoitems', 'customer1', {
      ...pallet,
      ...change,
    });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field)).toContain(field);
  });
});

describe('personal settings', () => {
  it('saves and answers settings per user; an unset one is a 404', async () => {
    expect((await call('GET', '/api/settings/PRINTER_TYPE', 'customer1')).status).toBe(404);
    const saved = await call('PUT', '/api/settings/PRINTER_TYPE', 'customer1', {
      name: 'PRINTER_TYPE',
      value: 'ZEBRA',
    });
    expect(saved.body).toEqual({ name: 'PRINTER_TYPE', value: 'ZEBRA' });
    await call('PUT', '/api/settings/SHIPPING_TIME_FROM_FR', 'customer1', { value: '07:30' });
    await call('PUT', '/api/settings/INCOTERMS_INTERNATIONAL', 'customer1', { value: '11' });
    expect((await call('GET', '/api/settings', 'customer1')).body).toEqual([
      { name: 'INCOTERMS_INTERNATIONAL', value: '11' },
      { name: 'PRINTER_TYPE', value: 'ZEBRA' },
      { name: 'SHIPPING_TIME_FROM_FR', value: '07:30' },
    ]);
    expect((await call('GET', '/api/settings', 'customer2')).body).toEqual([]);
  });

  it.each([
    ['PRINTER_TYPE', 'INKJET'],
    ['SHIPPING_TIME_FROM', '25:00'],
    ['SHIPPING_DATE_OFFSET', 3],
    ['INCOTERMS_NATIONAL', '11'],
    ['CURRENCY_DEFAULT', 'XYZ'],
    ['ANNOUNCEMENT_MAIL_ADDRESS', 'a@example.com, b@example.com'],
    ['ANNOUNCEMENT_SEND_MAIL', 'MAYBE'],
  ])('refuses %s = %j', async (name, value) => {
    const { status, body } = await call('PUT', `/api/settings/${name}`, 'customer1', { value });
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe('value');
  });

  it('keeps the delivery-notes table; a default needs an active code, texts only where the code takes one', async () => {
    const rows = [
      { identifier: '190', active: true, default: true, attachmentValue: 'Rampe 3' },
      { identifier: '103', active: false, default: false, attachmentValue: null },
    ];
    const saved = await call('PUT', '/api/settings/NOTIFICATION_CODES', 'customer1', {
      name: 'NOTIFICATION_CODES',
      value: rows,
    });
    expect(saved.body).toEqual({ name: 'NOTIFICATION_CODES', value: rows });
    expect((await call('GET', '/api/settings/NOTIFICATION_CODES', 'customer1')).body.value).toEqual(rows);

    const refused = async (row: object) => {
      const { status, body } = await call('PUT', '/api/settings/NOTIFICATION_CODES', 'customer1', {
        value: [{ identifier: '190', active: true, default: false, attachmentValue: null, ...row }],
      });
      expect(status).toBe(400);
      return body.errors.map((error: { field: string }) => error.field);
    };
    expect(await refused({ active: false, default: true })).toEqual(['value[0].default']);
    expect(await refused({ attachmentValue: 'x'.repeat(36) })).toEqual(['value[0].attachmentValue']);
    // 102 takes its text from the consignee's e-mail; 103 has no attachment at all.
    expect(await refused({ identifier: '102', attachmentValue: 'a@example.com' })).toEqual([
      'value[0].attachmentValue',
    ]);
    expect(await refused({ identifier: '103', attachmentValue: 'Text' })).toEqual([
      'value[0].attachmentValue',
    ]);
    expect(await refused({ identifier: '999' })).toEqual(['value[0].identifier']);
    expect((await call('GET', '/api/settings/NOTIFICATION_CODES', 'customer1')).body.value).toEqual(rows);
  });

  it('names the broken rule of an invalid value in the request language', async () => {
    const { body } = await call('PUT', '/api/settings/BELOG_MAIL_ADDRESS', 'customer1', {
      value: 'not-an-address',
    });
    expect(body.errors).toEqual([{ field: 'value', defaultMessage: 'is not a valid email address' }]);
  });

  it('takes as default currency only EUR or the currency of the branch', async () => {
    // customer1 works for the Hamburg branch (EUR), customer2 for Prague (CZK).
    const put = (username: string, value: string) =>
      call('PUT', '/api/settings/CURRENCY_DEFAULT', username, { value });
    expect((await put('customer2', 'CZK')).status).toBe(200);
    expect((await put('customer2', 'EUR')).status).toBe(200);
    expect((await put('customer1', 'EUR')).status).toBe(200);
    expect((await put('customer1', '')).status).toBe(200);

    const refused = await portal.app.inject({
      method: 'PUT',
      url: '/api/settings/CURRENCY_DEFAULT',
      headers: { ...(await authHeader(portal, 'customer1')), 'accept-language': 'de' },
      payload: { value: 'CZK' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({
      status: 400,
      errors: [{ field: 'value', defaultMessage: 'muss EUR oder die Währung Ihrer Niederlassung sein' }],
    });
    expect((await call('GET', '/api/settings/CURRENCY_DEFAULT', 'customer1')).body.value).toBe('');
  });

  it('refuses an unknown setting name', async () => {
    expect((await call('PUT', '/api/settings/FAVOURITE_COLOUR', 'customer1', { value: 'blue' })).status).toBe(
      400,
    );
  });
});
