import { type Kysely, sql } from 'kysely';

/**
 * Order files the SFTP ingestion took in, by content hash per customer: the same content is never
 * imported twice. The shipment numbers are drawn before the first save and kept here, so a run that
 * stopped halfway finishes the same shipments instead of creating new ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sftp_imports (
      customer_id text not null,
      content_hash text not null,
      file_name text not null,
      shipment_numbers jsonb not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      primary key (customer_id, content_hash)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sftp_imports`.execute(db);
}
