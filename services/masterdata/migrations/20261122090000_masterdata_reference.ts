import { type Kysely, sql } from 'kysely';

/** Reference data of both specs: countries, currencies, codes, UN numbers, products, zip code areas. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('alpha2_code', 'varchar(2)', (col) => col.primaryKey())
    .addColumn('alpha3_code', 'varchar(3)', (col) => col.notNull())
    .addColumn('iso_code', 'varchar(3)', (col) => col.notNull())
    .addColumn('ioc_code', 'varchar(3)', (col) => col.notNull())
    .addColumn('names', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('iso_code', 'varchar(3)', (col) => col.primaryKey())
    .addColumn('insurance_threshold', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('insurance_default_per_kg', 'numeric(14, 2)', (col) => col.notNull())
    .addColumn('collect_on_delivery_maximum', 'numeric(14, 2)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('incoterm_codes')
    .addColumn('identifier', 'varchar(3)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('international', 'boolean', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('packaging_codes')
    .addColumn('identifier', 'varchar(3)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('hazmat_codes')
    .addColumn('code', 'varchar(8)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('hazmats')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('un_number', 'varchar(4)', (col) => col.notNull())
    .addColumn('sequence_number', 'integer', (col) => col.notNull())
    .addColumn('clazz', 'varchar(4)', (col) => col.notNull())
    .addColumn('classification_code', 'varchar(8)', (col) => col.notNull())
    .addColumn('packaging_group', 'varchar(3)')
    .addColumn('mass_unit', 'integer', (col) => col.notNull())
    .addColumn('note', 'varchar(200)')
    .addColumn('collective_term', 'integer', (col) => col.notNull())
    .addColumn('transport_category', 'integer', (col) => col.notNull())
    .addColumn('tunnel_restriction_code', 'varchar(8)')
    .addColumn('name', 'varchar(300)', (col) => col.notNull())
    .addColumn('factor', 'integer', (col) => col.notNull())
    .addUniqueConstraint('hazmats_un_sequence', ['un_number', 'sequence_number'])
    .execute();

  await db.schema
    .createTable('notification_codes')
    .addColumn('identifier', 'varchar(3)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('multi_usage', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('attachment', 'jsonb')
    .addColumn('required_fields', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('products', 'jsonb')
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('identifier', 'varchar(4)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('cod_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('delivery_window_min', 'integer')
    .addColumn('delivery_window_max', 'integer')
    .addColumn('delivery_date_is_optional', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('timeslot', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('region', 'varchar(4)')
    .addColumn('requires_consultation', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('flyer_url', 'varchar(300)')
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('scope', 'varchar(16)', (col) => col.notNull().defaultTo('ALL'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('zip_code_areas')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(12)', (col) => col.notNull())
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .addUniqueConstraint('zip_code_areas_country_zip_city', ['country', 'zip_code', 'city'])
    .execute();
  await db.schema
    .createIndex('zip_code_areas_country_city')
    .on('zip_code_areas')
    .columns(['country', 'city'])
    .execute();

  // Who changed which master data entity when, and what changed (spec: every change is recorded).
  await db.schema
    .createTable('masterdata_changes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(80)', (col) => col.notNull())
    .addColumn('action', 'varchar(3)', (col) => col.notNull())
    .addColumn('user_login', 'varchar(120)', (col) => col.notNull())
    .addColumn('user_full_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('modifications', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('masterdata_changes_entity')
    .on('masterdata_changes')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'masterdata_changes',
    'zip_code_areas',
    'products',
    'notification_codes',
    'hazmats',
    'hazmat_codes',
    'packaging_codes',
    'incoterm_codes',
    'currencies',
    'countries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
