import type { Selectable } from 'kysely';

/** One row per saved shipment that is not deleted: the list's columns plus the whole order. */
export interface ShipmentListTable {
  shipment_number: string;
  customer_id: string;
  location: string | null;
  state: string;
  type: string;
  version: number;
  sender_customer_id: string | null;
  sender_name: string;
  sender_city: string;
  consignee_name: string;
  consignee_city: string;
  order_number: string | null;
  shipping_date: string | null;
  delivery_date: string | null;
  product_identifier: string | null;
  product_name: string | null;
  shipping_notice_created: Date | null;
  commissioned_on: Date | null;
  /** The journey's current status (contracts/shipment/journey.ts), when it happened, and whether it is an exception. */
  journey_status: string | null;
  journey_occurred_at: Date | null;
  journey_exception: boolean;
  hazmat: boolean;
  last_modified_by: string | null;
  last_modified_login: string | null;
  last_modified_at: Date;
  search: string;
  /** The order (ShipmentData) and its quotation, as the API returns them. */
  document: unknown;
}

/** Shipments per customer and state, kept by the projection so list totals need no count(*). */
export interface ShipmentCountsTable {
  customer_id: string;
  state: string;
  count: number;
}

/**
 * The search's dictionary: every distinct word (four letters or more) of the customer's search
 * texts with the number of rows that contain it. Kept by the projection in its build, so a rebuild
 * (an erasure's too) starts it afresh and a word leaves it with its last row.
 */
export interface ShipmentWordsTable {
  customer_id: string;
  word: string;
  rows: number;
}

/** The list's rows as the free-text search reads them: narrow, with the trigram index. */
export interface ShipmentSearchTable {
  shipment_number: string;
  customer_id: string;
  state: string;
  search: string;
}

/**
 * Shipments per customer, state and range of 1024 shipment numbers (`shipment_number >> 10`): how
 * far down the list a row lies is a sum of a few of these, not a count of the rows above it.
 */
export interface ShipmentRangeCountsTable {
  customer_id: string;
  state: string;
  range: string;
  count: number;
}

export interface ShipmentListTables {
  shipment_list: ShipmentListTable;
  shipment_search: ShipmentSearchTable;
  shipment_counts: ShipmentCountsTable;
  shipment_words: ShipmentWordsTable;
  shipment_range_counts: ShipmentRangeCountsTable;
}

export type ShipmentListRow = Selectable<ShipmentListTable>;
