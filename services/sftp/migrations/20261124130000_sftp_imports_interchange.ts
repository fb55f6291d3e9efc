import { type Kysely, sql } from 'kysely';

/**
 * The EDIFACT interchange an imported order file carried (UNB sender and control reference): a
 * second file with the same interchange is refused like a file imported already
 * (docs/decisions/0106).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sftp_imports add column interchange text`.execute(db);
  await sql`
    create unique index sftp_imports_interchange on sftp_imports (customer_id, interchange)
    where interchange is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index sftp_imports_interchange`.execute(db);
  await sql`alter table sftp_imports drop column interchange`.execute(db);
}
