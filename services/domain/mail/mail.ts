/**
 * A mail the portal sends: one stream per mail. Its events are the mail log: queued, each failed
 * attempt with its reason and next retry time, sent, or given up (and an admin's retry).
 */

export const mailStatuses = ['QUEUED', 'RETRYING', 'SENT', 'GIVEN_UP'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export interface MailAttachmentRef {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

export interface MailQueued {
  type: 'MailQueued';
  data: {
    mailId: string;
    template: string;
    language: string;
    recipients: string[];
    subject: string;
    content: string;
    attachments: MailAttachmentRef[];
    /** The shipment number (or other business key) the mail is about. */
    contextId: string | null;
    emonsCustomerId: string | null;
    maxRetries: number;
    queuedAt: string;
  };
}

export interface MailDeliveryFailed {
  type: 'MailDeliveryFailed';
  data: { mailId: string; attempt: number; reason: string; failedAt: string; nextRetryAfter: string | null };
}

export interface MailSent {
  type: 'MailSent';
  data: { mailId: string; attempt: number; sentAt: string; messageId: string | null };
}

export interface MailGivenUp {
  type: 'MailGivenUp';
  data: { mailId: string; attempts: number; reason: string; givenUpAt: string };
}

export interface MailRetryRequested {
  type: 'MailRetryRequested';
  data: { mailId: string; requestedBy: string; requestedAt: string };
}

export type MailEvent = MailQueued | MailDeliveryFailed | MailSent | MailGivenUp | MailRetryRequested;

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
