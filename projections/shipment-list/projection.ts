import { sql, type Transaction } from 'kysely';
import { type ShipmentEvent, shipmentEventTypes } from '../../contracts/shipment/events.ts';
import type { Database } from '../../services/db/database.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import type { Recorded } from '../runner/recorded.ts';
import { shipmentSortColumns } from './columns.ts';
import { foldShipmentRow, type ShipmentListEntry } from './fold.ts';

const columnNames = [
  'shipment_number',
  'customer_id',
  'location',
  'state',
  'type',
  'version',
  'sender_customer_id',
  'sender_name',
  'sender_city',
  'consignee_name',
  'consignee_city',
  'order_number',
  'shipping_date',
  'delivery_date',
  'product_identifier',
  'product_name',
  'shipping_notice_created',
  'commissioned_on',
  'hazmat',
  'last_modified_by',
  'last_modified_login',
  'last_modified_at',
  'search',
  'document',
] as const;

/**
 * The shipment list: one row per shipment, written in bulk per batch (one read of the rows the
 * batch touches, one upsert, one delete, one update of the counts), so that replaying a million
 * shipments stays a matter of minutes.
 */
export const shipmentListProjection = defineProjection<ShipmentEvent>({
  name: 'shipment_list',
  version: 1,
  handles: shipmentEventTypes,
  async setup(trx: Transaction<Database>, build: BuildContext) {
    const list = build.table('shipment_list');
    await sql`
      create table ${sql.raw(list)} (
        shipment_number bigint primary key,
        customer_id text not null,
        location text,
        state text not null,
        type text not null,
        version integer not null,
        sender_customer_id text,
        sender_name text not null,
        sender_city text not null,
        consignee_name text not null,
        consignee_city text not null,
        order_number text,
        shipping_date date,
        delivery_date date,
        product_identifier text,
        product_name text,
        shipping_notice_created timestamptz,
        commissioned_on timestamptz,
        hazmat boolean not null,
        last_modified_by text,
        last_modified_login text,
        last_modified_at timestamptz not null,
        search text not null,
        document jsonb not null
      )`.execute(trx);
    await sql`
      create table ${sql.raw(build.table('shipment_counts'))} (
        customer_id text not null,
        state text not null,
        count integer not null,
        primary key (customer_id, state)
      )`.execute(trx);
  },
  indexes(build: BuildContext) {
    const list = build.table('shipment_list');
    return [
      ...Object.values(shipmentSortColumns).map((column) => {
        const suffix = column === 'shipment_number' ? '' : `, ${column}`;
        return `create index if not exists shipment_list_by_${column} on ${list} (customer_id${suffix}, shipment_number)`;
      }),
      `create index if not exists shipment_list_by_state_number on ${list} (customer_id, state, shipment_number)`,
      `create index if not exists shipment_list_search on ${list} using gin (search public.gin_trgm_ops)`,
    ];
  },
  // One read, one upsert, one delete and one count update per batch, whatever its size.
  batchSize: 5000,
  async apply(trx: Transaction<Database>, events: Recorded<ShipmentEvent>[], build: BuildContext) {
    const byShipment = new Map<string, Recorded<ShipmentEvent>[]>();
    for (const event of events) {
      const number = String(event.data.shipmentNumber);
      byShipment.set(number, [...(byShipment.get(number) ?? []), event]);
    }
    const existing = await trx
      .selectFrom('shipment_list')
      .selectAll()
      .where(sql<boolean>`shipment_number = any(${[...byShipment.keys()]}::bigint[])`)
      .execute();
    // The document column holds what the fold wrote into it.
    const rows = new Map(existing.map((row) => [String(row.shipment_number), row as ShipmentListEntry]));
    const changes = [...byShipment].map(([number, shipmentEvents]) => {
      const before = rows.get(number);
      return { number, before, after: shipmentEvents.reduce(foldShipmentRow, before) };
    });

    const upserts = changes.flatMap(({ after }) => (after ? [after] : []));
    if (upserts.length > 0) {
      // The rows travel as one JSON document: no limit on parameters, one statement per batch.
      const list = build.table('shipment_list');
      await sql`
        insert into ${sql.raw(list)}
        select * from jsonb_populate_recordset(null::${sql.raw(list)}, ${JSON.stringify(upserts)}::jsonb)
        on conflict (shipment_number) do update set ${sql.raw(
          columnNames
            .filter((name) => name !== 'shipment_number')
            .map((name) => `${name} = excluded.${name}`)
            .join(', '),
        )}`.execute(trx);
    }
    const removed = changes.filter(({ before, after }) => before && !after).map(({ number }) => number);
    if (removed.length > 0)
      await trx
        .deleteFrom('shipment_list')
        .where(sql<boolean>`shipment_number = any(${removed}::bigint[])`)
        .execute();

    const deltas = new Map<string, number>();
    const count = (customer: string, state: string, delta: number) => {
      const key = `${customer}\u0000${state}`;
      deltas.set(key, (deltas.get(key) ?? 0) + delta);
    };
    for (const { before, after } of changes) {
      if (before) count(before.customer_id, before.state, -1);
      if (after) count(after.customer_id, after.state, +1);
    }
    const counted = [...deltas.entries()].filter(([, delta]) => delta !== 0);
    if (counted.length > 0) {
      await trx
        .insertInto('shipment_counts')
        .values(
          counted.map(([key, delta]) => {
            const [customer_id = '', state = ''] = key.split('\u0000');
            return { customer_id, state, count: delta };
          }),
        )
        .onConflict((conflict) =>
          conflict.columns(['customer_id', 'state']).doUpdateSet((eb) => ({
            count: eb('shipment_counts.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    }
  },
});
