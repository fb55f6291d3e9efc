import { type Kysely, sql } from 'kysely';

/**
 * Customers' systems: machine clients of the embedded provider (client credentials, the secret as a
 * SHA-256 hash), webhook subscriptions per customer and one row per event sent to a subscription.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_clients')
    .addColumn('client_id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scopes', sql`text[]`, (col) => col.notNull())
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'text')
    .execute();
  await db.schema.createIndex('api_clients_customer').on('api_clients').column('customer_id').execute();

  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('events', sql`text[]`, (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('signing_secret', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('webhook_subscriptions_customer')
    .on('webhook_subscriptions')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('subscription_id', 'uuid', (col) =>
      col.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'uuid', (col) => col.notNull())
    .addColumn('event_type', 'text', (col) => col.notNull())
    .addColumn('shipment_number', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('QUEUED'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_retry_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_subscription')
    .on('webhook_deliveries')
    .columns(['subscription_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['webhook_deliveries', 'webhook_subscriptions', 'api_clients']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
