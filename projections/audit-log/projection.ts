import { sql, type Transaction } from 'kysely';
import type { FieldChange } from '../../contracts/shipment/events.ts';
import { shipmentEventTypes } from '../../contracts/shipment/events.ts';
import type { Database } from '../../services/db/database.ts';
import type { RecordedEvent } from '../../services/eventstore/port.ts';
import { type BuildContext, defineProjection } from '../runner/projection.ts';
import type { AuditLogTable } from './tables.ts';

type Entry = Omit<AuditLogTable, 'modifications'> & { modifications: string };

const typeOf = (eventType: string): AuditLogTable['type'] =>
  eventType === 'ShipmentDrafted' ? 'ADD' : eventType === 'ShipmentDeleted' ? 'DEL' : 'MOD';

/**
 * The change history of each shipment: every event that carries changes becomes an entry with who
 * made it and when. The shipment's customer comes from its first event, so tenancy holds even after
 * a deletion.
 */
export const auditLogProjection = defineProjection({
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
  async apply(trx: Transaction<Database>, events: RecordedEvent[]) {
    const customers = new Map<string, string>();
    for (const event of events) {
      if (event.type === 'ShipmentDrafted') {
        const data = event.data as { shipmentNumber: string; emonsCustomerId: string };
        customers.set(String(data.shipmentNumber), data.emonsCustomerId);
      }
    }
    const unknown = [
      ...new Set(events.map((event) => String((event.data as { shipmentNumber: string }).shipmentNumber))),
    ].filter((number) => !customers.has(number));
    if (unknown.length > 0) {
      const known = await trx
        .selectFrom('audit_log')
        .select(['shipment_number', 'customer_id'])
        .distinctOn('shipment_number')
        .where('shipment_number', 'in', unknown)
        .execute();
      for (const row of known) customers.set(String(row.shipment_number), row.customer_id);
    }
    const entries: Entry[] = events.flatMap((event) => {
      const data = event.data as { shipmentNumber: string; changes?: FieldChange[] };
      const customer = customers.get(String(data.shipmentNumber));
      if (!customer) return [];
      const modifications = Object.fromEntries(
        (data.changes ?? []).map((change) => [change.path, change.value]),
      );
      return [
        {
          shipment_number: String(data.shipmentNumber),
          revision: event.streamVersion,
          customer_id: customer,
          type: typeOf(event.type),
          user_fullname: (event.metadata.userFullName as string | undefined) ?? null,
          user_login: (event.metadata.userLogin as string | undefined) ?? null,
          date: new Date(event.metadata.time),
          modifications: JSON.stringify(modifications),
        },
      ];
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
