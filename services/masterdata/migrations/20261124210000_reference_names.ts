import { type Kysely, sql } from 'kysely';

/** Names of products, delivery-note codes and packing codes in further languages (language -> name). */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'notification_codes', 'packaging_codes']) {
    await sql`alter table ${sql.table(table)} add column names jsonb not null default '{}'::jsonb`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['products', 'notification_codes', 'packaging_codes']) {
    await sql`alter table ${sql.table(table)} drop column names`.execute(db);
  }
}
