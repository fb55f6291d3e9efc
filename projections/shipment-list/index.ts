export * from './columns.ts';
export { shipmentListProjection } from './projection.ts';
export * from './queries.ts';
export type { ShipmentListRow, ShipmentListTables } from './tables.ts';
