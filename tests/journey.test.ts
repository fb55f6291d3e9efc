import type SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edifactText, readEdifact } from '../services/files/edifact.ts';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { iftstaReports } from '../services/sftp/iftsta.ts';
import { callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { openSftpAccount, statusAccount } from './harness/sftp.ts';
import { startWebhookReceiver, type WebhookReceiver } from './harness/webhook-receiver.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

/**
 * One shipment's journey through every door and out of every door: customer 100001 commissions a
 * shipment of three packages; the forwarder's TMS reports the pick-up and each package's arrival at
 * the hub over the API (one report twice), then its hub system sends an IFTSTA file with a departure
 * scanned offline (older than the arrivals), a failed delivery and the delivery. The list, the
 * timeline, the consignee's /track page, the user's mails, the webhooks and the customer's IFTSTA
 * files each tell the same journey.
 */

const STATUS_PASSWORD = 'the-status-password-of-the-journey';
const PACKAGES = ['340123450000000018', '340123450000000025', '340123450000000032'];
let portal: TestPortal;
let catcher: MailCatcher;
let tms: SftpClient;
let customerSftp: SftpClient;
let customer1: Api;
let number: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  catcher = await startMailCatcher();
  receiver = await startWebhookReceiver('/journey');
  portal = await startTestPortal({
    SFTP_POLL_MS: '300',
    SFTP_STATUS_PASSWORD: STATUS_PASSWORD,
    SMTP_URL: catcher.url,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_BASE_MS: '200',
  });
  customer1 = await apiAs(portal, 'customer1');
  const { url } = receiver;
  const events = ['shipment.statusReported', 'shipment.delivered', 'shipment.exception'];
  const subscribed = await callAs(portal, 'POST', '/api/admin/customers/100001/webhooks', 'centraladmin', {
    url,
    events,
  });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
  for (const name of ['STATUS_DELIVERED_SEND_MAIL', 'STATUS_EXCEPTION_SEND_MAIL'])
    expect(
      (await customer1.request('PUT', `/api/settings/${name}`, { body: { name, value: 'ON' } })).status,
    ).toBe(200);
  customerSftp = await openSftpAccount(portal, { SFTP_IFTSTA_OUT: true });
  tms = await statusAccount(portal, STATUS_PASSWORD);
});
afterAll(async () => {
  await tms?.end();
  await customerSftp?.end();
  await portal?.stop();
  await catcher?.stop();
  await receiver?.close();
});

