import type { ShipmentType } from '../../../contracts/shipment/index.ts';

/**
 * What decides a shipment's main type: which branch area the goods are picked up in and delivered
 * to, compared with the branch that handles the ordering customer. Branch areas come from the
 * master data's zip code zones; an area the forwarder does not serve (abroad, partner territory)
 * is undefined.
 */
export interface MainTypeFacts {
  /** The ordering customer is a contract-logistics customer of the forwarder. */
  isBelogCustomer: boolean;
  /** Branch handling the ordering customer (the shipment's location). */
  customerBranch?: string;
  /** Branch whose area covers the sender's (pick-up) zip code. */
  senderBranch?: string;
  /** Branch whose area covers the consignee's zip code. */
  consigneeBranch?: string;
}

/**
 * BELOG for contract-logistics customers; UNDEFINED while the customer's branch or the pick-up area
 * is unknown; DISTRIBUTION when the goods leave from the customer's own branch area, QUER (cross
 * transport, needing a pick-up order) when they are picked up in another branch's area; either one
 * NAH_IN_NAH when pick-up and delivery lie in the same branch's area (no line haul).
 */
export function shipmentMainType(facts: MainTypeFacts): ShipmentType {
  if (facts.isBelogCustomer) return 'BELOG';
  if (!facts.customerBranch || !facts.senderBranch) return 'UNDEFINED';
  const local = facts.senderBranch === facts.consigneeBranch;
  if (facts.senderBranch === facts.customerBranch) return local ? 'DISTRIBUTION_NAH_IN_NAH' : 'DISTRIBUTION';
  return local ? 'QUER_NAH_IN_NAH' : 'QUER';
}

/** Only distribution shipments are announced (shipping notice) by the customer. */
export function isDistribution(type: ShipmentType): boolean {
  return type === 'DISTRIBUTION' || type === 'DISTRIBUTION_NAH_IN_NAH';
}

/** Cross transports are handed to the pick-up branch with a pick-up order. */
export function isCrossTransport(type: ShipmentType): boolean {
  return type === 'QUER' || type === 'QUER_NAH_IN_NAH';
}
