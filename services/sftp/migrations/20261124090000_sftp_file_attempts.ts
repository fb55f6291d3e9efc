import { type Kysely, sql } from 'kysely';

/**
 * How often the ingestion tried a file of a customer (by content hash) without finishing it: a file
 * that keeps failing for a technical reason goes to error/ after a few attempts instead of being
 * tried on every run forever (docs/decisions/0080).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sftp_file_attempts (
      customer_id text not null,
      content_hash text not null,
      file_name text not null,
      attempts integer not null default 0,
      last_error text,
      updated_at timestamptz not null default now(),
      primary key (customer_id, content_hash)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sftp_file_attempts`.execute(db);
}
