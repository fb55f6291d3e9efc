import { type Kysely, sql } from 'kysely';

/**
 * The user directory of the embedded sign-in: users, their customers (six-character ids owned by
 * master data, kept as plain strings so this module does not depend on it), the signing keys, the
 * OpenID Connect provider's stored artefacts and the outbox of registration confirmation links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('roles', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('branch', 'text')
    .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);

  await db.schema
    .createTable('user_customers')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_customers_pk', ['user_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('user_customers_customer').on('user_customers').column('customer_id').execute();

  await db.schema
    .createTable('identity_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('jwks', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('oidc_models')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_models_pk', ['kind', 'id'])
    .execute();
  await db.schema.createIndex('oidc_models_grant').on('oidc_models').column('grant_id').execute();
  await db.schema.createIndex('oidc_models_uid').on('oidc_models').column('uid').execute();
  await db.schema.createIndex('oidc_models_expires').on('oidc_models').column('expires_at').execute();

  await db.schema
    .createTable('registrations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company', 'jsonb', (col) => col.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('confirmation_link', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('mailed_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['registrations', 'oidc_models', 'identity_keys', 'user_customers', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
