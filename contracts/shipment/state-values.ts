/**
 * The shipment states, types and link names as plain values, without zod: the web app's first
 * screen reads them (list filters, search validation) without loading the schema library.
 * `state.ts` re-exports them beside their schemas, so they are still imported from there.
 */

/** NEW is a shipment not saved yet; CREATE_ANNOUNCEMENT is shown as "will be advised". */
export const shipmentStates = [
  'NEW',
  'DRAFT',
  'CREATE_ANNOUNCEMENT',
  'ANNOUNCED',
  'CARGO_LIST_CREATED',
  'FINALIZED',
  'CANCELLED',
] as const;

/**
 * Saved shipments still open for changes: they may be modified, deleted (a NEW one is not saved
 * yet), commissioned and cancelled. The one list of them, for the decider, the links, the
 * representations and the batches.
 */
export const openShipmentStates = [
  'DRAFT',
  'ANNOUNCED',
] as const satisfies readonly (typeof shipmentStates)[number][];

/** Whether a shipment in `state` is still open for changes. */
export function isOpenState(state: string): boolean {
  return (openShipmentStates as readonly string[]).includes(state);
}

/** States the list can be filtered by. */
export const shipmentStateFilterValues = [
  'DRAFT',
  'ANNOUNCED',
  'CARGO_LIST_CREATED',
  'FINALIZED',
  'CANCELLED',
] as const satisfies readonly (typeof shipmentStates)[number][];

/**
 * Main type of a shipment (see docs/decisions on the main type rule): DISTRIBUTION leaves from the
 * customer's own branch area, QUER (cross transport) is picked up in another branch's area, the
 * NAH_IN_NAH variants stay within one branch's area, BELOG marks the forwarder's contract-logistics
 * customers, UNDEFINED is a shipment whose pick-up area is unknown.
 */
export const shipmentTypes = [
  'DISTRIBUTION',
  'DISTRIBUTION_NAH_IN_NAH',
  'QUER',
  'QUER_NAH_IN_NAH',
  'BELOG',
  'UNDEFINED',
] as const;

/** Actions a shipment may offer; the server sends a link for each one the viewer may take. */
export const shipmentLinkNames = [
  'self',
  'modify',
  'delete',
  'commission',
  'announce',
  'inquiry',
  'pickUpOrder',
  'requestQuotation',
  'loadinglist',
  'trackAndTrace',
  'inquiries',
  'auditLog',
] as const;

/** Links of the shipment collection (the list's toolbar). */
export const shipmentCollectionLinkNames = ['self', 'next', 'prev', 'create', 'exportXLS'] as const;
export type ShipmentCollectionLinkName = (typeof shipmentCollectionLinkNames)[number];
