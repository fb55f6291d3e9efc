import { sql, type Transaction } from 'kysely';
import { type ShipmentEvent, shipmentEventTypes } from '../../contracts/shipment/events.ts';
import type { Database } from '../../services/db/database.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import type { Recorded } from '../runner/recorded.ts';
import { auditEntryOf } from './entry.ts';

/**
 * The change history of each shipment: every event that carries changes becomes an entry with who
 * made it and when. The shipment's customer comes from its first event, so tenancy holds even after
 * a deletion.
 */
export const auditLogProjection = defineProjection<ShipmentEvent>({
  name: 'audit_log',
  version: 1,
  handles: shipmentEventTypes,
  async setup(trx: Transaction<Database>, build: BuildContext) {
    await sql`
      create table ${sql.raw(build.table('audit_log'))} (
        shipment_number bigint not null,
        revision integer not null,
        customer_id text not null,
        type text not null,
        user_fullname text,
        user_login text,
        date timestamptz not null,
        modifications jsonb not null,
        primary key (shipment_number, revision)
      )`.execute(trx);
  },
  async apply(trx: Transaction<Database>, events: Recorded<ShipmentEvent>[]) {
    const customers = new Map<string, string>();
    for (const event of events) {
      if (event.type === 'ShipmentDrafted')
        customers.set(String(event.data.shipmentNumber), event.data.emonsCustomerId);
    }
    const unknown = [...new Set(events.map((event) => String(event.data.shipmentNumber)))].filter(
      (number) => !customers.has(number),
    );
    if (unknown.length > 0) {
      const known = await trx
        .selectFrom('audit_log')
        .select(['shipment_number', 'customer_id'])
        .distinctOn('shipment_number')
        .where('shipment_number', 'in', unknown)
        .execute();
      for (const row of known) customers.set(String(row.shipment_number), row.customer_id);
    }
    const entries = events.flatMap((event) => {
      const customer = customers.get(String(event.data.shipmentNumber));
      if (!customer) return [];
      const entry = auditEntryOf(event, customer);
      return [{ ...entry, modifications: JSON.stringify(entry.modifications) }];
    });
    if (entries.length > 0) {
      await trx
        .insertInto('audit_log')
        .values(entries)
        .onConflict((conflict) => conflict.columns(['shipment_number', 'revision']).doNothing())
        .execute();
    }
  },
});
