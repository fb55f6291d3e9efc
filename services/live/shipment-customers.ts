import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { shipmentStreamId } from '../domain/shipment/index.ts';
import type { EventStore } from '../eventstore/index.ts';

/**
 * Which customer each shipment belongs to, as far as this process has seen it. A shipment's
 * customer never changes (its draft names it), so what is kept here stays true; the oldest entries
 * make room beyond `limit`. The live updates and the webhook fan-out keep one each.
 */
export class ShipmentCustomers {
  private readonly known = new Map<string, string>();
  private readonly limit: number;
  constructor(limit = 100_000) {
    this.limit = limit;
  }
  get(shipmentNumber: string) {
    return this.known.get(shipmentNumber);
  }
  set(shipmentNumber: string, customerId: string) {
    if (this.known.has(shipmentNumber)) return;
    if (this.known.size >= this.limit) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(shipmentNumber, customerId);
  }

  /**
   * The customer of each of `numbers`: remembered, else the list's row (one query for all), else
   * (a deleted shipment) its draft, the first event of its stream. What is found is remembered.
   */
  async resolve(db: Db, store: EventStore, numbers: Iterable<string>): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const unknown: string[] = [];
    for (const number of new Set(numbers)) {
      const customerId = this.known.get(number);
      if (customerId) found.set(number, customerId);
      else unknown.push(number);
    }
    if (unknown.length > 0) {
      const rows = await db
        .selectFrom('shipment_list')
        .select(['shipment_number', 'customer_id'])
        .where('shipment_number', '=', sql<string>`any(${unknown}::bigint[])`)
        .execute();
      for (const row of rows) found.set(String(row.shipment_number), row.customer_id);
    }
    for (const number of unknown) {
      if (!found.has(number)) {
        const [first] = await store.readStream(shipmentStreamId(number));
        if (first?.type === 'ShipmentDrafted')
          found.set(number, (first.data as { emonsCustomerId: string }).emonsCustomerId);
      }
      const customerId = found.get(number);
      if (customerId) this.set(number, customerId);
    }
    return found;
  }
}
