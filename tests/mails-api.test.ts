import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RedisHandle, startRedisServer } from '../infra/redis.ts';
import { waitForProjections } from '../projections/index.ts';
import { order, rules } from '../services/domain/shipment/fixtures.ts';
import {
  decide,
  evolve,
  initialState,
  type ShipmentCommand,
  type ShipmentEvent,
  type ShipmentState,
  shipmentStreamId,
} from '../services/domain/shipment/index.ts';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { tokenFor } from './harness/auth.ts';
import { eventually } from './harness/eventually.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
let catcher: MailCatcher;
let redis: RedisHandle;
let redisPort: number;
let scratch: string;
let nextNumber = 2000001;

/** Runs shipment commands through the decider straight into the portal's event store. */
async function shipmentCommand(number: string, make: (now: string) => ShipmentCommand) {
  const store = portal.runtime.eventStore;
  const recorded = await store.readStream(shipmentStreamId(number));
  const state = recorded
    .map((e) => ({ type: e.type, data: e.data }) as ShipmentEvent)
    .reduce(evolve, initialState as ShipmentState);
  const time = new Date().toISOString();
  const events = decide(make(time), state);
  const appended = await store.appendToStream(
    shipmentStreamId(number),
    events.map((event) => ({
      id: crypto.randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { time, userLogin: 'customer1', userFullName: 'Petra Müller' },
    })),
    { expected: recorded.length === 0 ? 'no_stream' : recorded.length - 1 },
  );
  await waitForProjections(portal.runtime.db, appended.checkpoint, ['shipment_list', 'mail_log'], 5000);
}

async function announcedShipment(): Promise<string> {
  const number = String(nextNumber++);
  const base = {
    shipmentNumber: number,
    emonsCustomerId: '100001',
    location: 'HAM',
    shipment: order(),
    rules: rules(),
  };
  await shipmentCommand(number, (now) => ({ type: 'SaveShipment', data: { ...base, now } }));
  await shipmentCommand(number, (now) => ({ type: 'AnnounceShipment', data: { ...base, now } }));
  return number;
}

const api = async (username: string | undefined, url: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (username) headers.set('authorization', `Bearer ${await tokenFor(portal, username)}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${portal.url}${url}`, { ...init, headers });
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-mails-'));
  redisPort = await freePort();
  redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
  catcher = await startMailCatcher();
  portal = await startTestPortal({
    SMTP_URL: catcher.url,
    REDIS_URL: redis.url,
    MAIL_MAX_RETRIES: '2',
    MAIL_RETRY_BASE_MS: '30',
  });
});

afterAll(async () => {
  await portal?.stop();
  await catcher?.stop();
  await redis?.stop();
  await rm(scratch, { recursive: true, force: true });
});

const sentTo = (address: string, shipmentNumber: string) =>
  catcher.received.filter((mail) => mail.to.includes(address) && mail.subject.includes(shipmentNumber));

