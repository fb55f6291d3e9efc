import { type Kysely, sql } from 'kysely';

/** Branches (locations) with their zones and routings, customers and their settings. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('abbreviation', 'varchar(5)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('legal_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('street_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('street_number', 'varchar(20)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('sscc_prefix', 'varchar(12)')
    .addColumn('gln', 'varchar(13)')
    .addColumn('sscc_counter_min', 'bigint')
    .addColumn('sscc_counter_max', 'bigint')
    .addColumn('esv_link', 'varchar(300)')
    .addColumn('sync_date', 'timestamptz')
    .addColumn('announcement_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('inquiry_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cancellation_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('belog_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('insurance_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('registration_email', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  // Zones: the zip ranges a branch collects from. Routings: destination zip ranges with relation and product map.
  await db.schema
    .createTable('location_zip_ranges')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('location', 'varchar(5)', (col) => col.notNull().references('locations.abbreviation'))
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('zip_code_start', 'varchar(12)', (col) => col.notNull())
    .addColumn('city_start', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('zip_code_end', 'varchar(12)', (col) => col.notNull())
    .addColumn('city_end', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('collection_relation', 'varchar(20)')
    .addColumn('distribution_relation', 'varchar(20)')
    .addColumn('product_map', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('location_zip_ranges_unique', ['location', 'kind', 'country', 'zip_code_start'])
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('customer_id', 'varchar(6)', (col) => col.primaryKey())
    .addColumn('activated', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('additional_name', 'varchar(100)')
    .addColumn('street', 'varchar(100)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull().defaultTo('DE'))
    .addColumn('location', 'varchar(5)', (col) => col.notNull().references('locations.abbreviation'))
    .addColumn('secondary_location', 'varchar(5)')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('customers_location').on('customers').column('location').execute();

  await db.schema
    .createTable('customer_settings')
    .addColumn('customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('value', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('customer_settings_pk', ['customer_id', 'name'])
    .execute();

  // The customer's address book; `owner_customer_id` is the tenant, `customer_id` the address's own number.
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('owner_customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('types', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('name', 'varchar(35)', (col) => col.notNull())
    .addColumn('additional_name', 'varchar(35)')
    .addColumn('customer_id', 'varchar(35)')
    .addColumn('emons_customer_id', 'varchar(6)')
    .addColumn('is_retail', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('street', 'varchar(35)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('contact_name', 'varchar(255)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('mobile', 'varchar(40)')
    .addColumn('email', 'varchar(255)')
    .addColumn('web', 'varchar(70)')
    .addColumn('autosend_shipping_documents', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_notes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('invoice_recipient', 'jsonb')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_owner').on('addresses').column('owner_customer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['addresses', 'customer_settings', 'customers', 'location_zip_ranges', 'locations']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
