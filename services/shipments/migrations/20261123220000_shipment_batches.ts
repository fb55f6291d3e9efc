import { type Kysely, sql } from 'kysely';

/**
 * Batches live in PostgreSQL: the request and one row per shipment that receives its result. The
 * queue only carries the work, so a batch survives the loss of Redis's data and is resumed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shipment_batches (
      id uuid primary key,
      type text not null check (type in ('announce', 'commission')),
      requested_by text not null,
      principal jsonb not null,
      announcement jsonb,
      requested_at timestamptz not null,
      total integer not null
    )
  `.execute(db);
  await sql`
    create table shipment_batch_items (
      batch_id uuid not null references shipment_batches (id) on delete cascade,
      index integer not null,
      shipment_number text not null,
      outcome text check (outcome in ('done', 'skipped')),
      reason text,
      processed_at timestamptz,
      primary key (batch_id, index)
    )
  `.execute(db);
  await sql`create index shipment_batch_items_open on shipment_batch_items (batch_id) where outcome is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table shipment_batch_items`.execute(db);
  await sql`drop table shipment_batches`.execute(db);
}
