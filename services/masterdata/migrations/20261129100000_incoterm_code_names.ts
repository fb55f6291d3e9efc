import { type Kysely, sql } from 'kysely';

/** Names of the shipping terms (incoterm codes) in further languages (language -> name), as the other codes have. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table incoterm_codes add column names jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table incoterm_codes drop column names`.execute(db);
}
