import { type Kysely, sql } from 'kysely';

/** Free-text search over the shipment list uses trigram indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
}

export async function down(): Promise<void> {}
