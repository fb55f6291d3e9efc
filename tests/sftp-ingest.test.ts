import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_COLUMNS } from '../services/sftp/order-files.ts';
import type { SftpTables } from '../services/sftp/tables.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { hugeCsv, wideXlsx, zipBombXlsx } from './harness/hostile-files.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { customerSetting, openSftpAccount, orderFileRow } from './harness/sftp.ts';
import { order } from './shipments-helpers.ts';

let portal: TestPortal;
let client: SftpClient;
const MAX_FILE_BYTES = 48 * 1024 * 1024;

const call = (...args: CallArgs) => callAs(portal, ...args);

/** Sets a customer's setting through the administration API. */
const setting = (customerId: string, name: string, value: unknown) =>
  customerSetting(portal, customerId, name, value);

beforeAll(async () => {
  // Uploads up to 48 MB, so that a CSV of tens of megabytes reaches the ingestion's own bounds.
  portal = await startTestPortal({
    SFTP_POLL_MS: '300',
    SFTP_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
    SFTP_STALE_UPLOAD_MS: '4000',
  });
  client = await openSftpAccount(portal, {}, { startIngestion: false });
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
  return orderFileRow(orderNumber, { ...order, ...item });
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
  { orderNumber: string; state: string; sender: { customerId?: string }; cargoList: { items: unknown[] } }[]
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
    // The file names no sender customer number: the list shows the ordering customer's.
    expect(first).toMatchObject({ state: 'DRAFT', sender: { customerId: '100001' } });
    expect(first?.cargoList.items).toHaveLength(2);
    expect(saved.filter((shipment) => shipment.orderNumber === 'SFTP-2')).toHaveLength(1);

    await setting('100001', 'SFTP_AUTO_COMMISSIONING', true);
    await upload(await xlsx([row('SFTP-X1')]), 'orders.xlsx');
    await landed('processed', 'orders.xlsx');
    const fromXlsx = (await shipments()).filter((shipment) => shipment.orderNumber === 'SFTP-X1');
    expect(fromXlsx).toHaveLength(1);
    expect(fromXlsx[0]).toMatchObject({ state: 'FINALIZED', sender: { customerId: '100001' } });
    await setting('100001', 'SFTP_AUTO_COMMISSIONING', false);
  });

  it("lists the ordering customer's number for a sender that names none, from the API as from the files", async () => {
    const { sender, ...rest } = order({ orderNumber: 'API-NO-NUMBER' });
    const { customerId: _none, ...anonymous } = sender;
    const posted = await call('POST', '/api/shipments', 'customer1', { ...rest, sender: anonymous });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const listed = await shipments();
    const numbers = (orderNumber: string) =>
      listed
        .filter((shipment) => shipment.orderNumber === orderNumber)
        .map((shipment) => shipment.sender.customerId);
    expect(numbers('API-NO-NUMBER')).toEqual(['100001']);
    expect(numbers('SFTP-2')).toEqual(['100001']);
    expect(numbers('SFTP-X1')).toEqual(['100001']);
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
    expect(report).toMatch(/row 4, weight: weight of goods item 2 "heavy": /);
    expect(report).not.toMatch(/row 4, weight: .*must not be empty/);
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
    const report = String(await client.get('/error/again.csv.errors.txt'));
    expect(report).toContain('not imported, because the same file was already imported');
    expect(report).not.toMatch(/correct the rows/i);
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

  it('reads CSV files in Windows-1252 (Excel on a German Windows) and UTF-16, and refuses other bytes saying why', async () => {
    const text = (rows: (string | number)[][]) => csv(rows).toString('utf8');
    // "CSV (semicolon-separated)" of a German Excel: Müller, München, Straße in single bytes.
    await upload(Buffer.from(text([row('SFTP-1252')]), 'latin1'), 'excel-1252.csv');
    await upload(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text([row('SFTP-UTF16')]), 'utf16le')]),
      'unicode.csv',
    );
    await landed('processed', 'excel-1252.csv');
    await landed('processed', 'unicode.csv');
    for (const orderNumber of ['SFTP-1252', 'SFTP-UTF16']) {
      const saved = (await shipments()).filter((shipment) => shipment.orderNumber === orderNumber);
      expect(saved, orderNumber).toHaveLength(1);
      const stored = JSON.stringify(saved[0]);
      expect(stored).toContain('Müller Maschinenbau GmbH');
      expect(stored).toContain('München');
      expect(stored).toContain('Landsberger Straße 110');
      expect(stored).not.toContain('\uFFFD');
    }

    // 0x81 is a character neither in UTF-8 (alone) nor in Windows-1252.
    const broken = Buffer.from(text([row('SFTP-BYTES')]), 'latin1');
    broken[broken.indexOf(0xfc)] = 0x81;
    await upload(broken, 'bytes.csv');
    await landed('error', 'bytes.csv');
    const report = String(await client.get('/error/bytes.csv.errors.txt'));
    expect(report).toMatch(
      /file: the file could not be read: the file is neither UTF-8 nor Windows-1252: byte 0x81/,
    );
    expect((await shipments()).some((shipment) => shipment.orderNumber === 'SFTP-BYTES')).toBe(false);

    // A refused file that was read names the encoding it was read in.
    await upload(Buffer.from(text([row('SFTP-1252-BAD', { weight: 'schwer' })]), 'latin1'), 'bad-1252.csv');
    await landed('error', 'bad-1252.csv');
    const named = String(await client.get('/error/bad-1252.csv.errors.txt'));
    expect(named).toContain('The file was read as Windows-1252.');
    expect(named).toMatch(/row 2, weight: /);
  });

  it('waits for a dot-file or a .part upload, and reports one that never changes again', async () => {
    await upload(csv([row('SFTP-DOT')]), '.hidden-orders.csv');
    await upload(csv([row('SFTP-PART')]), 'big.csv.part');
    // An upload in progress is not read: after a few runs both are still in the inbox.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await client.exists('/inbox/.hidden-orders.csv')).toBe('-');
    expect(await client.exists('/inbox/big.csv.part')).toBe('-');
    // Unchanged beyond SFTP_STALE_UPLOAD_MS: moved to error/ (without the leading dot) with a report.
    await landed('error', 'hidden-orders.csv');
    await landed('error', 'big.csv.part');
    const report = String(await client.get('/error/hidden-orders.csv.errors.txt'));
    expect(report).toContain('.hidden-orders.csv: not imported');
    expect(report).toMatch(/marks an upload in progress .* has not changed/);
    const saved = await shipments();
    expect(saved.some((shipment) => ['SFTP-DOT', 'SFTP-PART'].includes(shipment.orderNumber))).toBe(false);
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

describe('hostile and malformed order files', () => {
  const report = async (name: string) => String(await client.get(`/error/${name}.errors.txt`));
  /** Waits until the file is in error/ (and no longer in the inbox) and answers its report. */
  const refused = async (name: string) => {
    await landed('error', name);
    expect(await client.exists(`/inbox/${name}`)).toBe(false);
    return report(name);
  };

  beforeAll(async () => {
    expect((await call('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: true })).status).toBe(
      200,
    );
  });

  it('moves a workbook of 3,000 rows with values in columns A and XFD to error/, and the portal keeps running', async () => {
    const wide = wideXlsx(3000, [...FILE_COLUMNS]);
    expect(wide.length).toBeLessThan(64 * 1024);
    await upload(wide, 'wide.xlsx');
    expect(await refused('wide.xlsx')).toMatch(
      /file: row 2 has a value in column XFD; a file may use at most 100 columns/,
    );
    expect((await call('GET', '/api/shipments?size=1', 'customer1')).status).toBe(200);
  });

  it('moves a CSV of tens of megabytes to error/ at the row limit', async () => {
    const base = row('HUGE-1').join(';');
    const huge = hugeCsv(30, FILE_COLUMNS.join(';'), (index) => base.replace('HUGE-1', `HUGE-${index}`));
    expect(huge.length).toBeGreaterThan(30 * 1024 * 1024);
    await upload(huge, 'huge.csv');
    expect(await refused('huge.csv')).toMatch(/file: the file has more than 10,000 rows below the header/);
    expect((await shipments()).some((shipment) => shipment.orderNumber.startsWith('HUGE-'))).toBe(false);
  });

  it('moves a zip bomb to error/ without unpacking it', async () => {
    await upload(zipBombXlsx(300), 'bomb.xlsx');
    expect(await refused('bomb.xlsx')).toMatch(/file: the workbook unpacks to more than 64 MB/);
    await upload(zipBombXlsx(300, 50_000), 'lying-bomb.xlsx');
    expect(await refused('lying-bomb.xlsx')).toMatch(/file: .*(directory says|more than 10,000 rows)/);
  });

  it('moves malformed files to error/ with a report saying they could not be read', async () => {
    const workbook = await xlsx([row('CUT-1')]);
    await upload(workbook.subarray(0, workbook.length - 100), 'cut.xlsx');
    await upload(Buffer.from(Array.from({ length: 5000 }, (_, index) => (index * 7919) % 251)), 'noise.xlsx');
    await upload(Buffer.from('orderNumber;goods\n"A-1;never closed\n'.repeat(3)), 'quotes.csv');
    expect(await refused('cut.xlsx')).toMatch(/file: the file could not be read: .*zip/);
    expect(await refused('noise.xlsx')).toMatch(/file: the file could not be read: not an .xlsx workbook/);
    expect(await refused('quotes.csv')).toMatch(
      /file: the file could not be read: the quoted value that starts in row 4 is not closed/,
    );
  });

  it('moves a file larger than SFTP_MAX_FILE_BYTES found in the inbox to error/ without reading it', async () => {
    // Put there past the server (by an older installation, say): a sparse file of 49 MB.
    const inbox = path.join(portal.runtime.config.DATA_DIR, 'sftp', '100001', 'inbox');
    const file = await open(path.join(inbox, 'giant.csv'), 'w');
    await file.truncate(MAX_FILE_BYTES + 1024 * 1024);
    await file.close();
    expect(await refused('giant.csv')).toMatch(
      /file: the file has 49 MB; an order file may have at most 48 MB/,
    );
  });

  it('moves a file whose runs kept failing to error/ instead of trying it forever', async () => {
    const content = csv([row('STUCK-1')]);
    const hash = createHash('sha256').update(content).digest('hex');
    // Three runs that ended without a result (the process died, the database went away, ...).
    await portal.runtime.db
      .withTables<SftpTables>()
      .insertInto('sftp_file_attempts')
      .values({
        customer_id: '100001',
        content_hash: hash,
        file_name: 'stuck.csv',
        attempts: 3,
        last_error: 'connection lost',
      })
      .execute();
    await upload(content, 'stuck.csv');
    expect(await refused('stuck.csv')).toMatch(
      /file: the file could not be processed in 3 attempts \(last: connection lost\)/,
    );
    expect((await shipments()).some((shipment) => shipment.orderNumber === 'STUCK-1')).toBe(false);
    const left = await portal.runtime.db
      .withTables<SftpTables>()
      .selectFrom('sftp_file_attempts')
      .selectAll()
      .where('content_hash', '=', hash)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('an order file whose reading runs out of time', () => {
  let slow: TestPortal;
  let slowClient: SftpClient;

  beforeAll(async () => {
    // A worker that never has time enough: every file times out.
    slow = await startTestPortal({ SFTP_POLL_MS: '300', FILE_PARSE_TIMEOUT_MS: '1' });
    const as = (...args: CallArgs) => callAs(slow, ...args);
    for (const [name, value] of [
      ['SFTP_ENABLED', true],
      ['SFTP_REPORT_LANGUAGE', 'en'],
    ] as const)
      await as('PUT', `/api/admin/customers/100001/settings/${name}`, 'admin', { name, value });
    const password = (
      await as('PUT', '/api/admin/customers/100001/settings/SFTP_PASSWORD', 'admin', {
        name: 'SFTP_PASSWORD',
        value: null,
      })
    ).body.value;
    slowClient = new SftpClient();
    await slowClient.connect({ host: '127.0.0.1', port: slow.sftpPort, username: '100001', password });
    await as('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: true });
  });
  afterAll(async () => {
    await slowClient?.end();
    await slow?.stop();
  });

  it('goes to error/ with a report, and is not tried again', async () => {
    await slowClient.put(csv([row('SLOW-1')]), '/inbox/slow.csv');
    await until(async () => (await slowClient.exists('/error/slow.csv')) === '-', 'slow.csv in error/');
    expect(String(await slowClient.get('/error/slow.csv.errors.txt'))).toMatch(
      /file: the file could not be read within 1 ms/,
    );
    expect(await slowClient.exists('/inbox/slow.csv')).toBe(false);
  });
});
