import { type Kysely, sql } from 'kysely';

/** A customer's code mappings: a partner's value of a kind and the portal's value it stands for. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('code_mappings')
    .addColumn('customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('partner_value', 'varchar(35)', (col) => col.notNull())
    .addColumn('portal_value', 'varchar(36)', (col) => col.notNull())
    .addColumn('note', 'varchar(70)')
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('code_mappings_pkey', ['customer_id', 'kind', 'partner_value'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('code_mappings').ifExists().execute();
}
