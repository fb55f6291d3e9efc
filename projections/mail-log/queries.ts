import { sql } from 'kysely';
import type { MailLogSortProperty } from '../../contracts/mail.ts';
import type { Db } from '../../services/db/index.ts';
import type { MailLogRow } from './tables.ts';

export const mailLogSortColumns = {
  publicationDate: 'publication_date',
  contextId: 'context_id',
  emonsCustomerId: 'emons_customer_id',
  subject: 'subject',
  status: 'status',
  completionDate: 'completion_date',
} as const satisfies Record<MailLogSortProperty, string>;
export type { MailLogSortProperty };

export interface MailLogQuery {
  query?: string;
  /** Only mails still on their way (QUEUED or RETRYING). */
  active?: boolean;
  sort: { property: MailLogSortProperty; direction: 'asc' | 'desc' };
  page: number;
  size: number;
}

/** The admins' mail event list. */
export async function findMailLog(
  db: Db,
  request: MailLogQuery,
): Promise<{ rows: MailLogRow[]; total: number }> {
  let select = db.selectFrom('mail_log');
  if (request.active) select = select.where('status', 'in', ['QUEUED', 'RETRYING']);
  const text = request.query?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    select = select.where((eb) =>
      eb.or([
        eb('context_id', 'ilike', pattern),
        eb('emons_customer_id', 'ilike', pattern),
        eb('subject', 'ilike', pattern),
        eb(sql<string>`array_to_string(recipients, ' ')`, 'ilike', pattern),
      ]),
    );
  }
  const column = mailLogSortColumns[request.sort.property];
  const [rows, count] = await Promise.all([
    select
      .selectAll()
      .orderBy(column, request.sort.direction)
      .orderBy('mail_id')
      .limit(request.size)
      .offset(request.page * request.size)
      .execute(),
    select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export function findMail(db: Db, mailId: string): Promise<MailLogRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(mailId)) return Promise.resolve(undefined);
  return db.selectFrom('mail_log').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
}

/** The mails about one shipment, newest first. */
export function findShipmentMails(db: Db, shipmentNumber: string): Promise<MailLogRow[]> {
  return db
    .selectFrom('mail_log')
    .selectAll()
    .where('context_id', '=', shipmentNumber)
    .orderBy('publication_date', 'desc')
    .execute();
}

/** How many mails stand in each status, for the operations metrics. */
export function mailStatusCounts(db: Db): Promise<{ status: string; count: string }[]> {
  return db
    .selectFrom('mail_log')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('status')
    .execute();
}

/** The failed attempts of the mails still retrying or given up, for the operations metrics. */
export async function failedMailAttempts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('mail_log')
    .select(sql<string>`coalesce(sum(retry), 0)`.as('retries'))
    .where('status', 'in', ['RETRYING', 'GIVEN_UP'])
    .executeTakeFirst();
  return Number(row?.retries ?? 0);
}
