/**
 * The list's sortable properties (spec section 2 columns) and the column each sorts by. Every one
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
} as const;

export type ShipmentSortProperty = keyof typeof shipmentSortColumns;
export const shipmentSortProperties = Object.keys(shipmentSortColumns) as ShipmentSortProperty[];
