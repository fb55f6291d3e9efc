import { type Kysely, sql } from 'kysely';

/**
 * SSH public keys of customers' SFTP accounts (docs/decisions/0223): only the public part, as its
 * type and base64 wire form, with the fingerprint `ssh-keygen -lf` prints; each key once per account.
 * They go with the customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sftp_public_keys')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('customer_id', 'varchar(6)', (col) =>
      col.notNull().references('customers.customer_id').onDelete('cascade'),
    )
    .addColumn('key_type', 'text', (col) => col.notNull())
    .addColumn('key_blob', 'text', (col) => col.notNull())
    .addColumn('bits', 'integer', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addUniqueConstraint('sftp_public_keys_once_per_account', ['customer_id', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sftp_public_keys').execute();
}
