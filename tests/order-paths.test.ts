import type SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_COLUMNS, ordersOf, parseCsv, rowsOf } from '../services/sftp/order-files.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { openSftpAccount, orderFileRow } from './harness/sftp.ts';

/**
 * One order, three ways in: typed into the API, commissioned by a batch, and sent as an order file.
 * The order commands have one home, so the three shipments must come out the same.
 */

let portal: TestPortal;
let client: SftpClient;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_POLL_MS: '300' });
  client = await openSftpAccount(portal, { SFTP_AUTO_COMMISSIONING: true });
});
afterAll(async () => {
  await client?.end();
  await portal?.stop();
});

async function until<T>(probe: () => Promise<T | undefined>, what: string, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The order as a file line; the API gets the payload the file reader makes of the same line. */
function orderFile(orderNumber: string, overrides: Record<string, string | number> = {}) {
  const text = `${[FILE_COLUMNS, orderFileRow(orderNumber, { colliQty: 3, weight: 615, ...overrides })].map((cells) => cells.join(';')).join('\r\n')}\r\n`;
  const { rows, errors } = rowsOf(parseCsv(text));
  const grouped = ordersOf(rows);
  expect([...errors, ...grouped.errors]).toEqual([]);
  const payload = grouped.orders[0]?.payload;
  if (!payload) throw new Error('the file line made no order');
  return { text, payload };
}

/** What must be equal whichever way the order came in: all but number, version, times and links. */
function comparable(shipment: Record<string, unknown>) {
  const {
    shipmentNumber: _number,
    orderNumber: _orderNumber,
    version: _version,
    lastModifiedBy: _by,
    lastModifiedAt: _at,
    commissionedOn: _on,
    _links,
    ...rest
  } = shipment;
  return rest;
}

const byOrderNumber = async (orderNumber: string) => {
  const list = await call('GET', `/api/shipments?query=${orderNumber}`, 'customer1');
  return list.body._embedded?.shipments?.find(
    (shipment: { orderNumber?: string }) => shipment.orderNumber === orderNumber,
  );
};

describe('one order through the API, a batch and an order file', () => {
  it('comes out as the same commissioned shipment', async () => {
    const stamp = Date.now().toString().slice(-6);

    const typed = orderFile(`API-${stamp}`);
    const created = await call('POST', '/api/shipments', 'customer1', typed.payload);
    expect(created.status).toBe(201);
    const viaApi = await call(
      'PUT',
      `/api/shipments/${created.body.shipmentNumber}/commission`,
      'customer1',
      typed.payload,
    );
    expect(viaApi.status).toBe(200);

    const batched = orderFile(`BATCH-${stamp}`);
    const draft = await call('POST', '/api/shipments', 'customer1', batched.payload);
    expect(draft.status).toBe(201);
    const batch = await call('POST', '/api/shipments/batch/commission', 'customer1', {
      shipmentNumbers: [String(draft.body.shipmentNumber)],
    });
    expect(batch.status).toBe(202);
    await until(async () => {
      const progress = await call('GET', new URL(batch.body._links.self.href).pathname, 'customer1');
      return progress.body.state === 'completed' ? true : undefined;
    }, 'the batch');
    // A batch does not wait for the read models: the list shows the commissioning a moment later.
    const viaBatch = await until(async () => {
      const shipment = await call('GET', `/api/shipments/${draft.body.shipmentNumber}`, 'customer1');
      return shipment.body.state === 'FINALIZED' ? shipment : undefined;
    }, 'the batch in the list');

    const filed = orderFile(`FILE-${stamp}`);
    await client.put(Buffer.from(filed.text), `/inbox/orders-${stamp}.csv`);
    const fromFile = await until(async () => {
      const found = await byOrderNumber(`FILE-${stamp}`);
      return found?.state === 'FINALIZED' ? found : undefined;
    }, 'the order file');
    const viaFile = await call('GET', `/api/shipments/${fromFile.shipmentNumber}`, 'customer1');

    expect(viaApi.body.state).toBe('FINALIZED');
    expect(comparable(viaBatch.body)).toEqual(comparable(viaApi.body));
    // The order file is recorded by the import, not by the signed-in user; everything else is alike.
    expect(comparable(viaFile.body)).toEqual(comparable(viaApi.body));
  });

  it('is refused for the same field whichever way it comes in', async () => {
    const stamp = Date.now().toString().slice(-6);
    const wrong = orderFile(`BAD-${stamp}`, { consigneeZipCode: '1' });
    const refused = await call('POST', '/api/shipments', 'customer1', wrong.payload);
    expect(refused.status).toBe(400);
    const fields = refused.body.errors.map((error: { field: string }) => error.field);
    expect(fields).toContain('consignee.zipCode');

    const name = `bad-${stamp}.csv`;
    await client.put(Buffer.from(wrong.text), `/inbox/${name}`);
    const report = await until(async () => {
      if ((await client.exists(`/error/${name}.errors.txt`)) !== '-') return undefined;
      // The report may exist a moment before its text is written.
      const text = String(await client.get(`/error/${name}.errors.txt`));
      return text.length > 0 ? text : undefined;
    }, 'the error report');
    expect(report).toContain('consigneeZipCode');
    expect(await byOrderNumber(`BAD-${stamp}`)).toBeUndefined();
    // Operators see the refusal in the metrics, as they do the mails and the queues.
    const metrics = await (await fetch(`${portal.url}/metrics`)).text();
    expect(metrics).toMatch(/^sftp_files_refused_24h [1-9]/m);
    expect(metrics).toMatch(/^queue_jobs\{queue="mail",state="completed"\} \d+/m);
    expect(metrics).toMatch(/^# TYPE mails gauge$/m);
    expect(metrics).toMatch(/^mail_failed_attempts \d+$/m);
    expect(metrics).toMatch(/^projection_lag_events\{name="shipment_list",kind="projection"\} \d+/m);
  });
});
