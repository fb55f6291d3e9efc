import { type Kysely, sql } from 'kysely';

/**
 * Shipment numbers come from a sequence: unique across processes, and a number once drawn is never
 * handed out again, even when the command that drew it fails. SSCC serials come from a row-locked
 * counter per branch and are kept per package, so a reprinted label shows the same SSCC. Loading
 * lists keep the snapshot they were printed from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence shipment_numbers start with 1000001 minvalue 1000001 no cycle`.execute(db);
  await sql`
    create table sscc_counters (
      branch text primary key,
      last_serial bigint not null
    )
  `.execute(db);
  await sql`
    create table shipment_package_ssccs (
      shipment_number bigint not null,
      package_index integer not null,
      sscc text not null unique,
      created_at timestamptz not null default now(),
      primary key (shipment_number, package_index)
    )
  `.execute(db);
  await sql`
    create table loading_lists (
      id uuid primary key,
      customer_id text not null,
      content jsonb not null,
      created_by text,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table loading_list_shipments (
      loading_list_id uuid not null references loading_lists (id),
      shipment_number bigint not null,
      primary key (loading_list_id, shipment_number)
    )
  `.execute(db);
  await sql`create index loading_list_shipments_by_shipment on loading_list_shipments (shipment_number)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table loading_list_shipments`.execute(db);
  await sql`drop table loading_lists`.execute(db);
  await sql`drop table shipment_package_ssccs`.execute(db);
  await sql`drop table sscc_counters`.execute(db);
  await sql`drop sequence shipment_numbers`.execute(db);
}
