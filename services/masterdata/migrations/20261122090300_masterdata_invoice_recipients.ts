import { type Kysely, sql } from 'kysely';

/** The invoice recipients a customer may bill shipments to. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_recipients')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('owner_customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'varchar(35)', (col) => col.notNull())
    .addColumn('name', 'varchar(35)', (col) => col.notNull())
    .addColumn('additional_name', 'varchar(35)')
    .addColumn('street', 'varchar(35)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('contact_name', 'varchar(255)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoice_recipients_owner_customer', ['owner_customer_id', 'customer_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_recipients').ifExists().execute();
}
