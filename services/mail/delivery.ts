import type { Logger } from 'pino';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { type MailCommand, type MailQueued, mailDecider, mailStreamId } from '../domain/mail/index.ts';
import { type EventStore, handleCommand, loadAggregate } from '../eventstore/index.ts';
import { inSpan } from '../runtime/tracing.ts';
import { mailAttachmentsOf } from './attachments.ts';
import { messageIdDomain } from './plain-text.ts';
import type { MailTransport } from './transport.ts';

/**
 * The delivery of a queued mail, one attempt at a time: the outcome goes to the mail's stream
 * through the command handler, and the caller (the mail worker) learns whether and when to retry.
 */

export interface MailDeliveryDeps {
  db: Db;
  eventStore: EventStore;
  transport: MailTransport;
  config: Config;
  log: Logger;
  now?: () => Date;
  random?: () => number;
}

/** Thrown for a failed attempt that will be retried; carries the delay the mail's stream recorded. */
export class RetryLater extends Error {
  readonly delayMs: number;
  constructor(reason: string, delayMs: number) {
    super(reason);
    this.delayMs = delayMs;
  }
}

/** Thrown for a failed attempt after which the mail's stream gave the mail up: no retry. */
export class MailGivenUp extends Error {}

async function loadMail(eventStore: EventStore, mailId: string) {
  const loaded = await loadAggregate(eventStore, mailStreamId(mailId), mailDecider);
  const queued = loaded.recorded.find((event) => event.type === 'MailQueued');
  return {
    ...loaded,
    queued: queued ? (queued.data as MailQueued['data']) : undefined,
    traceparent: queued?.metadata.traceparent,
  };
}

/**
 * One delivery attempt of a mail: a mail already sent or given up is left alone (a duplicate job),
 * otherwise the outcome is appended to the mail's stream before the job ends.
 */
export async function deliverMail(deps: MailDeliveryDeps, mailId: string): Promise<'sent' | 'skipped'> {
  const mail = await loadMail(deps.eventStore, mailId);
  if (!mail.queued || mail.state.status === 'SENT' || mail.state.status === 'GIVEN_UP') return 'skipped';
  // The attempt continues the trace of the request the mail came from.
  return inSpan('mail delivery', mail.traceparent, () => attemptDelivery(deps, mailId, mail), {
    mail: mailId,
  });
}

async function attemptDelivery(
  deps: MailDeliveryDeps,
  mailId: string,
  mail: Awaited<ReturnType<typeof loadMail>>,
): Promise<'sent'> {
  const now = deps.now ?? (() => new Date());
  const queued = mail.queued as MailQueued['data'];

  // The outcome is recorded on the version the attempt started from: a concurrent change wins.
  const decideAndAppend = async (command: MailCommand) => {
    const handled = await handleCommand(deps.eventStore, mailStreamId(mailId), mailDecider, command, {
      expectedVersion: mail.version,
      // The stream as loaded before the attempt: the append expects its version, no second read.
      loaded: mail,
      metadata: { time: now().toISOString(), ...(mail.lastEventId ? { causationId: mail.lastEventId } : {}) },
    });
    return handled.events;
  };

  const attachments = queued.attachments.length ? await mailAttachmentsOf(deps.db, mailId) : [];
  try {
    const result = await deps.transport.send({
      from: deps.config.SMTP_FROM,
      to: queued.recipients,
      subject: queued.subject,
      html: queued.content,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: a.data,
      })),
      messageId: `<${mailId}@${messageIdDomain(deps.config)}>`,
    });
    await decideAndAppend({
      type: 'RecordDelivery',
      data: { mailId, now: now().toISOString(), messageId: result.messageId },
    });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const events = await decideAndAppend({
      type: 'RecordDeliveryFailure',
      data: {
        mailId,
        reason,
        now: now().toISOString(),
        jitter: (deps.random ?? Math.random)(),
        policy: {
          baseDelayMs: deps.config.MAIL_RETRY_BASE_MS,
          maxDelayMs: deps.config.MAIL_RETRY_BASE_MS * 64,
        },
      },
    });
    const failed = events.find((event) => event.type === 'MailDeliveryFailed');
    if (events.some((event) => event.type === 'MailGivenUp') || failed?.type !== 'MailDeliveryFailed') {
      throw new MailGivenUp(reason);
    }
    const retryAt = Date.parse(failed.data.nextRetryAfter ?? now().toISOString());
    deps.log.warn({ mailId, attempt: failed.data.attempt, reason }, 'mail delivery failed, retrying');
    throw new RetryLater(reason, Math.max(0, retryAt - now().getTime()));
  }
}
