import { ConflictError, IllegalStateError } from '../errors.ts';
import type { MailEvent, MailQueued, MailState } from './mail.ts';

export interface RetryPolicy {
  /** Delay before the first retry; each further retry doubles it. */
  baseDelayMs: number;
  /** Upper bound of one delay. */
  maxDelayMs: number;
}

/** Exponential backoff with full jitter: a random delay between half and all of base * 2^(attempt-1). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, jitter: number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.min(1, Math.max(0, jitter)));
}

export type QueueMail = { type: 'QueueMail'; data: MailQueued['data'] };
export type RecordDeliveryFailure = {
  type: 'RecordDeliveryFailure';
  data: { mailId: string; reason: string; now: string; jitter: number; policy: RetryPolicy };
};
export type RecordDelivery = {
  type: 'RecordDelivery';
  data: { mailId: string; now: string; messageId: string | null };
};
export type RetryMail = { type: 'RetryMail'; data: { mailId: string; requestedBy: string; now: string } };

export type MailCommand = QueueMail | RecordDeliveryFailure | RecordDelivery | RetryMail;

function queueMail(command: QueueMail, state: MailState): MailEvent[] {
  if (state.status !== 'NONE') return [];
  return [{ type: 'MailQueued', data: command.data }];
}

function recordDeliveryFailure(command: RecordDeliveryFailure, state: MailState): MailEvent[] {
  const { mailId, reason, now, jitter, policy } = command.data;
  if (state.status === 'SENT' || state.status === 'GIVEN_UP' || state.status === 'NONE') return [];
  const attempt = state.failedAttempts + 1;
  // The first attempt is not a retry: a mail is tried 1 + maxRetries times in all.
  if (attempt > state.maxRetries) {
    return [
      { type: 'MailDeliveryFailed', data: { mailId, attempt, reason, failedAt: now, nextRetryAfter: null } },
      { type: 'MailGivenUp', data: { mailId, attempts: attempt, reason, givenUpAt: now } },
    ];
  }
  const nextRetryAfter = new Date(Date.parse(now) + retryDelayMs(policy, attempt, jitter)).toISOString();
  return [{ type: 'MailDeliveryFailed', data: { mailId, attempt, reason, failedAt: now, nextRetryAfter } }];
}

function recordDelivery(command: RecordDelivery, state: MailState): MailEvent[] {
  if (state.status === 'SENT') return [];
  if (state.status === 'NONE') throw new IllegalStateError('mail.not-queued');
  return [
    {
      type: 'MailSent',
      data: {
        mailId: command.data.mailId,
        attempt: state.failedAttempts + 1,
        sentAt: command.data.now,
        messageId: command.data.messageId,
      },
    },
  ];
}

function retryMail(command: RetryMail, state: MailState): MailEvent[] {
  if (state.status !== 'GIVEN_UP') throw new ConflictError('mail.retry-not-given-up');
  return [
    {
      type: 'MailRetryRequested',
      data: {
        mailId: command.data.mailId,
        requestedBy: command.data.requestedBy,
        requestedAt: command.data.now,
      },
    },
  ];
}

/** Decides a mail command; repeated commands (a retried job) decide nothing new. */
export function decideMail(command: MailCommand, state: MailState): MailEvent[] {
  switch (command.type) {
    case 'QueueMail':
      return queueMail(command, state);
    case 'RecordDeliveryFailure':
      return recordDeliveryFailure(command, state);
    case 'RecordDelivery':
      return recordDelivery(command, state);
    case 'RetryMail':
      return retryMail(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown mail command ${JSON.stringify(unknown)}`);
    }
  }
}
