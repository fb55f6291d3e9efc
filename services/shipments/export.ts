import type { ShipmentData } from '../../contracts/shipment/index.ts';
import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import { type SheetColumn, wallClock } from '../documents/index.ts';
import { LANGUAGES, type Language } from '../i18n/index.ts';
import { orderOf } from './documents.ts';
import { type ExportTexts, exportTexts } from './export-texts.ts';

/** A calendar date (YYYY-MM-DD) as the date cell Excel shows for it. */
function dateCell(value: string | null): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * An instant as the date-and-time cell of the reader's wall clock in `timeZone`: Excel keeps no
 * time zone, so the cell holds the local time the reader would write down.
 */
function instantCell(value: Date | string | null, timeZone: string): Date | null {
  if (!value) return null;
  const { year, month, day, hour, minute, second } = wallClock(new Date(value), timeZone);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** Shipment numbers are digits: a number cell, as long as Excel holds it exactly. */
function numberCell(value: string): number | string {
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

const emptyAsNull = (value: string | null | undefined) => (value?.trim() ? value : null);

function dangerousGoods(order: ShipmentData, hazmat: boolean, texts: ExportTexts): string {
  const unNumbers = [
    ...new Set(order.cargoList.items.flatMap((item) => (item.hazmats ?? []).map((entry) => entry.unNumber))),
  ].filter(Boolean);
  if (unNumbers.length > 0) return unNumbers.map((un) => `UN ${un}`).join(', ');
  return hazmat ? texts.yes : texts.no;
}

/**
 * The columns of the Excel export: the list's columns (spec section 2) plus packages and weight,
 * headers, states, types and the dangerous-goods answer in the reader's language; dates as date
 * cells, instants in the reader's time zone, numbers as numbers, nothing where a value is missing.
 */
export function exportColumns(language: string, timeZone: string): SheetColumn<ShipmentListRow>[] {
  const texts =
    exportTexts[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en'];
  const { columns } = texts;
  const column = (
    key: keyof ExportTexts['columns'],
    value: SheetColumn<ShipmentListRow>['value'],
    options: { width?: number; numFmt?: string } = {},
  ): SheetColumn<ShipmentListRow> => ({ key, header: columns[key], value, ...options });
  const date = { numFmt: texts.dateFormat, width: 14 };
  const dateTime = { numFmt: texts.dateTimeFormat, width: 18 };
  return [
    column('shipmentNumber', (row) => numberCell(String(row.shipment_number)), { numFmt: '0' }),
    column('state', (row) => texts.states[row.state] ?? row.state),
    column('type', (row) => texts.types[row.type] ?? row.type),
    column('senderCustomerId', (row) => emptyAsNull(row.sender_customer_id)),
    column('senderName', (row) => emptyAsNull(row.sender_name), { width: 30 }),
    column('senderCity', (row) => emptyAsNull(row.sender_city)),
    column('lastModifiedBy', (row) => emptyAsNull(row.last_modified_by)),
    column('orderNumber', (row) => emptyAsNull(row.order_number)),
    column('shippingDate', (row) => dateCell(row.shipping_date), date),
    column('deliveryDate', (row) => dateCell(row.delivery_date), date),
    column('productName', (row) => emptyAsNull(row.product_name)),
    column('consigneeName', (row) => emptyAsNull(row.consignee_name), { width: 30 }),
    column('consigneeCity', (row) => emptyAsNull(row.consignee_city)),
    column('shippingNoticeCreated', (row) => instantCell(row.shipping_notice_created, timeZone), dateTime),
    column('commissionedOn', (row) => instantCell(row.commissioned_on, timeZone), dateTime),
    column('packages', (row) => orderOf(row).cargoList.items.reduce((sum, item) => sum + item.colliQty, 0), {
      numFmt: '0',
    }),
    column('weight', (row) => orderOf(row).cargoList.items.reduce((sum, item) => sum + item.weight, 0), {
      numFmt: '#,##0',
    }),
    column('hazmat', (row) => dangerousGoods(orderOf(row), row.hazmat, texts), { width: 22 }),
  ];
}

/** The name of the export's worksheet in the reader's language. */
export function exportSheetName(language: string): string {
  return exportTexts[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en']
    .sheet;
}
