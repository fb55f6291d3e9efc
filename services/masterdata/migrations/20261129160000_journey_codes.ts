import { type Kysely, sql } from 'kysely';

/** The forwarder's own status codes, each mapped onto a portal status and maybe a reason. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('journey_codes')
    .addColumn('code', 'varchar(35)', (col) => col.primaryKey())
    .addColumn('status', 'varchar(30)', (col) => col.notNull())
    .addColumn('reason', 'varchar(30)')
    .addColumn('note', 'varchar(70)')
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('journey_codes').ifExists().execute();
}
