import ExcelJS from 'exceljs';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { shippingDates } from './shipments-helpers.ts';

let portal: TestPortal;
let client: SftpClient;

const call = (...args: CallArgs) => callAs(portal, ...args);

async function setting(customerId: string, name: string, value: unknown) {
  const response = await call('PUT', `/api/admin/customers/${customerId}/settings/${name}`, 'admin', {
    name,
    value,
  });
  expect(response.status).toBe(200);
  return response.body.value;
}

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_POLL_MS: '300' });
  await setting('100001', 'SFTP_ENABLED', true);
  const password: string = await setting('100001', 'SFTP_PASSWORD', null);
  client = new SftpClient();
  await client.connect({ host: '127.0.0.1', port: portal.sftpPort, username: '100001', password });
});
afterAll(async () => {
  await client?.end();
  await portal?.stop();
});

/** One file row: an order of customer 100001 from Hamburg to Munich with one cargo item. */
function row(
  orderNumber: string,
  item: Record<string, string | number> = {},
  order: Record<string, string> = {},
) {
  const { shippingDate, deliveryDate } = shippingDates();
  const values: Record<string, string | number> = {
    orderNumber,
    shippingDate,
    deliveryDate,
    product: 'P01',
    shippingTerms: '04',
    senderName: 'Müller Maschinenbau GmbH',
    senderStreet: 'Billwerder Neuer Deich 72',
    senderZipCode: '20539',
    senderCity: 'Hamburg',
    senderCountry: 'DE',
    consigneeName: 'Schmidt Werkzeugbau GmbH',
    consigneeStreet: 'Landsberger Straße 110',
    consigneeZipCode: '80339',
    consigneeCity: 'München',
    consigneeCountry: 'DE',
    colliQty: 2,
    packingCode: 'EP',
    goods: 'Maschinenteile',
    weight: 480,
    length: 120,
    width: 80,
    height: 100,
    ...order,
    ...item,
  };
  return FILE_COLUMNS.map((column) => values[column] ?? '');
}

const csv = (rows: (string | number)[][]) =>
  Buffer.from(`${[FILE_COLUMNS, ...rows].map((cells) => cells.join(';')).join('\r\n')}\r\n`);

