import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import type { SheetColumn } from '../documents/index.ts';

const date = (value: Date | string | null) => (value ? new Date(value) : null);

/** The columns of the Excel export: the list's columns (spec section 2), headers in the request's language. */
export function exportColumns(language: string): SheetColumn<ShipmentListRow>[] {
  const german = language === 'de';
  const column = (
    key: string,
    de: string,
    en: string,
    value: SheetColumn<ShipmentListRow>['value'],
    width?: number,
  ): SheetColumn<ShipmentListRow> => ({ key, header: german ? de : en, value, ...(width ? { width } : {}) });
  return [
    column('shipmentNumber', 'Sendungsnummer', 'Shipment number', (row) => String(row.shipment_number)),
    column('state', 'Status', 'State', (row) => row.state),
    column('type', 'Art', 'Main type', (row) => row.type),
    column(
      'senderCustomerId',
      'Kundennummer Absender',
      'Sender customer id',
      (row) => row.sender_customer_id,
    ),
    column('senderName', 'Absender', 'Sender', (row) => row.sender_name, 30),
    column('senderCity', 'Ort Absender', 'Sender city', (row) => row.sender_city),
    column('lastModifiedBy', 'Geändert von', 'Last modified by', (row) => row.last_modified_by),
    column('orderNumber', 'Auftragsnummer', 'Order number', (row) => row.order_number),
    column('shippingDate', 'Versanddatum', 'Shipping date', (row) => row.shipping_date),
    column('deliveryDate', 'Zustelldatum', 'Delivery date', (row) => row.delivery_date),
    column('productName', 'Produkt', 'Product', (row) => row.product_name),
    column('consigneeName', 'Empfänger', 'Consignee', (row) => row.consignee_name, 30),
    column('consigneeCity', 'Ort Empfänger', 'Consignee city', (row) => row.consignee_city),
    column('shippingNoticeCreated', 'Avisiert am', 'Shipping notice created', (row) =>
      date(row.shipping_notice_created),
    ),
    column('commissionedOn', 'Beauftragt am', 'Commissioned on', (row) => date(row.commissioned_on)),
    column('hazmat', 'Gefahrgut', 'Dangerous goods', (row) => (row.hazmat ? 'ADR' : '')),
  ];
}
