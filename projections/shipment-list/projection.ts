import { sql, type Transaction } from 'kysely';
import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import { shipmentEventTypes } from '../../contracts/shipment/events.ts';
import type { ShipmentData } from '../../contracts/shipment/index.ts';
import type { Database } from '../../services/db/database.ts';
import type { RecordedEvent } from '../../services/eventstore/port.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import { shipmentSortColumns } from './columns.ts';
import type { ShipmentListTable } from './tables.ts';

type Row = Omit<ShipmentListTable, 'document'> & {
  document: { shipment: ShipmentData; quotation?: unknown };
};
type Patch = Partial<Row>;

/** Lower-cased text the free-text search looks in: numbers, names and cities. */
function searchText(shipmentNumber: string, order: ShipmentData): string {
  return [
    shipmentNumber,
    order.orderNumber,
    order.referenceNumber,
    order.sender.name,
    order.sender.city,
    order.sender.customerId,
    order.consignee.name,
    order.consignee.city,
    order.cargoList.items.map((item) => item.orderNumber).join(' '),
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The columns that follow from the order itself. */
function orderColumns(shipmentNumber: string, order: ShipmentData): Patch {
  return {
    sender_customer_id: order.sender.customerId ?? null,
    sender_name: order.sender.name,
    sender_city: order.sender.city,
    consignee_name: order.consignee.name,
    consignee_city: order.consignee.city,
    order_number: order.orderNumber ?? null,
    shipping_date: order.shippingDate ?? null,
    delivery_date: order.deliveryDate ?? null,
    product_identifier: order.product.identifier,
    product_name: order.product.name ?? order.product.identifier,
    hazmat: order.cargoList.items.some((item) => item.dangerousGoods || (item.hazmats?.length ?? 0) > 0),
    search: searchText(shipmentNumber, order),
  };
}

/** What one event changes in the shipment's row. */
function patchOf(event: RecordedEvent): Patch | 'deleted' {
  const shipmentEvent = { type: event.type, data: event.data } as ShipmentEvent;
  const who = {
    version: event.streamVersion,
    last_modified_by: (event.metadata.userFullName as string | undefined) ?? null,
    last_modified_login: (event.metadata.userLogin as string | undefined) ?? null,
    last_modified_at: new Date(event.metadata.time),
  };
  switch (shipmentEvent.type) {
    case 'ShipmentDrafted': {
      const { shipmentNumber, emonsCustomerId, location, shipmentType, shipment } = shipmentEvent.data;
      return {
        ...who,
        ...orderColumns(shipmentNumber, shipment),
        shipment_number: shipmentNumber,
        customer_id: emonsCustomerId,
        location: location ?? null,
        state: 'DRAFT',
        type: shipmentType,
        shipping_notice_created: null,
        commissioned_on: null,
        document: { shipment },
      };
    }
    case 'ShipmentSaved':
    case 'ShipmentAnnouncementRequested':
    case 'ShipmentCommissioned': {
      const { shipmentNumber, shipmentType, shipment } = shipmentEvent.data;
      return {
        ...who,
        ...orderColumns(shipmentNumber, shipment),
        type: shipmentType,
        document: { shipment },
        ...(shipmentEvent.type === 'ShipmentAnnouncementRequested' ? { state: 'CREATE_ANNOUNCEMENT' } : {}),
        ...(shipmentEvent.type === 'ShipmentCommissioned'
          ? { state: 'FINALIZED', commissioned_on: new Date(shipmentEvent.data.commissionedOn) }
          : {}),
      };
    }
    case 'ShipmentAnnounced':
      return {
        ...who,
        state: 'ANNOUNCED',
        shipping_notice_created: new Date(shipmentEvent.data.shippingNoticeCreated),
      };
    case 'ShipmentCancelled':
      return { ...who, state: 'CANCELLED' };
    case 'CargoListCreated':
      return { ...who, state: 'CARGO_LIST_CREATED' };
    case 'QuotationRecorded':
      return { ...who, document: { quotation: shipmentEvent.data.quotation } as Row['document'] };
    case 'PickUpOrderIssued':
      // The order itself is unchanged; only its version moves, so a later save's version matches.
      return { version: event.streamVersion };
    case 'ShipmentDeleted':
      return 'deleted';
  }
}

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

type Change = { existing?: { state: string; customer_id: string }; row?: Row; deleted: boolean };

function merge(base: Row, patch: Patch): Row {
  const document = patch.document ? { ...base.document, ...patch.document } : base.document;
  return { ...base, ...patch, document } as Row;
}

/**
 * The shipment list: one row per shipment, written in bulk per batch (one read of the rows the
 * batch touches, one upsert, one delete, one update of the counts), so that replaying a million
 * shipments stays a matter of minutes.
 */
export const shipmentListProjection = defineProjection({
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
    for (const column of Object.values(shipmentSortColumns)) {
      const suffix = column === 'shipment_number' ? '' : `, ${column}`;
      await sql
        .raw(`create index shipment_list_by_${column} on ${list} (customer_id${suffix}, shipment_number)`)
        .execute(trx);
    }
    await sql`create index shipment_list_by_state_number on ${sql.raw(list)} (customer_id, state, shipment_number)`.execute(
      trx,
    );
    await sql`create index shipment_list_search on ${sql.raw(list)} using gin (search public.gin_trgm_ops)`.execute(
      trx,
    );
    await sql`
      create table ${sql.raw(build.table('shipment_counts'))} (
        customer_id text not null,
        state text not null,
        count integer not null,
        primary key (customer_id, state)
      )`.execute(trx);
  },
  async apply(trx: Transaction<Database>, events: RecordedEvent[]) {
    const changes = new Map<string, Change>();
    const patches = new Map<string, (Patch | 'deleted')[]>();
    for (const event of events) {
      const number = String((event.data as { shipmentNumber: string }).shipmentNumber);
      patches.set(number, [...(patches.get(number) ?? []), patchOf(event)]);
    }
    const numbers = [...patches.keys()];
    const existing = await trx
      .selectFrom('shipment_list')
      .selectAll()
      .where('shipment_number', 'in', numbers)
      .execute();
    const rows = new Map(existing.map((row) => [String(row.shipment_number), row as Row]));
    for (const [number, list] of patches) {
      const before = rows.get(number);
      let row: Row | undefined = before;
      let deleted = false;
      for (const patch of list) {
        if (patch === 'deleted') {
          row = undefined;
          deleted = true;
          continue;
        }
        // A patch without a known row (its ShipmentDrafted lies before a rebuild's start) is skipped.
        if (row || patch.customer_id) row = merge(row ?? (patch as Row), patch);
        if (row) deleted = false;
      }
      changes.set(number, {
        existing: before ? { state: before.state, customer_id: before.customer_id } : undefined,
        row,
        deleted: deleted && !row,
      });
    }

    const upserts = [...changes.values()].flatMap((change) => (change.row ? [change.row] : []));
    if (upserts.length > 0) {
      await trx
        .insertInto('shipment_list')
        .values(upserts.map((row) => ({ ...row, document: JSON.stringify(row.document) })))
        .onConflict((conflict) =>
          conflict
            .column('shipment_number')
            .doUpdateSet((eb) =>
              Object.fromEntries(
                columnNames
                  .filter((name) => name !== 'shipment_number')
                  .map((name) => [name, eb.ref(`excluded.${name}`)]),
              ),
            ),
        )
        .execute();
    }
    const removed = [...changes.entries()].filter(([, change]) => change.deleted).map(([number]) => number);
    if (removed.length > 0)
      await trx.deleteFrom('shipment_list').where('shipment_number', 'in', removed).execute();

    const deltas = new Map<string, number>();
    const count = (customer: string, state: string, delta: number) => {
      const key = `${customer}\u0000${state}`;
      deltas.set(key, (deltas.get(key) ?? 0) + delta);
    };
    for (const change of changes.values()) {
      if (change.existing) count(change.existing.customer_id, change.existing.state, -1);
      if (change.row) count(change.row.customer_id, change.row.state, +1);
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
