import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { derivedUuid } from '../domain/ids.ts';
import { decideMail, initialMailState, type MailAttachmentRef, mailStreamId } from '../domain/mail/index.ts';
import type { EventMetadata, EventStore } from '../eventstore/index.ts';
import { type MailTemplate, renderMail } from './templates.ts';

export interface MailRequest {
  mailId: string;
  template: MailTemplate;
  language: string;
  recipients: string[];
  values: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  contextId: string | null;
  emonsCustomerId: string | null;
  metadata: EventMetadata;
}

/**
 * Puts a mail on its way: stores its attachments and appends MailQueued to the mail's stream. The
 * mail id is the event id, so queueing the same mail again (a replayed reactor) changes nothing.
 */
export async function queueMail(
  deps: { db: Db; eventStore: EventStore; config: Pick<Config, 'MAIL_MAX_RETRIES'> },
  request: MailRequest,
) {
  const { subject, html } = renderMail(request.template, request.language, request.values);
  const attachments: MailAttachmentRef[] = (request.attachments ?? []).map((attachment, index) => ({
    id: derivedUuid(request.mailId, 'attachment', String(index)),
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.content.length,
  }));
  if (attachments.length > 0) {
    await deps.db
      .insertInto('mail_attachments')
      .values(
        attachments.map((ref, index) => ({
          id: ref.id,
          mail_id: request.mailId,
          filename: ref.filename,
          content_type: ref.contentType,
          data: request.attachments?.[index]?.content ?? Buffer.alloc(0),
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  const events = decideMail(
    {
      type: 'QueueMail',
      data: {
        mailId: request.mailId,
        template: request.template,
        language: request.language,
        recipients: request.recipients,
        subject,
        content: html,
        attachments,
        contextId: request.contextId,
        emonsCustomerId: request.emonsCustomerId,
        maxRetries: deps.config.MAIL_MAX_RETRIES,
        queuedAt: request.metadata.time,
      },
    },
    initialMailState,
  );
  return deps.eventStore.appendToStream(
    mailStreamId(request.mailId),
    events.map((event) => ({
      id: request.mailId,
      type: event.type,
      data: event.data,
      metadata: request.metadata,
    })),
    { expected: 'any' },
  );
}
