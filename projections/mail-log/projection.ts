import { sql, type Transaction } from 'kysely';
import type { MailEvent } from '../../contracts/mail.ts';
import type { Database } from '../../services/db/database.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import type { Recorded } from '../runner/recorded.ts';
import { foldMailRow } from './fold.ts';

const columnNames = [
  'template',
  'context_id',
  'emons_customer_id',
  'publication_date',
  'recipients',
  'subject',
  'content',
  'attachments',
  'status',
  'retry',
  'max_retries',
  'next_retry_after',
  'status_message',
  'completion_date',
] as const;

/**
 * The mail log: each mail's events folded into one row with its status vocabulary
 * (docs/decisions/0021-mail-statuses.md): QUEUED, RETRYING, SENT, GIVEN_UP. A batch reads the rows
 * of the mails it touches once and writes the changed ones in one upsert.
 */
export const mailLogProjection = defineProjection<MailEvent>({
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
  async apply(trx: Transaction<Database>, events: Recorded<MailEvent>[]) {
    const byMail = new Map<string, Recorded<MailEvent>[]>();
    for (const event of events)
      byMail.set(event.data.mailId, [...(byMail.get(event.data.mailId) ?? []), event]);
    const existing = await trx
      .selectFrom('mail_log')
      .selectAll()
      .where('mail_id', 'in', [...byMail.keys()])
      .execute();
    const rows = new Map(existing.map((row) => [row.mail_id, row]));
    const changed = [...byMail].flatMap(([mailId, mailEvents]) => {
      const before = rows.get(mailId);
      const after = mailEvents.reduce(foldMailRow, before);
      return after && after !== before ? [after] : [];
    });
    if (changed.length === 0) return;
    await trx
      .insertInto('mail_log')
      .values(changed.map((row) => ({ ...row, attachments: JSON.stringify(row.attachments) })))
      .onConflict((conflict) =>
        conflict
          .column('mail_id')
          .doUpdateSet((eb) =>
            Object.fromEntries(columnNames.map((name) => [name, eb.ref(`excluded.${name}`)])),
          ),
      )
      .execute();
  },
});
