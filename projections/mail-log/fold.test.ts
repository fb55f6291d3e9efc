import { describe, expect, it } from 'vitest';
import type { MailEvent } from '../../contracts/mail.ts';
import { recordedAt } from '../runner/fixtures.ts';
import { foldMailRow } from './fold.ts';

const MAIL = '5f0c6b1e-7d2a-4c3e-9a51-2b8f4e6d0c17';
const attachments = [{ id: 'doc-1', filename: 'avis.pdf', contentType: 'application/pdf', size: 2048 }];

const queued: MailEvent = {
  type: 'MailQueued',
  data: {
    mailId: MAIL,
    template: 'shipping-notice',
    language: 'de',
    recipients: ['dispo@hamburg.example', 'petra.mueller@kunde.example'],
    subject: 'Avis Sendung 1000001',
    content: '<p>Ihre Sendung ist avisiert.</p>',
    attachments,
    contextId: '1000001',
    emonsCustomerId: '100001',
    maxRetries: 5,
    queuedAt: '2026-11-23T09:00:00.000Z',
  },
};
const failed = (attempt: number, nextRetryAfter: string | null): MailEvent => ({
  type: 'MailDeliveryFailed',
  data: {
    mailId: MAIL,
    attempt,
    reason: '421 try again later',
    failedAt: '2026-11-23T09:00:01.000Z',
    nextRetryAfter,
  },
});
const sent: MailEvent = {
  type: 'MailSent',
  data: { mailId: MAIL, attempt: 2, sentAt: '2026-11-23T09:05:00.000Z', messageId: '<1@mail.example>' },
};
const givenUp: MailEvent = {
  type: 'MailGivenUp',
  data: {
    mailId: MAIL,
    attempts: 5,
    reason: '550 mailbox unavailable',
    givenUpAt: '2026-11-23T10:00:00.000Z',
  },
};
const retryRequested: MailEvent = {
  type: 'MailRetryRequested',
  data: { mailId: MAIL, requestedBy: 'admin', requestedAt: '2026-11-23T11:00:00.000Z' },
};

/** Records the events as the mail's stream and folds them, starting without a row. */
const given = (...events: MailEvent[]) =>
  events
    .map((event, version) => recordedAt(`mail-${MAIL}`, version, event, { time: '2026-11-23T09:00:00.000Z' }))
    .reduce(foldMailRow, undefined);

describe('the mail log row', () => {
  it('is QUEUED after MailQueued, with what is sent to whom about which shipment', () => {
    expect(given(queued)).toEqual({
      mail_id: MAIL,
      template: 'shipping-notice',
      context_id: '1000001',
      emons_customer_id: '100001',
      publication_date: new Date('2026-11-23T09:00:00.000Z'),
      recipients: ['dispo@hamburg.example', 'petra.mueller@kunde.example'],
      subject: 'Avis Sendung 1000001',
      content: '<p>Ihre Sendung ist avisiert.</p>',
      attachments,
      status: 'QUEUED',
      retry: 0,
      max_retries: 5,
      next_retry_after: null,
      status_message: null,
      completion_date: null,
    });
  });

  it('stays as first queued when MailQueued comes again', () => {
    const again: MailEvent = { ...queued, data: { ...queued.data, subject: 'Anders' } };
    expect(given(queued, again)).toEqual(given(queued));
  });

  it('is RETRYING after a MailDeliveryFailed with a next attempt, with the attempt and the reason', () => {
    expect(given(queued, failed(1, '2026-11-23T09:01:00.000Z'))).toMatchObject({
      status: 'RETRYING',
      retry: 1,
      next_retry_after: new Date('2026-11-23T09:01:00.000Z'),
      status_message: '421 try again later',
    });
  });

  it('is GIVEN_UP after a MailDeliveryFailed without a next attempt', () => {
    expect(given(queued, failed(5, null))).toMatchObject({
      status: 'GIVEN_UP',
      retry: 5,
      next_retry_after: null,
      status_message: '421 try again later',
    });
  });

  it('is SENT after MailSent, with the time of delivery and no retry pending', () => {
    expect(given(queued, failed(1, '2026-11-23T09:01:00.000Z'), sent)).toMatchObject({
      status: 'SENT',
      retry: 1,
      next_retry_after: null,
      status_message: '421 try again later',
      completion_date: new Date('2026-11-23T09:05:00.000Z'),
    });
  });

  it('is GIVEN_UP after MailGivenUp, with its reason', () => {
    expect(given(queued, failed(1, '2026-11-23T09:01:00.000Z'), givenUp)).toMatchObject({
      status: 'GIVEN_UP',
      next_retry_after: null,
      status_message: '550 mailbox unavailable',
      completion_date: null,
    });
  });

  it('is QUEUED again from the start after an admin requests a retry', () => {
    expect(given(queued, failed(5, null), givenUp, retryRequested)).toMatchObject({
      status: 'QUEUED',
      retry: 0,
      next_retry_after: null,
      status_message: null,
    });
  });

  it('has no row for a mail whose MailQueued it never saw', () => {
    expect(given(failed(1, null), sent, givenUp, retryRequested)).toBeUndefined();
  });
});
