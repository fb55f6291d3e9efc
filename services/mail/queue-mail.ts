import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import { derivedUuid } from '../domain/ids.ts';
import { initialMailState, type MailAttachmentRef, mailDecider, mailStreamId } from '../domain/mail/index.ts';
import { type EventMetadata, type EventStore, handleCommand } from '../eventstore/index.ts';
import { storeMailAttachments } from './attachments.ts';
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
  await storeMailAttachments(
    deps.db,
    request.mailId,
    attachments.map((ref, index) => ({
      ...ref,
      content: request.attachments?.[index]?.content ?? Buffer.alloc(0),
    })),
  );
  // A mail's stream begins with its queueing: nothing to read first. The mail id is the event id, so
  // the append of a mail queued before is recognised as its repeat and changes nothing.
  const handled = await handleCommand(
    deps.eventStore,
    mailStreamId(request.mailId),
    mailDecider,
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
    {
      loaded: { state: initialMailState, version: -1, eventIds: new Set(), lastEventId: undefined },
      eventId: () => request.mailId,
      metadata: request.metadata,
    },
  );
  // Queueing always decides MailQueued; its append (or the earlier one it repeats) has a position.
  if (!handled.checkpoint) throw new Error(`mail ${request.mailId}: queueing appended nothing`);
  return { checkpoint: handled.checkpoint };
}
