import { describe, expect, it } from 'vitest';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { orderFileRow, sftpPortalForTests } from './harness/sftp.ts';
import { order } from './shipments-helpers.ts';

/** Every packing code is one of the reference data's, whichever way an order or a template comes in. */

const door = sftpPortalForTests();
const call = (...args: CallArgs) => callAs(door.portal, ...args);

const withItem = (overrides: Record<string, unknown>) => {
  const base = order();
  return order({ cargoList: { items: [{ ...base.cargoList.items[0]!, ...overrides }] } as never });
};

describe('packing codes', () => {
  it('refuses an unknown packing code on the order API, and an unknown hazmat packaging code', async () => {
    const refused = await call('POST', '/api/shipments', 'customer1', withItem({ packingCode: 'XX' }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'cargoList.items[0].packingCode', defaultMessage: 'is not a known packing code' },
    ]);
    const hazmat = {
      unNumber: '1950',
      sequenceNumber: 2,
      hazardClass: '2',
      quantity: 1,
      massUnit: 'kg',
      weight: 20,
    };
    const badHazmat = await call(
      'POST',
      '/api/shipments',
      'customer1',
      withItem({ dangerousGoods: true, hazmats: [{ ...hazmat, packagingCode: 'ZZ9' }] }),
    );
    expect(badHazmat.status).toBe(400);
    expect(badHazmat.body.errors.map((error: { field: string }) => error.field)).toEqual([
      'cargoList.items[0].hazmats[0].packagingCode',
    ]);
    const accepted = await call(
      'POST',
      '/api/shipments',
      'customer1',
      withItem({ packingCode: 'KT', dangerousGoods: true, hazmats: [{ ...hazmat, packagingCode: '4G' }] }),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it('refuses an order file whose packing code is unknown, with the field in the error report', async () => {
    const stamp = Date.now().toString().slice(-6);
    const text = `${[FILE_COLUMNS, orderFileRow(`XX-${stamp}`, { packingCode: 'XX' })].map((cells) => cells.join(';')).join('\r\n')}\r\n`;
    const name = `xx-${stamp}.csv`;
    await door.client.put(Buffer.from(text), `/inbox/${name}`);
    const end = Date.now() + 30_000;
    let report = '';
    while (Date.now() < end && !report) {
      if ((await door.client.exists(`/error/${name}.errors.txt`)) === '-')
        report = String(await door.client.get(`/error/${name}.errors.txt`));
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(report).toContain('packingCode');
    const list = await call('GET', `/api/shipments?query=XX-${stamp}`, 'customer1');
    expect(list.body.page.totalElements).toBe(0);
  });

  it('refuses an unknown packing code on a cargo template, on create and on change', async () => {
    const template = { name: 'Kartonware', packingCode: 'KT', goods: 'Ersatzteile', weight: 12 };
    const created = await call('POST', '/api/templates/cargoitems', 'customer1', template);
    expect(created.status).toBe(201);
    const unknown = await call('POST', '/api/templates/cargoitems', 'customer1', {
      ...template,
      packingCode: 'XX',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'packingCode', defaultMessage: expect.any(String) }]);
    const changed = await call('PUT', new URL(created.body._links.self.href).pathname, 'customer1', {
      ...template,
      packingCode: 'XX',
    });
    expect(changed.status).toBe(400);
    const withoutCode = await call('POST', '/api/templates/cargoitems', 'customer1', {
      ...template,
      name: 'Ohne Code',
      packingCode: null,
    });
    expect(withoutCode.status).toBe(201);
  });
});
