import type { ColumnType, Selectable } from 'kysely';

/** bigint columns arrive as strings from pg. */
type BigintColumn = ColumnType<string, string | number, string | number>;

export interface SsccCountersTable {
  branch: string;
  last_serial: BigintColumn;
}

export interface ShipmentPackageSsccsTable {
  shipment_number: BigintColumn;
  package_index: number;
  sscc: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoadingListsTable {
  id: string;
  customer_id: string;
  /** The loading list as printed (services/documents LoadingList). */
  content: ColumnType<unknown, string, string>;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LoadingListShipmentsTable {
  loading_list_id: string;
  shipment_number: BigintColumn;
}

export interface ShipmentBatchesTable {
  id: string;
  type: 'announce' | 'commission';
  requested_by: string;
  principal: ColumnType<unknown, string, string>;
  announcement: ColumnType<unknown, string | null, string | null>;
  requested_at: ColumnType<Date, Date | string, never>;
  total: number;
}

export interface ShipmentBatchItemsTable {
  batch_id: string;
  index: number;
  shipment_number: string;
  outcome: 'done' | 'skipped' | null;
  reason: string | null;
  processed_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** A proof-of-delivery file's bytes; the status report's event names it by id and hash. */
export interface ProofOfDeliveryFilesTable {
  id: string;
  shipment_number: string;
  kind: 'SIGNATURE' | 'DELIVERY_NOTE';
  content_type: string;
  size: number;
  sha256: string;
  data: Buffer;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ShipmentsTables {
  proof_of_delivery_files: ProofOfDeliveryFilesTable;
  shipment_batches: ShipmentBatchesTable;
  shipment_batch_items: ShipmentBatchItemsTable;
  sscc_counters: SsccCountersTable;
  shipment_package_ssccs: ShipmentPackageSsccsTable;
  loading_lists: LoadingListsTable;
  loading_list_shipments: LoadingListShipmentsTable;
}

export type LoadingListRow = Selectable<LoadingListsTable>;
