import { type Kysely, sql } from 'kysely';

/**
 * Proof-of-delivery files (a signature or a scanned delivery note) keep their bytes here, as mail
 * attachments do; the status report's event names a file by id and SHA-256 (docs/decisions/0233).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table proof_of_delivery_files (
      id uuid primary key,
      shipment_number text not null,
      kind text not null,
      content_type text not null,
      size integer not null,
      sha256 text not null,
      data bytea not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index proof_of_delivery_files_shipment on proof_of_delivery_files (shipment_number)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table proof_of_delivery_files`.execute(db);
}
