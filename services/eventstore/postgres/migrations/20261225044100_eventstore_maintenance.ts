import { type Kysely, sql } from 'kysely';

/**
 * One-off maintenance tasks of the event log and how far they got (docs/decisions/0139): the sealing
 * of events stored before personal data was sealed keeps its last position here, so that a stopped
 * run continues there and a finished installation skips it with one query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table eventstore_maintenance (
      task text primary key,
      after_transaction_id xid8 not null default '0',
      after_position bigint not null default 0,
      scanned bigint not null default 0,
      sealed bigint not null default 0,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      finished_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table eventstore_maintenance`.execute(db);
}