describe('shipment mails', () => {
  it('sends the shipping notice of an announcement to the branch and logs it as sent', async () => {
    const number = await announcedShipment();
    await eventually(async () =>
      sentTo('avis.ham@freight-portal.local', number).length > 0 ? true : undefined,
    );
    const mails = await eventually(async () => {
      const body = await (await api('customer1', `/api/shipments/${number}/mails`)).json();
      const list = body._embedded.mailPersistenceEvents as { status: string; template: string }[];
      return list.some((mail) => mail.status === 'SENT') ? list : undefined;
    });
    expect(mails[0]).toMatchObject({
      template: 'shipping-notice',
      status: 'SENT',
      contextId: number,
      emonsCustomerId: '100001',
    });
    expect((await api('customer2', `/api/shipments/${number}/mails`)).status).toBe(404);
  });

  it('sends an inquiry with PDF attachments only, which its customer can download', async () => {
    const number = await announcedShipment();
    const pdf = Buffer.from('%PDF-1.4\n% proof of delivery\n').toString('base64');
    const refused = await api('customer1', `/api/shipments/${number}/inquiry`, {
      method: 'POST',
      headers: { 'accept-language': 'de' },
      body: JSON.stringify({
        inquiryText: 'Wo ist die Sendung?',
        files: [
          {
            fileName: 'a.pdf',
            contentType: 'application/pdf',
            data: Buffer.from('not a pdf').toString('base64'),
          },
        ],
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual([
      { field: 'files[0].data', defaultMessage: 'nur PDF-Dateien können angehängt werden' },
    ]);

    const accepted = await api('customer1', `/api/shipments/${number}/inquiry`, {
      method: 'POST',
      body: JSON.stringify({
        inquiryText: 'Where is it?',
        files: [{ fileName: 'pod.pdf', contentType: 'application/pdf', data: pdf }],
      }),
    });
    expect(accepted.status).toBe(202);
    const mail = await accepted.json();
    expect(mail).toMatchObject({
      template: 'inquiry',
      recipients: ['anfragen.ham@freight-portal.local'],
      hasAttachment: true,
    });
    const download = mail.attachments[0]._links.self.href.replace(portal.url, '');
    const file = await api('customer1', download);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toContain('% proof of delivery');
    expect((await api('customer2', download)).status).toBe(404);
    expect(
      (
        await api('customer2', `/api/shipments/${number}/inquiry`, {
          method: 'POST',
          body: JSON.stringify({ inquiryText: 'x', files: [] }),
        })
      ).status,
    ).toBe(404);
    await eventually(async () =>
      sentTo('anfragen.ham@freight-portal.local', number).length > 0 ? true : undefined,
    );
  });
});

describe('inquiry access', () => {
  it('accepts the inquiry of a branch administrator whose scope the list offers the link for', async () => {
    const number = await announcedShipment();
    const shipment = await (await api('branchadmin', `/api/shipments/${number}`)).json();
    expect(shipment._links.inquiry).toBeDefined();
    const sent = await api('branchadmin', `/api/shipments/${number}/inquiry`, {
      method: 'POST',
      body: JSON.stringify({ inquiryText: 'Bitte um Rückruf', files: [] }),
    });
    expect(sent.status).toBe(202);
    expect((await api('auditor', `/api/shipments/${number}`)).status).toBe(200);
    const byAuditor = await api('auditor', `/api/shipments/${number}/inquiry`, {
      method: 'POST',
      body: JSON.stringify({ inquiryText: 'x', files: [] }),
    });
    // Auditors read only: the inquiry is refused like every other write.
    expect(byAuditor.status).toBe(403);
  });
});

describe('mail event log', () => {
  it('is for admins, shows retries, gives up, and an admin retry sends the mail', async () => {
    catcher.failNext(3, 'mailbox unavailable');
    const number = await announcedShipment();
    expect((await api('customer1', '/api/admin/mailPersistenceEvents')).status).toBe(403);
    const givenUp = await eventually(async () => {
      const body = await (await api('admin', `/api/admin/mailPersistenceEvents?query=${number}`)).json();
      const mail = body._embedded.mailPersistenceEvents[0];
      return mail?.status === 'GIVEN_UP' ? mail : undefined;
    });
    expect(givenUp).toMatchObject({
      retry: 3,
      maxRetries: 2,
      statusMessage: expect.stringContaining('mailbox unavailable'),
    });
    expect(givenUp._links.retry).toBeDefined();

    const retried = await api('admin', `/api/admin/mailPersistenceEvents/${givenUp.id}/retry`, {
      method: 'POST',
    });
    expect(retried.status).toBe(200);
    const sent = await eventually(async () => {
      const mail = await (await api('admin', `/api/admin/mailPersistenceEvents/${givenUp.id}`)).json();
      return mail.status === 'SENT' ? mail : undefined;
    });
    expect(sent.completionDate).not.toBeNull();
    expect(
      (await api('admin', `/api/admin/mailPersistenceEvents/${givenUp.id}/retry`, { method: 'POST' })).status,
    ).toBe(409);
  });

  it('answers 409, never 500, to the loser of two retries of the same mail at once', async () => {
    catcher.failNext(3, 'mailbox unavailable');
    const number = await announcedShipment();
    const givenUp = await eventually(async () => {
      const body = await (await api('admin', `/api/admin/mailPersistenceEvents?query=${number}`)).json();
      const mail = body._embedded.mailPersistenceEvents[0];
      return mail?.status === 'GIVEN_UP' ? mail : undefined;
    });
    const retry = () =>
      api('admin', `/api/admin/mailPersistenceEvents/${givenUp.id}/retry`, { method: 'POST' });
    const statuses = (await Promise.all([retry(), retry(), retry()])).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('loses no mail while Redis is down: they go out once it is back', async () => {
    await redis.stop();
    const number = await announcedShipment();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo('avis.ham@freight-portal.local', number)).toEqual([]);
    redis = await startRedisServer(path.join(scratch, 'redis'), { port: redisPort });
    await eventually(
      async () => (sentTo('avis.ham@freight-portal.local', number).length === 1 ? true : undefined),
      30_000,
    );
  });
});
