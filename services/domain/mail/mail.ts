/**
 * A mail the portal sends: one stream per mail. Its events are the mail log: queued, each failed
 * attempt with its reason and next retry time, sent, or given up (and an admin's retry).
 */

import type { MailEvent, MailStatus } from '../../../contracts/mail.ts';

export type {
  MailAttachmentRef,
  MailDeliveryFailed,
  MailEvent,
  MailGivenUp,
  MailQueued,
  MailRetryRequested,
  MailSent,
  MailStatus,
} from '../../../contracts/mail.ts';
export { mailStatuses } from '../../../contracts/mail.ts';

export interface MailState {
  status: MailStatus | 'NONE';
  /** Failed attempts since the mail was queued or last retried by an admin. */
  failedAttempts: number;
  maxRetries: number;
}

export const initialMailState: MailState = { status: 'NONE', failedAttempts: 0, maxRetries: 0 };

export function evolveMail(state: MailState, event: MailEvent): MailState {
  switch (event.type) {
    case 'MailQueued':
      return { status: 'QUEUED', failedAttempts: 0, maxRetries: event.data.maxRetries };
    case 'MailDeliveryFailed':
      return { ...state, status: 'RETRYING', failedAttempts: event.data.attempt };
    case 'MailSent':
      return { ...state, status: 'SENT' };
    case 'MailGivenUp':
      return { ...state, status: 'GIVEN_UP' };
    case 'MailRetryRequested':
      return { ...state, status: 'QUEUED', failedAttempts: 0 };
  }
}

export const mailStreamId = (mailId: string) => `mail-${mailId}`;