async function xlsx(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow([...FILE_COLUMNS]);
  for (const cells of rows) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function shipments(): Promise<
  { orderNumber: string; state: string; cargoList: { items: unknown[] } }[]
> {
  const response = await call('GET', '/api/shipments?size=100', 'customer1');
  expect(response.status).toBe(200);
  return response.body._embedded?.shipments ?? [];
}

async function until(check: () => Promise<boolean>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const upload = (data: Buffer, name: string) => client.put(data, `/inbox/${name}`);
const landed = (folder: string, name: string) =>
  until(async () => (await client.exists(`/${folder}/${name}`)) === '-', `${name} in ${folder}/`);

describe('SFTP processing switch', () => {
  it('is stopped on a fresh install and only administrators read or switch it', async () => {
    const status = await call('GET', '/api/admin/services/sftp/status', 'admin');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ enabled: false, changedAt: null, changedBy: null });
    expect((await call('GET', '/api/admin/services/sftp/status', 'centraladmin')).status).toBe(403);
    expect(
      (await call('PUT', '/api/admin/services/sftp/status', 'customer1', { enabled: true })).status,
    ).toBe(403);
    const wrong = await call('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('enabled');
  });
});

describe('SFTP order ingestion', () => {
  it('saves the orders of CSV and XLSX files once the switch is on and moves the files to processed/', async () => {
    await upload(
      csv([row('SFTP-1'), row('SFTP-1', { goods: 'Kisten', weight: 20, colliQty: 1 }), row('SFTP-2')]),
      'orders.csv',
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    // Stopped: the file waits in the inbox.
    expect(await client.exists('/inbox/orders.csv')).toBe('-');

    const started = await call('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: true });
    expect(started.body).toMatchObject({ enabled: true, changedBy: 'admin' });
    expect((await call('GET', '/api/admin/services/sftp/status', 'admin')).body.enabled).toBe(true);
    expect((await portal.runtime.eventStore.readStream('service-sftp')).map((event) => event.type)).toEqual([
      'SftpIngestionStarted',
    ]);

    await landed('processed', 'orders.csv');
    const saved = await shipments();
    const first = saved.find((shipment) => shipment.orderNumber === 'SFTP-1');
    expect(first).toMatchObject({ state: 'DRAFT' });
    expect(first?.cargoList.items).toHaveLength(2);
    expect(saved.filter((shipment) => shipment.orderNumber === 'SFTP-2')).toHaveLength(1);

    await setting('100001', 'SFTP_AUTO_COMMISSIONING', true);
    await upload(await xlsx([row('SFTP-X1')]), 'orders.xlsx');
    await landed('processed', 'orders.xlsx');
    const fromXlsx = (await shipments()).filter((shipment) => shipment.orderNumber === 'SFTP-X1');
    expect(fromXlsx).toHaveLength(1);
    expect(fromXlsx[0]?.state).toBe('FINALIZED');
    await setting('100001', 'SFTP_AUTO_COMMISSIONING', false);
  });

  it('refuses a file with an invalid order as a whole, with a report naming row and column', async () => {
    const before = (await shipments()).length;
    await upload(
      csv([
        row('SFTP-OK'),
        row('SFTP-BAD', {}, { consigneeZipCode: '' }),
        row('SFTP-BAD', { weight: 'heavy' }, { consigneeZipCode: '' }),
      ]),
      'broken.csv',
    );
    await landed('error', 'broken.csv');
    const report = String(await client.get('/error/broken.csv.errors.txt'));
    expect(report).toContain('no order of this file was saved');
    expect(report).toMatch(/row 3, consigneeZipCode: /);
    expect(report).toMatch(/row 4, weight: /);
    expect(report).not.toMatch(/row 4, weight: must not be empty/);
    expect(report).not.toMatch(/row 2,/);
    const after = await shipments();
    expect(after).toHaveLength(before);
    expect(after.some((shipment) => shipment.orderNumber === 'SFTP-OK')).toBe(false);
  });

  it('does not import the same content twice', async () => {
    const before = (await shipments()).length;
    await upload(
      csv([row('SFTP-1'), row('SFTP-1', { goods: 'Kisten', weight: 20, colliQty: 1 }), row('SFTP-2')]),
      'again.csv',
    );
    await landed('error', 'again.csv');
    expect(String(await client.get('/error/again.csv.errors.txt'))).toContain('imported already');
    expect(await shipments()).toHaveLength(before);
  });

  it('adds the default delivery notes with SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES', async () => {
    await setting('100001', 'SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES', true);
    await upload(
      csv([row('SFTP-NOTES', {}, { consigneeEmail: 'wareneingang@schmidt.example' })]),
      'notes.csv',
    );
    await landed('processed', 'notes.csv');
    await setting('100001', 'SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES', false);
    const [saved] = (await shipments()).filter((shipment) => shipment.orderNumber === 'SFTP-NOTES');
    expect((saved as unknown as { deliveryNotes: unknown[] }).deliveryNotes).toEqual([
      expect.objectContaining({ identifier: '102', attachmentValue: 'wareneingang@schmidt.example' }),
    ]);
    const plain = (await shipments()).find((shipment) => shipment.orderNumber === 'SFTP-2');
    expect((plain as unknown as { deliveryNotes: unknown[] }).deliveryNotes).toEqual([]);
  });

  it('leaves new files in the inbox once the switch is off', async () => {
    const stopped = await call('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: false });
    expect(stopped.body).toMatchObject({ enabled: false, changedBy: 'admin' });
    const before = (await shipments()).length;
    await upload(csv([row('SFTP-LATE')]), 'late.csv');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await client.exists('/inbox/late.csv')).toBe('-');
    expect(await shipments()).toHaveLength(before);
  });
});
