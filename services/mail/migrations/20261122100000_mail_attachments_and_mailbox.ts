import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Attachment bytes stay out of the events: a mail's events name them by id.
  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('mail_id', 'uuid', (column) => column.notNull())
    .addColumn('filename', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('data', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_attachments_mail').on('mail_attachments').column('mail_id').execute();

  // What the embedded SMTP server received, for admins of an installation without SMTP_URL.
  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('mail_from', 'text', (column) => column.notNull())
    .addColumn('recipients', sql`text[]`, (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('raw', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mailbox_messages').execute();
  await db.schema.dropTable('mail_attachments').execute();
}
