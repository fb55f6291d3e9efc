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
}
