import { type Kysely, sql } from 'kysely';

/** Cargo item templates of a customer and the personal settings of a user. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cargo_item_templates')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('owner_customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('marking', 'varchar(17)')
    .addColumn('order_number', 'varchar(35)')
    .addColumn('colli_qty', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('packing_code', 'varchar(3)')
    .addColumn('goods', 'varchar(30)')
    .addColumn('dangerous_goods', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('weight', 'integer')
    .addColumn('length', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('cargo_item_templates_owner')
    .on('cargo_item_templates')
    .column('owner_customer_id')
    .execute();

  await db.schema
    .createTable('personal_settings')
    .addColumn('username', 'varchar(120)', (col) => col.notNull())
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('personal_settings_pk', ['username', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_settings').ifExists().execute();
  await db.schema.dropTable('cargo_item_templates').ifExists().execute();
}
