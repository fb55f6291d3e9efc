import { z } from 'zod';

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
export const shipmentStateSchema = z.enum(shipmentStates);
export type ShipmentStateName = z.infer<typeof shipmentStateSchema>;

/** States the list can be filtered by. */
export const shipmentStateFilterValues = [
  'DRAFT',
  'ANNOUNCED',
  'CARGO_LIST_CREATED',
  'FINALIZED',
  'CANCELLED',
] as const satisfies readonly ShipmentStateName[];

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
export const shipmentTypeSchema = z.enum(shipmentTypes);
export type ShipmentType = z.infer<typeof shipmentTypeSchema>;

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
export const shipmentLinkNameSchema = z.enum(shipmentLinkNames);
export type ShipmentLinkName = z.infer<typeof shipmentLinkNameSchema>;

/** Links of the shipment collection (the list's toolbar). */
export const shipmentCollectionLinkNames = ['self', 'next', 'prev', 'create', 'exportXLS'] as const;
export type ShipmentCollectionLinkName = (typeof shipmentCollectionLinkNames)[number];
