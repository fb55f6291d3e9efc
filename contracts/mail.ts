import { z } from 'zod';
import { halLinksSchema } from './hal.ts';

/** Where a mail is on its way (docs/decisions/0021-mail-statuses.md). */
export const mailStatusSchema = z.enum(['QUEUED', 'RETRYING', 'SENT', 'GIVEN_UP']);

export const mailAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  _links: halLinksSchema,
});

/** A mail as the mail event log and a shipment's mail log show it (spec 001 section 3). */
export const mailPersistenceEventSchema = z.object({
  id: z.string(),
  contextId: z.string().nullable(),
  emonsCustomerId: z.string().nullable(),
  template: z.string(),
  publicationDate: z.string(),
  multiUsage: z.boolean(),
  recipients: z.array(z.string()),
  subject: z.string(),
  content: z.string(),
  hasAttachment: z.boolean(),
  attachments: z.array(mailAttachmentSchema),
  status: mailStatusSchema,
  retry: z.number().int(),
  maxRetries: z.number().int(),
  nextRetryAfter: z.string().nullable(),
  statusMessage: z.string().nullable(),
  completionDate: z.string().nullable(),
  _links: halLinksSchema,
});
export type MailPersistenceEvent = z.infer<typeof mailPersistenceEventSchema>;

/** The mails about one shipment (its inquiries link): every one, not paged. */
export const shipmentMailsSchema = z.object({
  _embedded: z.object({ mailPersistenceEvents: z.array(mailPersistenceEventSchema) }),
});
export type ShipmentMails = z.infer<typeof shipmentMailsSchema>;

/** A mail the embedded SMTP server received (installations without SMTP_URL). */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  from: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  _links: halLinksSchema,
});

/** The events of a mail's stream: queued, each failed attempt, sent, given up, an admin's retry. */
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

/** The mail event log's sortable properties; newest first (`publicationDate,desc`) when none is given. */
export const mailLogSortProperties = [
  'publicationDate',
  'contextId',
  'emonsCustomerId',
  'subject',
  'status',
  'completionDate',
] as const;
export type MailLogSortProperty = (typeof mailLogSortProperties)[number];
