import type { Generated, Selectable } from 'kysely';

export interface MailAttachmentsTable {
  id: string;
  mail_id: string;
  filename: string;
  content_type: string;
  data: Buffer;
  created_at: Generated<Date>;
}

export interface MailboxMessagesTable {
  id: Generated<string>;
  received_at: Generated<Date>;
  mail_from: string;
  recipients: string[];
  subject: string;
  raw: string;
}

export interface MailTables {
  mail_attachments: MailAttachmentsTable;
  mailbox_messages: MailboxMessagesTable;
}

export type MailboxMessage = Selectable<MailboxMessagesTable>;
