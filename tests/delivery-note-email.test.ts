import type SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { openSftpAccount, orderFileRow } from './harness/sftp.ts';
import { order } from './shipments-helpers.ts';

/**
 * Delivery note 102 (notice by e-mail) takes the consignee's e-mail address whole, is left out for a
 * consignee without one, and a refused order draws no shipment number.
 */

const LONG_EMAIL = 'disposition.wareneingang@feinkost-lebensmittel.de';

let portal: TestPortal;
let client: SftpClient;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_POLL_MS: '300' });
  client = await openSftpAccount(portal, { SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES: true });
});
afterAll(async () => {
  await client?.end();
  await portal?.stop();
});

const withConsigneeEmail = (email: string | undefined, deliveryNotes: unknown[]) =>
  order({ consignee: { ...order().consignee, ...(email ? { email } : {}) }, deliveryNotes } as never);

async function fromFile(orderNumber: string, overrides: Record<string, string>) {
  const text = `${[FILE_COLUMNS, orderFileRow(orderNumber, overrides)].map((cells) => cells.join(';')).join('\r\n')}\r\n`;
  await client.put(Buffer.from(text), `/inbox/${orderNumber}.csv`);
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const list = await call('GET', `/api/shipments?query=${orderNumber}`, 'customer1');
    const found = list.body._embedded?.shipments?.find(
      (shipment: { orderNumber?: string }) => shipment.orderNumber === orderNumber,
    );
    if (found) return found;
    if ((await client.exists(`/error/${orderNumber}.csv.errors.txt`)) === '-')
      throw new Error(String(await client.get(`/error/${orderNumber}.csv.errors.txt`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`order file ${orderNumber} not taken in`);
}

describe('delivery note 102', () => {
  it('keeps an e-mail address longer than 35 characters whole, on the API', async () => {
    const created = await call(
      'POST',
      '/api/shipments',
      'customer1',
      withConsigneeEmail(LONG_EMAIL, [{ identifier: '102', attachmentValue: LONG_EMAIL }]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.deliveryNotes).toMatchObject([{ identifier: '102', attachmentValue: LONG_EMAIL }]);
    // A text the user types stays at 35 characters.
    const typed = await call(
      'POST',
      '/api/shipments',
      'customer1',
      order({ deliveryNotes: [{ identifier: '190', attachmentValue: 'x'.repeat(36) }] }),
    );
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual([
      { field: 'deliveryNotes[0].attachmentValue', defaultMessage: expect.any(String) },
    ]);
  });

  it('adds 102 to an order file with the whole address, and leaves it out for a consignee without one', async () => {
    const stamp = Date.now().toString().slice(-6);
    const withEmail = await fromFile(`MAIL-${stamp}`, { consigneeEmail: LONG_EMAIL });
    expect(withEmail.deliveryNotes).toContainEqual(
      expect.objectContaining({ identifier: '102', attachmentValue: LONG_EMAIL }),
    );
    const withoutEmail = await fromFile(`NOMAIL-${stamp}`, {});
    expect(withoutEmail.deliveryNotes.map((note: { identifier: string }) => note.identifier)).not.toContain(
      '102',
    );
  });

  it('draws a shipment number only for an order that is saved', async () => {
    const first = await call('POST', '/api/shipments', 'customer1', order());
    expect(first.status).toBe(201);
    const refused = await call(
      'POST',
      '/api/shipments',
      'customer1',
      withConsigneeEmail(undefined, [{ identifier: '102' }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'deliveryNotes[0].attachmentValue', defaultMessage: expect.any(String) },
    ]);
    const next = await call('POST', '/api/shipments', 'customer1', order());
    expect(Number(next.body.shipmentNumber)).toBe(Number(first.body.shipmentNumber) + 1);
  });
});
