import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import ExcelJS from 'exceljs';
import ssh2, { type ParsedKey, type PublicKeyAuthMethod } from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { FILE_COLUMNS } from '../../services/sftp/order-files.ts';
import { shippingDates } from '../shipments-helpers.ts';
import { callAs } from './calls.ts';
import { startTestPortal, type TestPortal } from './portal.ts';

/**
 * A connected TCP socket for an SFTP client (`sock` of its connect options) without Nagle's delay:
 * SFTP waits for each reply, and delayed acknowledgements would make large uploads crawl.
 */
export async function sftpSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host, noDelay: true });
  await once(socket, 'connect');
  return socket;
}

const IFTMIN_EXAMPLE = readFileSync(new URL('../fixtures/iftmin-order.edi', import.meta.url), 'utf8');

/**
 * The IFTMIN example of docs/sftp-orders.md with its dates moved to the next workdays, `edit`ed;
 * with `reference`, under that interchange control reference instead of the example's.
 */
export function iftminInterchange(
  edit: (text: string) => string = (text) => text,
  reference?: string,
): Buffer {
  const { shippingDate, deliveryDate } = shippingDates();
  const compact = (date: string) => date.replaceAll('-', '');
  const dated = IFTMIN_EXAMPLE.replace(
    'DTM+200:20261124:102',
    `DTM+200:${compact(shippingDate)}:102`,
  ).replace('DTM+2:20261125:102', `DTM+2:${compact(deliveryDate)}:102`);
  return Buffer.from(edit(reference ? dated.replaceAll('IC26112301', reference) : dated));
}

/**
 * One order-file line as the cells of FILE_COLUMNS: an order of customer 100001 from Hamburg to
 * Munich with one cargo item; `overrides` change single cells.
 */
export function orderFileRow(orderNumber: string, overrides: Record<string, string | number> = {}) {
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
    ...overrides,
  };
  return FILE_COLUMNS.map((column) => values[column] ?? '');
}

/** An order file as CSV: the header (FILE_COLUMNS unless given) and the rows, separated by `;`. */
export function orderFileCsv(rows: (string | number)[][], header: readonly string[] = FILE_COLUMNS): Buffer {
  return Buffer.from(`${[header, ...rows].map((cells) => cells.join(';')).join('\r\n')}\r\n`);
}

/** The same order file as an XLSX workbook: one worksheet, the header in row 1. */
export async function orderFileXlsx(
  rows: (string | number)[][],
  header: readonly string[] = FILE_COLUMNS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Orders');
  sheet.addRow([...header]);
  for (const cells of rows) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The report beside a refused inbox file, once the ingestion moved it to error/; throws when the
 * file was imported instead, or nothing happened within 30 seconds.
 */
export async function refusedReport(client: SftpClient, name: string): Promise<string> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await client.exists(`/error/${name}`)) === '-')
      return String(await client.get(`/error/${name}.errors.txt`));
    if ((await client.exists(`/processed/${name}`)) === '-') throw new Error(`${name} was imported`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${name} in error/`);
}

/** The problem lines of a report (below its heading), as `row 3, weight: must be a whole number`. */
export const reportLines = (report: string) =>
  report.split('\n').filter((line) => /^(row \d+, |segment \d+ |file: )/.test(line));

/**
 * Sets one of a customer's settings as the administrator and answers the stored value (for
 * `SFTP_PASSWORD` with `null`: the new password, shown once).
 */
export async function customerSetting(portal: TestPortal, customerId: string, name: string, value: unknown) {
  const response = await callAs(
    portal,
    'PUT',
    `/api/admin/customers/${customerId}/settings/${name}`,
    'admin',
    {
      name,
      value,
    },
  );
  expect(response.status).toBe(200);
  return response.body.value;
}

/**
 * Opens a customer's SFTP account (enabled, with the given further settings and a new password) and
 * answers a client signed in to it; unless `startIngestion` is false, the ingestion is switched on too.
 * Its reports are in English unless the settings name another SFTP_REPORT_LANGUAGE, or `undefined`
 * for the language of the customer's country.
 */
export async function openSftpAccount(
  portal: TestPortal,
  settings: Record<string, unknown> = {},
  { customerId = '100001', startIngestion = true }: { customerId?: string; startIngestion?: boolean } = {},
): Promise<SftpClient> {
  await customerSetting(portal, customerId, 'SFTP_ENABLED', true);
  for (const [name, value] of Object.entries({ SFTP_REPORT_LANGUAGE: 'en', ...settings }))
    if (value !== undefined) await customerSetting(portal, customerId, name, value);
  const password: string = await customerSetting(portal, customerId, 'SFTP_PASSWORD', null);
  const client = new SftpClient();
  await client.connect({ sock: await sftpSocket(portal.sftpPort), username: customerId, password });
  if (startIngestion) {
    const started = await callAs(portal, 'PUT', '/api/admin/services/sftp/status', 'admin', {
      enabled: true,
    });
    expect(started.status).toBe(200);
  }
  return client;
}

/** Whether the portal's SFTP server lets `username` sign in with `password` (no retries). */
export async function sftpSignsIn(portal: TestPortal, username: string, password: string): Promise<boolean> {
  const client = new SftpClient('test', { error: () => {}, end: () => {}, close: () => {} });
  try {
    await client.connect({
      host: '127.0.0.1',
      port: portal.sftpPort,
      username,
      password,
      readyTimeout: 5000,
      retries: 0,
    });
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the portal's SFTP server lets `username` sign in with an SSH key (no retries): `key` is a
 * private key in OpenSSH's text, or a parsed key (which may sign with another key's private half).
 */
export async function sftpKeySignsIn(
  portal: TestPortal,
  username: string,
  key: string | ParsedKey,
): Promise<boolean> {
  const client = new SftpClient('test', { error: () => {}, end: () => {}, close: () => {} });
  try {
    await client.connect({
      host: '127.0.0.1',
      port: portal.sftpPort,
      username,
      ...(typeof key === 'string'
        ? { privateKey: key }
        : { authHandler: [{ type: 'publickey', username, key } as PublicKeyAuthMethod] }),
      readyTimeout: 5000,
      retries: 0,
    });
    await client.list('/');
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * An ed25519 key pair in OpenSSH's text, and its private key parsed; ssh2's generator is drawn again
 * for a pair its own parser refuses (a public key beginning with a zero byte, mscdex/ssh2#1513).
 */
export function sshKeyPair(comment = 'test@portal'): { public: string; private: string; parsed: ParsedKey } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519', { comment });
    const parsed = ssh2.utils.parseKey(pair.private);
    if (!(parsed instanceof Error)) return { ...pair, parsed };
  }
}

/**
 * For a test file: a portal (SFTP ingestion polling every 300 ms) started before its tests, with
 * customer 100001's SFTP account open and the ingestion switched on, and both ended after them.
 */
export function sftpPortalForTests(): { portal: TestPortal; client: SftpClient } {
  const context = {} as { portal: TestPortal; client: SftpClient };
  beforeAll(async () => {
    context.portal = await startTestPortal({ SFTP_POLL_MS: '300' });
    context.client = await openSftpAccount(context.portal);
  });
  afterAll(async () => {
    await context.client?.end();
    await context.portal?.stop();
  });
  return context;
}

/** The forwarder's status account (`portal.status`, SFTP_STATUS_PASSWORD of the portal), signed in. */
export async function statusAccount(portal: TestPortal, password: string): Promise<SftpClient> {
  const client = new SftpClient();
  await client.connect({ sock: await sftpSocket(portal.sftpPort), username: 'portal.status', password });
  return client;
}
