import { describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import { deciderSpecification } from '../testing.ts';
import { decideMail, type MailCommand, type RetryPolicy, retryDelayMs } from './decide.ts';
import { evolveMail, initialMailState, type MailEvent, type MailQueued } from './mail.ts';

const policy: RetryPolicy = { baseDelayMs: 1000, maxDelayMs: 60_000 };
const queued: MailQueued = {
  type: 'MailQueued',
  data: {
    mailId: 'm1',
    template: 'shipping-notice',
    language: 'de',
    recipients: ['avis@ham.example'],
    subject: 'Avis 4711',
    content: '<p>Avis</p>',
    attachments: [],
    contextId: '4711',
    emonsCustomerId: '100001',
    maxRetries: 2,
    queuedAt: '2026-11-22T10:00:00.000Z',
  },
};

const spec = deciderSpecification({ decide: decideMail, evolve: evolveMail, initialState: initialMailState });
const given = (...events: MailEvent[]) => spec.given(events);

const failure = (now: string, jitter = 0): MailCommand => ({
  type: 'RecordDeliveryFailure',
  data: { mailId: 'm1', reason: '451 try later', now, jitter, policy },
});
const failed = (attempt: number, failedAt: string, nextRetryAfter: string | null): MailEvent => ({
  type: 'MailDeliveryFailed',
  data: { mailId: 'm1', attempt, reason: '451 try later', failedAt, nextRetryAfter },
});

describe('mail decider', () => {
  it('queues a mail once', () => {
    given().when({ type: 'QueueMail', data: queued.data }).then([queued]);
    given(queued).when({ type: 'QueueMail', data: queued.data }).then([]);
  });

  it('schedules the next retry after a failed attempt', () => {
    given(queued)
      .when(failure('2026-11-22T10:00:00.000Z', 1))
      .then([failed(1, '2026-11-22T10:00:00.000Z', '2026-11-22T10:00:01.000Z')]);
    given(queued, failed(1, '2026-11-22T10:00:00.000Z', '2026-11-22T10:00:01.000Z'))
      .when(failure('2026-11-22T10:00:01.000Z', 1))
      .then([failed(2, '2026-11-22T10:00:01.000Z', '2026-11-22T10:00:03.000Z')]);
  });

  it('gives up when the retries are used up', () => {
    given(queued, failed(1, 'a', 'b'), failed(2, 'c', 'd'))
      .when(failure('2026-11-22T10:00:07.000Z'))
      .then([
        failed(3, '2026-11-22T10:00:07.000Z', null),
        {
          type: 'MailGivenUp',
          data: { mailId: 'm1', attempts: 3, reason: '451 try later', givenUpAt: '2026-11-22T10:00:07.000Z' },
        },
      ]);
  });

  it('records the delivery with its attempt number, and only once', () => {
    const sent: MailEvent = {
      type: 'MailSent',
      data: { mailId: 'm1', attempt: 2, sentAt: '2026-11-22T10:00:02.000Z', messageId: '<x@y>' },
    };
    const command: MailCommand = {
      type: 'RecordDelivery',
      data: { mailId: 'm1', now: '2026-11-22T10:00:02.000Z', messageId: '<x@y>' },
    };
    given(queued, failed(1, 'a', 'b'))
      .when(command)
      .then([sent]);
    given(queued, failed(1, 'a', 'b'), sent)
      .when(command)
      .then([]);
  });

  it('ignores late failures of a mail already sent', () => {
    given(queued, { type: 'MailSent', data: { mailId: 'm1', attempt: 1, sentAt: 'x', messageId: null } })
      .when(failure('2026-11-22T10:00:00.000Z'))
      .then([]);
  });

  it('lets an admin retry only a mail that was given up, starting the count afresh', () => {
    const retry: MailCommand = { type: 'RetryMail', data: { mailId: 'm1', requestedBy: 'admin', now: 'n' } };
    given(queued).when(retry).thenThrows(ConflictError);
    const givenUp: MailEvent = {
      type: 'MailGivenUp',
      data: { mailId: 'm1', attempts: 3, reason: 'r', givenUpAt: 'g' },
    };
    given(queued, givenUp)
      .when(retry)
      .then([{ type: 'MailRetryRequested', data: { mailId: 'm1', requestedBy: 'admin', requestedAt: 'n' } }]);
    const state = [
      queued,
      givenUp,
      {
        type: 'MailRetryRequested',
        data: { mailId: 'm1', requestedBy: 'admin', requestedAt: 'n' },
      } as MailEvent,
    ].reduce(evolveMail, initialMailState);
    expect(state).toEqual({ status: 'QUEUED', failedAttempts: 0, maxRetries: 2 });
  });
});

describe('retry delay', () => {
  it('doubles per attempt within half and all of the ceiling, capped', () => {
    expect(retryDelayMs(policy, 1, 0)).toBe(500);
    expect(retryDelayMs(policy, 1, 1)).toBe(1000);
    expect(retryDelayMs(policy, 3, 1)).toBe(4000);
    expect(retryDelayMs(policy, 20, 1)).toBe(60_000);
    expect(retryDelayMs(policy, 20, 0)).toBe(30_000);
  });
});
