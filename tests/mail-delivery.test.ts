import { Queue, QueueEvents } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../contracts/config.ts';
import { mailJobOptions, queueNames } from '../contracts/jobs.ts';
import {
  decideMail,
  evolveMail,
  initialMailState,
  type MailEvent,
  mailStreamId,
} from '../services/domain/mail/index.ts';
import { createPostgresEventStore, type EventStore } from '../services/eventstore/index.ts';
import { type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { queueMail } from '../services/mail/queue-mail.ts';
import { createMailTransport } from '../services/mail/transport.ts';
import { startMailDeliveryWorker } from '../workers/mail-delivery.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

const config = parseConfig({ MAIL_MAX_RETRIES: '3', MAIL_RETRY_BASE_MS: '40', LOG_LEVEL: 'silent' });
const prefix = `test-mail-${crypto.randomUUID().slice(0, 8)}`;
const connection = { url: inject('redisUrl'), maxRetriesPerRequest: null };
let database: TestDatabase;
let eventStore: EventStore;
let catcher: MailCatcher;
let queue: Queue;
let queueEvents: QueueEvents;
let worker: ReturnType<typeof startMailDeliveryWorker>;
let transport: ReturnType<typeof createMailTransport>;

beforeAll(async () => {
  database = await createTestDatabase('mail');
  eventStore = createPostgresEventStore({ connectionString: database.url });
  catcher = await startMailCatcher();
  transport = createMailTransport(catcher.url);
  queue = new Queue(queueNames.mail, { connection, prefix });
  queueEvents = new QueueEvents(queueNames.mail, { connection, prefix });
  await queueEvents.waitUntilReady();
  worker = startMailDeliveryWorker(
    { db: database.db, eventStore, transport, config, log: pino({ level: 'silent' }), random: () => 0.5 },
    connection,
    prefix,
  );
});

afterAll(async () => {
  await worker?.close();
  await queueEvents?.close();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  transport?.close();
  await catcher?.stop();
  await eventStore?.close();
  await database?.drop();
});

async function sendMail(subject: string) {
  const mailId = crypto.randomUUID();
  await queueMail(
    { db: database.db, eventStore, config },
    {
      mailId,
      template: 'inquiry',
      language: 'en',
      recipients: ['requests@ham.example'],
      values: {
        shipmentNumber: subject,
        customerName: 'Müller',
        customerId: '100001',
        user: 'customer1',
        inquiryText: 'Where is it?',
        attachmentCount: '1',
      },
      attachments: [
        { filename: 'proof.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') },
      ],
      contextId: subject,
      emonsCustomerId: '100001',
      metadata: { time: new Date().toISOString(), userLogin: 'customer1' },
    },
  );
  return mailId;
}

async function runJob(mailId: string, jobId = mailId) {
  const job = await queue.add('deliver', { mailId }, mailJobOptions(config.MAIL_MAX_RETRIES, jobId));
  return job.waitUntilFinished(queueEvents, 20_000).then(
    (result) => ({ result, error: undefined }),
    (error: Error) => ({ result: undefined, error }),
  );
}

async function mailEvents(mailId: string) {
  return (await eventStore.readStream(mailStreamId(mailId))).map(
    (event) => ({ type: event.type, data: event.data }) as MailEvent,
  );
}

describe('mail delivery', () => {
  it('logs three failed attempts with reasons and retry times, then sends', async () => {
    catcher.failNext(3, 'greylisted');
    const mailId = await sendMail('4711');
    const outcome = await runJob(mailId);
    expect(outcome.result).toBe('sent');
    const events = await mailEvents(mailId);
    expect(events.map((event) => event.type)).toEqual([
      'MailQueued',
      'MailDeliveryFailed',
      'MailDeliveryFailed',
      'MailDeliveryFailed',
      'MailSent',
    ]);
    const failures = events.filter((event) => event.type === 'MailDeliveryFailed');
    expect(failures.map((event) => event.data.attempt)).toEqual([1, 2, 3]);
    for (const failure of failures) {
      expect(failure.data.reason).toMatch(/greylisted/);
      expect(Date.parse(failure.data.nextRetryAfter ?? '')).toBeGreaterThan(
        Date.parse(failure.data.failedAt),
      );
    }
    const delivered = catcher.received.find((mail) => mail.subject.includes('4711'));
    expect(delivered?.to).toEqual(['requests@ham.example']);
    expect(delivered?.raw).toContain('filename=proof.pdf');
  });

  it('gives up after the last retry, and an admin retry sends it', async () => {
    catcher.failNext(4, 'mailbox full');
    const mailId = await sendMail('4712');
    const outcome = await runJob(mailId);
    expect(outcome.error?.message).toMatch(/mailbox full/);
    let events = await mailEvents(mailId);
    expect(events.at(-1)?.type).toBe('MailGivenUp');
    expect(events.filter((event) => event.type === 'MailDeliveryFailed')).toHaveLength(4);

    const state = events.reduce(evolveMail, initialMailState);
    const [retry] = decideMail(
      { type: 'RetryMail', data: { mailId, requestedBy: 'admin', now: new Date().toISOString() } },
      state,
    );
    const appended = await eventStore.appendToStream(
      mailStreamId(mailId),
      [
        {
          id: crypto.randomUUID(),
          type: 'MailRetryRequested',
          data: retry?.data,
          metadata: { time: new Date().toISOString() },
        },
      ],
      { expected: events.length - 1 },
    );
    expect(appended.nextExpectedVersion).toBe(events.length);
    const again = await runJob(mailId, `${mailId}-retry-1`);
    expect(again.result).toBe('sent');
    events = await mailEvents(mailId);
    expect(events.at(-1)?.type).toBe('MailSent');
    expect(catcher.received.filter((mail) => mail.subject.includes('4712'))).toHaveLength(1);
  });

  it('does not send a mail twice when its job runs again', async () => {
    const mailId = await sendMail('4713');
    expect((await runJob(mailId)).result).toBe('sent');
    expect((await runJob(mailId, `${mailId}-again`)).result).toBe('skipped');
    expect(catcher.received.filter((mail) => mail.subject.includes('4713'))).toHaveLength(1);
  });
});
