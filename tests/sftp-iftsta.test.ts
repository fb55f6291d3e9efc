import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edifactText, readEdifact } from '../services/files/edifact.ts';
import { iftstaReports } from '../services/sftp/iftsta.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { customerSetting, openSftpAccount, statusAccount } from './harness/sftp.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * IFTSTA in and out end to end: the forwarder's TMS signs in to the status account and uploads an
 * interchange of several messages (a report twice, one late, one for a shipment that does not
 * exist) about a commissioned shipment of customer 100001; the journey API shows the statuses, the
 * refused message is named in the report and the APERAK, and customer 100001, with SFTP_IFTSTA_OUT,
 * finds each status as an IFTSTA in its outbox/.
 */

const STATUS_PASSWORD = 'the-status-password-of-this-test';
let portal: TestPortal;
let tms: SftpClient;
/** Customer 100001's own SFTP account. */
let customer: SftpClient;
const call = (...args: CallArgs) => callAs(portal, ...args);

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_POLL_MS: '300', SFTP_STATUS_PASSWORD: STATUS_PASSWORD });
  tms = await statusAccount(portal, STATUS_PASSWORD);
});
afterAll(async () => {
  await customer?.end();
  await tms?.end();
  await portal?.stop();
});

async function commissioned(): Promise<string> {
  const draft = await call('POST', '/api/shipments', 'customer1', order());
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const done = await call('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, 'customer1', {
    ...order(),
    version: draft.body.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.shipmentNumber as string;
}

/** An interchange of `messages` (each its segments between UNH and UNT) under `reference`. */
function interchange(reference: string, messages: string[][]): Buffer {
  const lines = ["UNA:+.? '", `UNB+UNOC:3+TMS:ZZZ+FREIGHTPORTAL:ZZZ+261125:0915+${reference}'`];
  messages.forEach((body, index) => {
    const number = `${index + 1}`;
    lines.push(`UNH+${number}+IFTSTA:D:96A:UN'`, ...body, `UNT+${body.length + 2}+${number}'`);
  });
  lines.push(`UNZ+${messages.length}+${reference}'`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function landed(client: SftpClient, path: string) {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await client.exists(path)) === '-') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${path}`);
}

const timeline = async (shipmentNumber: string) => {
  const response = await call('GET', `/api/shipments/${shipmentNumber}/statuses`, 'customer1');
  expect(response.status).toBe(200);
  return response.body as Json;
};

const startIngestion = async () =>
  expect((await call('PUT', '/api/admin/services/sftp/status', 'admin', { enabled: true })).status).toBe(200);

/** The IFTSTA files about `shipmentNumber` in customer 100001's outbox/, read back into reports. */
async function customerIftsta(shipmentNumber: string) {
  const names = (await customer.list('/outbox'))
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`status-${shipmentNumber}-`))
    .sort();
  const reports = [];
  for (const name of names) {
    expect(name).toMatch(/^status-\d+-[0-9a-f]{12}\.iftsta\.edi$/);
    const text = edifactText((await customer.get(`/outbox/${name}`)) as Buffer);
    const content = iftstaReports(readEdifact(text, { maxSegments: 1000, maxComponentChars: 2000 }));
    expect(content.errors).toEqual([]);
    reports.push(...(content.messages[0]?.reports ?? []).map((report) => report.report));
  }
  return { names, reports, texts: names };
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('IFTSTA files of the forwarder', () => {
  it('records the reports of every message, once each and by when they happened, and names the refused one', async () => {
    const shipmentNumber = await commissioned();
    customer = await openSftpAccount(portal, { SFTP_IFTSTA_OUT: true });
    await startIngestion();
    const file = interchange('ST26112501', [
      [
        "BGM+23+ST-1+9'",
        `CNI+1+${shipmentNumber}'`,
        "STS+1+13'",
        "RFF+TN:TMS-1'",
        "DTM+334:202611240800?+0100:205'",
        "LOC+175+HAM:::Hamburg+DE+20539'",
        "STS+1+21'",
        "DTM+334:202611251015?+0100:205'",
        "LOC+175+MUC:::München+DE+80339'",
        "FTX+AAA+++Left at the goods entrance'",
        "GID+1'",
        "PCI+33E'",
        "GIN+BJ+340123450000000018'",
      ],
      // The pick-up again, and a departure scanned offline, reported after the delivery.
      [
        "BGM+23+ST-2+9'",
        `CNI+1+${shipmentNumber}'`,
        "STS+1+13'",
        "RFF+TN:TMS-1'",
        "DTM+334:202611240800?+0100:205'",
        "STS+1+24'",
        "DTM+334:202611241800?+0100:205'",
      ],
      ["BGM+23+ST-3+9'", "CNI+1+9999999'", "STS+1+1'", "DTM+334:202611250600?+0100:205'"],
    ]);
    await tms.put(file, '/inbox/statuses-1.edi');
    await landed(tms, '/error/statuses-1.edi');
    const report = String(await tms.get('/error/statuses-1.edi.errors.txt'));
    expect(report).toBe(
      [
        'statuses-1.edi: 3 status reports recorded, 1 recorded before, 1 refused.',
        'The recorded ones stay recorded. Correct the refused ones and send them again (a report sent twice is recorded once).',
        '',
        'segment 30 STS, shipment "9999999", report "ST26112501-3-1": no such shipment',
        '',
      ].join('\n'),
    );

    const journey = await timeline(shipmentNumber);
    expect(journey.current).toEqual({
      status: 'DELIVERED',
      occurredAt: '2026-11-25T10:15:00+01:00',
      exception: false,
    });
    expect(
      journey.statuses.map((entry: Json) => [entry.reportId, entry.status, entry.occurredAt, entry.current]),
    ).toEqual([
      ['ST26112501-1-2', 'DELIVERED', '2026-11-25T10:15:00+01:00', true],
      ['ST26112501-2-2', 'DEPARTED', '2026-11-24T18:00:00+01:00', false],
      ['TMS-1', 'PICKED_UP', '2026-11-24T08:00:00+01:00', true],
    ]);
    expect(journey.statuses[0]).toMatchObject({
      place: { branch: 'MUC', city: 'München', country: 'DE', zipCode: '80339' },
      remarks: 'Left at the goods entrance',
      sscc: '340123450000000018',
    });

    // The acknowledgements in the account's outbox/: the third message refused, the others taken in.
    const listed = (await tms.list('/outbox')).map((entry) => entry.name).sort();
    expect(listed).toEqual(['statuses-1.edi.aperak.edi', 'statuses-1.edi.contrl.edi']);
    const aperak = String(await tms.get('/outbox/statuses-1.edi.aperak.edi'));
    expect(aperak).toContain("BGM+23+ST-1+29'");
    expect(aperak).toContain("BGM+23+ST-2+29'");
    expect(aperak).toContain("BGM+23+ST-3+27'");
    expect(aperak).toContain('ERC+REFUSED');
    expect(aperak).toContain('9999999');
    expect(String(await tms.get('/outbox/statuses-1.edi.contrl.edi'))).toContain(
      "UCI+ST26112501+TMS:ZZZ+FREIGHTPORTAL:ZZZ+7'",
    );

    // Customer 100001 finds each status as an IFTSTA in its outbox/: the same reports, without remarks.
    const out = await eventually(
      () => customerIftsta(shipmentNumber),
      (found) => found.names.length >= 3,
    );
    expect(out.reports.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))).toEqual([
      {
        reportId: 'TMS-1',
        status: 'PICKED_UP',
        occurredAt: '2026-11-24T08:00:00+01:00',
        place: { branch: 'HAM', city: 'Hamburg', country: 'DE', zipCode: '20539' },
      },
      { reportId: 'ST26112501-2-2', status: 'DEPARTED', occurredAt: '2026-11-24T18:00:00+01:00' },
      {
        reportId: 'ST26112501-1-2',
        status: 'DELIVERED',
        occurredAt: '2026-11-25T10:15:00+01:00',
        place: { branch: 'MUC', city: 'München', country: 'DE', zipCode: '80339' },
        sscc: '340123450000000018',
      },
    ]);

    // The same file again records nothing twice.
    await tms.put(file, '/inbox/statuses-1-again.edi');
    await landed(tms, '/error/statuses-1-again.edi');
    expect(String(await tms.get('/error/statuses-1-again.edi.errors.txt'))).toContain(
      '0 status reports recorded, 4 recorded before, 1 refused.',
    );
    expect((await timeline(shipmentNumber)).statuses).toHaveLength(3);
    expect((await customerIftsta(shipmentNumber)).names).toEqual(out.names);
  });

  it('moves a file whose reports were all recorded to processed/, and refuses a shipment not commissioned', async () => {
    const shipmentNumber = await commissioned();
    const draft = await call('POST', '/api/shipments', 'customer1', order());
    // Without SFTP_IFTSTA_OUT nothing is written to the customer's outbox/.
    await customerSetting(portal, '100001', 'SFTP_IFTSTA_OUT', false);
    await startIngestion();
    await tms.put(
      interchange('ST26112502', [[`CNI+1+${shipmentNumber}'`, "STS+1+29'", "DTM+334:202611241200:203'"]]),
      '/inbox/statuses-2.edi',
    );
    await landed(tms, '/processed/statuses-2.edi');
    expect((await timeline(shipmentNumber)).current).toMatchObject({ status: 'RECEIVED' });
    // Switched on again, a later report is written; the one reported while it was off is not (the
    // reactor takes the events in order, so it had passed that one by then).
    await customerSetting(portal, '100001', 'SFTP_IFTSTA_OUT', true);
    const later = await call('POST', `/api/shipments/${shipmentNumber}/statuses`, 'admin', {
      reportId: 'API-1',
      status: 'OUT_FOR_DELIVERY',
      occurredAt: '2026-11-25T07:00:00+01:00',
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    const out = await eventually(
      () => customerIftsta(shipmentNumber),
      (found) => found.names.length >= 1,
    );
    expect(out.reports.map((report) => report.reportId)).toEqual(['API-1']);
    await tms.put(
      interchange('ST26112503', [
        [`CNI+1+${draft.body.shipmentNumber}'`, "STS+1+29'", "DTM+334:202611241200:203'"],
      ]),
      '/inbox/statuses-3.edi',
    );
    await landed(tms, '/error/statuses-3.edi');
    expect(String(await tms.get('/error/statuses-3.edi.errors.txt'))).toContain(
      'the shipment is not commissioned',
    );
  });

  it('lets nobody sign in to the status account with another password', async () => {
    const other = new SftpClient('test', { error: () => {}, end: () => {}, close: () => {} });
    await expect(
      other.connect({
        host: '127.0.0.1',
        port: portal.sftpPort,
        username: 'portal.status',
        password: 'wrong',
        retries: 0,
      }),
    ).rejects.toThrow();
  });
});
