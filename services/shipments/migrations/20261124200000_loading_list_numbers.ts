import { type Kysely, sql } from 'kysely';

/** The serial part of loading lists' readable numbers. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence loading_list_numbers start 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence loading_list_numbers`.execute(db);
}
