import { type Kysely, sql } from 'kysely';

/**
 * The key table of the personal data in events (docs/decisions/0112): one AES-256 key per data
 * subject, found again by a hash of its identity; erasure sets both to null. The contexts link a
 * subject to the shipments it appears in, so that erasing a party reaches what derives from them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table personal_data_subjects (
      id uuid primary key,
      kind text not null,
      lookup text unique,
      key bytea,
      created_at timestamptz not null default now(),
      erased_at timestamptz
    )
  `.execute(db);
  await sql`
    create table personal_data_contexts (
      subject_id uuid not null references personal_data_subjects (id),
      context text not null,
      primary key (subject_id, context)
    )
  `.execute(db);
  await sql`create index personal_data_contexts_context on personal_data_contexts (context)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table personal_data_contexts`.execute(db);
  await sql`drop table personal_data_subjects`.execute(db);
}
