import { type Kysely, sql } from 'kysely';

/** Every order file the ingestion refused into `error/`, for the operators' metrics and look-ups. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table sftp_refusals (
      id bigserial primary key,
      customer_id text not null,
      file_name text not null,
      problems integer not null,
      refused_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index sftp_refusals_refused_at on sftp_refusals (refused_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table sftp_refusals`.execute(db);
}
