import type { RoleKind } from '../../../contracts/access.ts';
import type {
  ShipmentCollectionLinkName,
  ShipmentLinkName,
  ShipmentStateName,
  ShipmentType,
} from '../../../contracts/shipment/index.ts';
import { openShipmentStates } from '../../../contracts/shipment/state-values.ts';
import { isCrossTransport, isDistribution } from '../rules/mainType.ts';

export interface ShipmentViewer {
  roles: readonly RoleKind[];
  /** The viewer is assigned to the shipment's customer (tenancy). */
  assignedToCustomer: boolean;
}

export interface CustomerSettings {
  /** The customer may request price quotations (setting QUOTATION_ENABLED). */
  quotationEnabled: boolean;
}

export interface LinkSituation {
  state: ShipmentStateName;
  type: ShipmentType;
  viewer: ShipmentViewer;
  settings: CustomerSettings;
}

/**
 * Customer users change their own customers' shipments; administrators any; auditors only read.
 * A user who is an auditor and also a customer user writes as the latter.
 */
export function mayWrite(viewer: ShipmentViewer): boolean {
  return viewer.roles.includes('Admin') || (viewer.roles.includes('User') && viewer.assignedToCustomer);
}

const OPEN: readonly ShipmentStateName[] = openShipmentStates;
/** The branch holds the shipment: it can be tracked and asked about. */
const WITH_FORWARDER: readonly ShipmentStateName[] = ['ANNOUNCED', 'FINALIZED', 'CARGO_LIST_CREATED'];

/**
 * The actions a saved shipment offers the viewer (spec section 4, "Actions depend on links"); the API
 * turns each name into a URL. An unsaved (NEW) shipment offers none: it has no resource yet.
 */
export function shipmentLinks(situation: LinkSituation): Set<ShipmentLinkName> {
  const { state, type, viewer, settings } = situation;
  const links = new Set<ShipmentLinkName>();
  if (state === 'NEW') return links;
  links.add('self').add('auditLog').add('inquiries');
  if (WITH_FORWARDER.includes(state)) links.add('trackAndTrace');
  if (state === 'CARGO_LIST_CREATED') links.add('loadinglist');
  if (!mayWrite(viewer)) return links;
  const open = OPEN.includes(state);
  if (open) links.add('modify').add('delete').add('commission');
  if (open && isDistribution(type)) links.add('announce');
  if (open && settings.quotationEnabled) links.add('requestQuotation');
  if (WITH_FORWARDER.includes(state)) links.add('inquiry');
  if (offersPickUpOrder(state, type)) links.add('pickUpOrder');
  return links;
}

/**
 * A saved cross transport can be handed to the pick-up partner until it is cancelled; not while its
 * announcement is being created. Who may issue it is the link's business (mayWrite).
 */
export function offersPickUpOrder(state: ShipmentStateName, type: ShipmentType): boolean {
  return (
    state !== 'NEW' && state !== 'CANCELLED' && state !== 'CREATE_ANNOUNCEMENT' && isCrossTransport(type)
  );
}

/** Links of the shipment list: paging comes from the API; create only for viewers who may write. */
export function shipmentCollectionLinks(
  viewer: Pick<ShipmentViewer, 'roles'>,
): Set<ShipmentCollectionLinkName> {
  const links = new Set<ShipmentCollectionLinkName>(['self', 'exportXLS']);
  if (viewer.roles.includes('Admin') || viewer.roles.includes('User')) links.add('create');
  return links;
}
