import type { Db } from '../db/index.ts';

/** The stored files of queued mails (table `mail_attachments`): written when queued, read to send. */

export async function storeMailAttachments(
  db: Db,
  mailId: string,
  files: readonly { id: string; filename: string; contentType: string; content: Buffer }[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('mail_attachments')
    .values(
      files.map((file) => ({
        id: file.id,
        mail_id: mailId,
        filename: file.filename,
        content_type: file.contentType,
        data: file.content,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export function mailAttachmentsOf(db: Db, mailId: string) {
  return db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'data'])
    .where('mail_id', '=', mailId)
    .orderBy('filename')
    .execute();
}

/** One file of a mail, if the mail has one with the id. */
export function mailAttachment(db: Db, mailId: string, attachmentId: string) {
  return db
    .selectFrom('mail_attachments')
    .select(['filename', 'content_type', 'data'])
    .where('id', '=', attachmentId)
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
}
