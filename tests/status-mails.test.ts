import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedUuid } from '../services/domain/ids.ts';
import { mailStreamId } from '../services/domain/mail/index.ts';
import { shipmentStreamId } from '../services/domain/shipment/index.ts';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { PNG, uploadPod } from './pod-helpers.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

/**
 * Status mails as the SMTP server receives them: a user of the shipment's customer who switched
 * "delivered" on gets a mail with the link to the proof of delivery when a DELIVERED report becomes
 * current; nobody gets one for a switch that is off or a late report; "exceptions" likewise.
 */
let portal: TestPortal;
let catcher: MailCatcher;
let customer1: Api;
let staff: Api;
const ADDRESS = 'customer1@mueller-maschinenbau.example';

beforeAll(async () => {
  catcher = await startMailCatcher();
  portal = await startTestPortal({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.spedition.example' });
  customer1 = await apiAs(portal, 'customer1');
  staff = await apiAs(portal, 'centraladmin');
});
afterAll(async () => {
  await portal?.stop();
  await catcher?.stop();
});

const mailsAbout = (shipmentNumber: string) =>
  catcher.received.filter(
    (received) => received.to.includes(ADDRESS) && received.subject.includes(shipmentNumber),
  );

async function mailAbout(shipmentNumber: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = mailsAbout(shipmentNumber);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${ADDRESS} about ${shipmentNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const setting = async (name: string, value: string) =>
  expect((await customer1.request('PUT', `/api/settings/${name}`, { body: { name, value } })).status).toBe(
    200,
  );

async function commissioned(): Promise<string> {
  const draft = await customer1.request('POST', '/api/shipments', { body: order() });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const done = await customer1.request('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, {
    body: { ...order(), version: draft.body.version },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return draft.body.shipmentNumber;
}

async function report(number: string, body: Json) {
  const reported = await staff.request('POST', `/api/shipments/${number}/statuses`, { body });
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  return reported.body;
}

/** Decoded text of the mail (quoted-printable soft breaks and escapes undone). */
const textOf = (mail: CaughtMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('status mails', () => {
  it('mails a user with "delivered" on when a DELIVERED report becomes current, with the POD link, once', async () => {
    await setting('STATUS_DELIVERED_SEND_MAIL', 'ON');
    await setting('STATUS_EXCEPTION_SEND_MAIL', 'OFF');
    const number = await commissioned();
    const file = await uploadPod(portal, number, PNG, 'signature.png');
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    await report(number, {
      reportId: `D-${number}`,
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:00:00+01:00',
      pod: { receiverName: 'Jana Nováková', packages: 2, condition: 'GOOD', fileId: file.body.fileId },
    });
    const mail = await mailAbout(number);
    expect(mail.to).toEqual([ADDRESS]);
    expect(mail.subject).toBe(`Sendung ${number} zugestellt (Müller Maschinenbau GmbH)`);
    const text = textOf(mail);
    expect(text).toContain(`https://portal.spedition.example/proof-of-delivery/${number}/D-${number}`);
    expect(text).toContain('Zugestellte Packstücke: 2');
    // Exactly once: the mail's id derives from the event and the user.
    const events = (await portal.runtime.eventStore.readStream(shipmentStreamId(number))).filter(
      (event) => event.type === 'ShipmentStatusReported',
    );
    const user = await portal.runtime.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'customer1')
      .executeTakeFirstOrThrow();
    const mailId = derivedUuid(String(events[0]?.id), 'status-delivered', user.id);
    expect(await portal.runtime.eventStore.readStream(mailStreamId(mailId))).not.toEqual([]);
  });

  it('sends nothing for a switch that is off or a late report; "exceptions" on sends the exception', async () => {
    const attempted = await commissioned();
    await report(attempted, {
      reportId: `A-${attempted}`,
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-26T09:00:00+01:00',
      reason: 'CONSIGNEE_ABSENT',
    });
    const late = await commissioned();
    await report(late, {
      reportId: `L1-${late}`,
      status: 'RETURNED',
      occurredAt: '2026-11-27T09:00:00+01:00',
    });
    const stale = await report(late, {
      reportId: `L2-${late}`,
      status: 'DELIVERED',
      occurredAt: '2026-11-26T09:00:00+01:00',
    });
    expect(stale.current.status).toBe('RETURNED');
    // The reactor handles events in order: once a later delivery's mail is there, the earlier are done.
    const marker = await commissioned();
    await report(marker, {
      reportId: `M-${marker}`,
      status: 'DELIVERED',
      occurredAt: '2026-11-26T09:00:00+01:00',
    });
    const markerMail = await mailAbout(marker);
    expect(textOf(markerMail)).not.toContain('/proof-of-delivery/');
    expect(mailsAbout(attempted)).toEqual([]);
    expect(mailsAbout(late)).toEqual([]);

    await setting('STATUS_EXCEPTION_SEND_MAIL', 'ON');
    await setting('STATUS_DELIVERED_SEND_MAIL', 'OFF');
    await report(attempted, {
      reportId: `H-${attempted}`,
      status: 'HELD',
      occurredAt: '2026-11-26T12:00:00+01:00',
    });
    const exception = await mailAbout(attempted);
    expect(exception.subject).toBe(`Sendung ${attempted}: Angehalten (Müller Maschinenbau GmbH)`);
    const quiet = await commissioned();
    await report(quiet, {
      reportId: `Q-${quiet}`,
      status: 'DELIVERED',
      occurredAt: '2026-11-26T09:00:00+01:00',
    });
    await report(attempted, {
      reportId: `S-${attempted}`,
      status: 'SHORT',
      occurredAt: '2026-11-26T13:00:00+01:00',
    });
    await expect.poll(() => mailsAbout(attempted).length, { timeout: 20_000 }).toBe(2);
    expect(mailsAbout(quiet)).toEqual([]);
  });
});