async function commissionThreePackages(): Promise<string> {
  const three = order({
    cargoList: {
      items: [
        {
          colliQty: 3,
          packingCode: 'EP',
          goods: 'Maschinenteile',
          weight: 720,
          length: 120,
          width: 80,
          height: 100,
        },
      ],
    },
  });
  const draft = await customer1.request('POST', '/api/shipments', { body: three });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const done = await customer1.request('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, {
    body: { ...three, version: draft.body.version },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return draft.body.shipmentNumber;
}

async function waitFor<T>(probe: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The hub system's interchange: a departure scanned offline, a failed delivery, the delivery. */
function hubFile(shipmentNumber: string): Buffer {
  const body = [
    "BGM+23+HUB-1+9'",
    `CNI+1+${shipmentNumber}'`,
    "STS+1+24'",
    "RFF+TN:HUB-DEP-1'",
    "DTM+334:202611241130?+0100:205'",
    "LOC+175+HAM:::Hamburg+DE+20539'",
    "STS+1+23+6'",
    "RFF+TN:HUB-ATT-1'",
    "DTM+334:202611250915?+0100:205'",
    "LOC+175+MUC:::München+DE+80339'",
    "FTX+AAA+++Nobody at the goods entrance'",
    "STS+1+21'",
    "RFF+TN:HUB-DEL-1'",
    "DTM+334:202611260810?+0100:205'",
    "LOC+175+MUC:::München+DE+80339'",
  ];
  return Buffer.from(
    [
      "UNA:+.? '",
      "UNB+UNOC:3+HUB:ZZZ+FREIGHTPORTAL:ZZZ+261126:0900+JRN0001'",
      "UNH+1+IFTSTA:D:96A:UN'",
      ...body,
      `UNT+${body.length + 2}+1'`,
      "UNZ+1+JRN0001'",
      '',
    ].join('\n'),
  );
}

describe("a shipment's journey, in and out", () => {
  beforeAll(async () => {
    number = await commissionThreePackages();
  });

  it('takes reports over the API, once each, and per package', async () => {
    const tmsClient = await callAs(portal, 'POST', '/api/admin/customers/100001/apiClients', 'centraladmin', {
      name: 'TMS',
      scopes: ['shipments:read', 'status:write'],
    });
    expect(tmsClient.status).toBe(201);
    const staff = await apiAs(portal, 'centraladmin');
    const pickedUp = {
      reportId: 'TMS-PICKUP-1',
      status: 'PICKED_UP',
      occurredAt: '2026-11-24T08:00:00+01:00',
      place: { branch: 'HAM', zipCode: '20539', city: 'Hamburg', country: 'DE' },
    };
    const path = `/api/shipments/${number}/statuses`;
    expect((await staff.request('POST', path, { body: pickedUp })).status).toBe(201);
    const again = await staff.request('POST', path, { body: pickedUp });
    expect([again.status, again.body.outcome]).toEqual([200, 'DUPLICATE']);
    for (const [index, sscc] of PACKAGES.entries()) {
      const arrived = await staff.request('POST', path, {
        body: {
          reportId: `TMS-HUB-${index + 1}`,
          status: 'RECEIVED',
          occurredAt: `2026-11-24T1${index}:00:00+01:00`,
          place: { branch: 'HAM', city: 'Hamburg', country: 'DE' },
          sscc,
        },
      });
      expect(arrived.status, JSON.stringify(arrived.body)).toBe(201);
    }
  });

  it("takes the hub system's IFTSTA file, keeping the offline scan as history only", async () => {
    expect(
      (await callAs(portal, 'PUT', '/api/admin/services/sftp/status', 'admin', { enabled: true })).status,
    ).toBe(200);
    await tms.put(hubFile(number), '/inbox/hub-1.edi');
    const landed = await waitFor(
      () => tms.exists('/processed/hub-1.edi'),
      (found) => found === '-',
    );
    expect(landed).toBe('-');
    const journey = await customer1.request('GET', `/api/shipments/${number}/statuses`);
    expect(journey.body.current).toMatchObject({ status: 'DELIVERED', exception: false });
    expect(
      journey.body.statuses.map((entry: Json) => [entry.status, entry.sscc ?? '', entry.current]),
    ).toEqual([
      ['DELIVERED', '', true],
      ['DELIVERY_ATTEMPTED', '', true],
      ['RECEIVED', PACKAGES[2], true],
      ['DEPARTED', '', false],
      ['RECEIVED', PACKAGES[1], true],
      ['RECEIVED', PACKAGES[0], true],
      ['PICKED_UP', '', true],
    ]);
  });

  it('shows the journey in the list, and on /track without remarks', async () => {
    const list = await waitFor(
      () => customer1.request('GET', `/api/shipments?searchText=${number}`),
      (answer) => answer.body?._embedded?.shipments?.[0]?.journey?.status === 'DELIVERED',
    );
    expect(list.body._embedded.shipments[0].journey).toMatchObject({ status: 'DELIVERED', exception: false });
    const exceptions = await customer1.request(
      'GET',
      `/api/shipments?searchText=${number}&journey=exception`,
    );
    expect(exceptions.body._embedded?.shipments ?? []).toEqual([]);
    const tracked = await callAs(portal, 'POST', '/api/tracking', undefined, {
      shipmentNumber: number,
      zipCode: '80339',
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(tracked.body.journey.current).toMatchObject({ status: 'DELIVERED' });
    expect(tracked.body.journey.statuses).toHaveLength(7);
    expect(JSON.stringify(tracked.body)).not.toContain('Nobody at the goods entrance');
  });

  it('mails the user of the failed delivery and of the delivery', async () => {
    const mails = await waitFor(
      () => catcher.received.filter((mail) => mail.subject.includes(number)),
      (found) => found.length >= 2,
    );
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to.includes('customer1@mueller-maschinenbau.example'))).toBe(true);
    // In the branch's language (Hamburg: German): the failed delivery, then the delivery.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringContaining(`Sendung ${number} zugestellt`),
      expect.stringContaining(`Sendung ${number}: Zustellversuch`),
    ]);
  });

  it('sends every report to the webhook, the failed delivery and the delivery also as their own types', async () => {
    const ours = await waitFor(
      () => receiver.received.filter((body) => body.data.shipmentNumber === number),
      (found) => found.length >= 9,
    );
    const count = (type: string) => ours.filter((body) => body.type === type).length;
    expect([
      count('shipment.statusReported'),
      count('shipment.exception'),
      count('shipment.delivered'),
    ]).toEqual([7, 1, 1]);
  });

  it("writes each report as an IFTSTA into the customer's outbox", async () => {
    const names = await waitFor(
      async () =>
        (await customerSftp.list('/outbox'))
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(`status-${number}-`)),
      (found) => found.length >= 7,
    );
    expect(names).toHaveLength(7);
    const statuses = [];
    for (const name of names) {
      const text = edifactText((await customerSftp.get(`/outbox/${name}`)) as Buffer);
      const content = iftstaReports(readEdifact(text, { maxSegments: 1000, maxComponentChars: 2000 }));
      statuses.push(...(content.messages[0]?.reports ?? []).map((entry) => entry.report.status));
    }
    expect(statuses.sort()).toEqual(
      ['DELIVERED', 'DELIVERY_ATTEMPTED', 'DEPARTED', 'PICKED_UP', 'RECEIVED', 'RECEIVED', 'RECEIVED'].sort(),
    );
  });
});
