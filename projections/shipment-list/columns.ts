import type { ShipmentSortProperty } from '../../contracts/shipment/list.ts';

/**
 * The column each of the list's sortable properties (contracts/shipment/list.ts) sorts by. Every one
 * has an index (customer_id, column, shipment_number), so a page of any sort is an index range scan.
 */
export const shipmentSortColumns = {
  shipmentNumber: 'shipment_number',
  senderCustomerId: 'sender_customer_id',
  senderName: 'sender_name',
  senderCity: 'sender_city',
  state: 'state',
  lastModifiedBy: 'last_modified_by',
  orderNumber: 'order_number',
  shippingDate: 'shipping_date',
  deliveryDate: 'delivery_date',
  productName: 'product_name',
  consigneeName: 'consignee_name',
  consigneeCity: 'consignee_city',
  shippingNoticeCreated: 'shipping_notice_created',
  commissionedOn: 'commissioned_on',
  hazmat: 'hazmat',
  type: 'type',
} as const satisfies Record<ShipmentSortProperty, string>;

/**
 * Shipment numbers are counted per customer and state in ranges of 1024 (`shipment_range_counts`):
 * how many rows of a scope lie above a number is a sum over ranges plus one range's rows.
 */
export const SHIPMENT_RANGE_BITS = 10;

/** The range a shipment number (digits) belongs to. */
export const shipmentNumberRange = (shipmentNumber: string | number) =>
  (BigInt(shipmentNumber) >> BigInt(SHIPMENT_RANGE_BITS)).toString();
