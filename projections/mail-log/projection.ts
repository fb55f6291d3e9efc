import { sql, type Transaction } from 'kysely';
import type { MailEvent } from '../../contracts/mail.ts';
import type { Database } from '../../services/db/database.ts';
import type { RecordedEvent } from '../../services/eventstore/port.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';

/**
 * The mail log: each mail's events folded into one row with its status vocabulary
 * (docs/decisions/0021-mail-statuses.md): QUEUED, RETRYING, SENT, GIVEN_UP.
 */
export const mailLogProjection = defineProjection({
  name: 'mail_log',
  version: 1,
  handles: ['MailQueued', 'MailDeliveryFailed', 'MailSent', 'MailGivenUp', 'MailRetryRequested'],
  async setup(trx: Transaction<Database>, build: BuildContext) {
    const table = sql.raw(build.table('mail_log'));
    await sql`
      create table ${table} (
        mail_id uuid primary key,
        template text not null,
        context_id text,
        emons_customer_id text,
        publication_date timestamptz not null,
        recipients text[] not null,
        subject text not null,
        content text not null,
        attachments jsonb not null,
        status text not null,
        retry integer not null,
        max_retries integer not null,
        next_retry_after timestamptz,
        status_message text,
        completion_date timestamptz
      )`.execute(trx);
    await sql`create index mail_log_by_date on ${table} (publication_date desc)`.execute(trx);
    await sql`create index mail_log_by_context on ${table} (context_id, publication_date desc)`.execute(trx);
  },
  async apply(trx: Transaction<Database>, events: RecordedEvent[]) {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as MailEvent;
      switch (event.type) {
        case 'MailQueued': {
          const data = event.data;
          await trx
            .insertInto('mail_log')
            .values({
              mail_id: data.mailId,
              template: data.template,
              context_id: data.contextId,
              emons_customer_id: data.emonsCustomerId,
              publication_date: new Date(data.queuedAt),
              recipients: data.recipients,
              subject: data.subject,
              content: data.content,
              attachments: JSON.stringify(data.attachments),
              status: 'QUEUED',
              retry: 0,
              max_retries: data.maxRetries,
              next_retry_after: null,
              status_message: null,
              completion_date: null,
            })
            .onConflict((conflict) => conflict.column('mail_id').doNothing())
            .execute();
          break;
        }
        case 'MailDeliveryFailed':
          await trx
            .updateTable('mail_log')
            .set({
              status: event.data.nextRetryAfter ? 'RETRYING' : 'GIVEN_UP',
              retry: event.data.attempt,
              next_retry_after: event.data.nextRetryAfter ? new Date(event.data.nextRetryAfter) : null,
              status_message: event.data.reason,
            })
            .where('mail_id', '=', event.data.mailId)
            .execute();
          break;
        case 'MailSent':
          await trx
            .updateTable('mail_log')
            .set({ status: 'SENT', next_retry_after: null, completion_date: new Date(event.data.sentAt) })
            .where('mail_id', '=', event.data.mailId)
            .execute();
          break;
        case 'MailGivenUp':
          await trx
            .updateTable('mail_log')
            .set({ status: 'GIVEN_UP', next_retry_after: null, status_message: event.data.reason })
            .where('mail_id', '=', event.data.mailId)
            .execute();
          break;
        case 'MailRetryRequested':
          await trx
            .updateTable('mail_log')
            .set({ status: 'QUEUED', retry: 0, next_retry_after: null, status_message: null })
            .where('mail_id', '=', event.data.mailId)
            .execute();
          break;
      }
    }
  },
});
