import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MailPersistenceEvent } from '../../../contracts/mail.ts';
import type { MailLogRow } from '../../../projections/mail-log/index.ts';
import { link } from '../hal.ts';

export const mailParams = z.object({ mailId: z.uuid() });

/** A mail of the mail log as the API returns it, with its attachments' and retry links. */
export function mailRepresentation(request: FastifyRequest, row: MailLogRow): MailPersistenceEvent {
  const attachments =
    (row.attachments as { id: string; filename: string; contentType: string; size: number }[]) ?? [];
  return {
    id: row.mail_id,
    contextId: row.context_id,
    emonsCustomerId: row.emons_customer_id,
    template: row.template,
    publicationDate: row.publication_date.toISOString(),
    multiUsage: row.recipients.length > 1,
    recipients: row.recipients,
    subject: row.subject,
    content: row.content,
    hasAttachment: attachments.length > 0,
    attachments: attachments.map((attachment) => ({
      ...attachment,
      _links: { self: link(request, `/api/mails/${row.mail_id}/attachments/${attachment.id}`) },
    })),
    status: row.status,
    retry: row.retry,
    maxRetries: row.max_retries,
    nextRetryAfter: row.next_retry_after?.toISOString() ?? null,
    statusMessage: row.status_message,
    completionDate: row.completion_date?.toISOString() ?? null,
    _links: {
      self: link(request, `/api/admin/mailPersistenceEvents/${row.mail_id}`),
      ...(row.status === 'GIVEN_UP'
        ? { retry: link(request, `/api/admin/mailPersistenceEvents/${row.mail_id}/retry`) }
        : {}),
    },
  };
}
