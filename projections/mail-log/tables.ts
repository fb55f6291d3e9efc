import type { Selectable } from 'kysely';
import type { MailStatus } from '../../contracts/mail.ts';

/** One row per mail: what was sent, to whom, about which shipment, and how delivery went. */
export interface MailLogTable {
  mail_id: string;
  template: string;
  context_id: string | null;
  emons_customer_id: string | null;
  publication_date: Date;
  recipients: string[];
  subject: string;
  content: string;
  attachments: unknown;
  status: MailStatus;
  retry: number;
  max_retries: number;
  next_retry_after: Date | null;
  status_message: string | null;
  completion_date: Date | null;
}

export interface MailLogTables {
  mail_log: MailLogTable;
}

export type MailLogRow = Selectable<MailLogTable>;
