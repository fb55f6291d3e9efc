/*
 * The shipment list's sort properties as plain values, without zod, for the web app's first
 * screen; `list.ts` re-exports them beside the list's query schema.
 */

/**
 * The shipment list's sortable properties, one per list column (spec section 2), as
 * `GET /api/shipments?sort=property,direction` names them.
 */
export const shipmentSortProperties = [
  'shipmentNumber',
  'senderCustomerId',
  'senderName',
  'senderCity',
  'state',
  'lastModifiedBy',
  'orderNumber',
  'shippingDate',
  'deliveryDate',
  'productName',
  'consigneeName',
  'consigneeCity',
  'shippingNoticeCreated',
  'commissionedOn',
  'hazmat',
  'type',
] as const;
export type ShipmentSortProperty = (typeof shipmentSortProperties)[number];
