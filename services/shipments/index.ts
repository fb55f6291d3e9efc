export {
  type CommandContext,
  type CommandOutcome,
  handleShipmentCommand,
  type LoadedShipment,
  loadShipment,
  READ_MODELS_AFTER_COMMAND,
} from './commands.ts';
export { exportColumns } from './export.ts';
export { printLabels } from './labels.ts';
export { shipmentLinkHrefs, type TrackingSite, trackingLanguage, trackingUrl } from './links.ts';
export { DEFAULT_SORT, exportCustomers, exportRows, listShipments, parseSort } from './list.ts';
export { createLoadingList, latestLoadingLists, loadingListPdf } from './loading-lists.ts';
export { nextShipmentNumber } from './numbers.ts';
export { type IssuedPickUpOrder, issuePickUpOrder } from './pick-up-orders.ts';
export { quoteShipment, TARIFF } from './quotation.ts';
export { branchOfZip, REFERENCE_TTL_MS, shipmentReference } from './reference.ts';
export { branchToday, shipmentRules } from './rules.ts';
export { findShipmentCustomer, findShipmentCustomers, type ShipmentCustomer } from './settings.ts';
export { packageSsccs } from './sscc.ts';
export {
  assertShipmentVisible,
  assertShipmentWritable,
  resolveOrderingCustomer,
  viewerOf,
} from './tenancy.ts';
export { shipmentViewAfterCommand, shipmentViews, type ViewContext } from './views.ts';
