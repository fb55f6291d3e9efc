import type { Principal } from '../../contracts/access.ts';
import { findShipmentRow } from '../../projections/shipment-list/queries.ts';
import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { isLive, type ShipmentState, shipmentLinks } from '../domain/shipment/index.ts';
import type { CommandOutcome } from './commands.ts';
import { shipmentLinkHrefs } from './links.ts';
import { latestLoadingLists } from './loading-lists.ts';
import { withVisibleQuotation } from './quotation.ts';
import { shipmentFromRow, shipmentFromState } from './representation.ts';
import { findShipmentCustomers, type ShipmentCustomer } from './settings.ts';
import { type CustomerScope, viewerOf } from './tenancy.ts';

/** Who looks, from where and in which language: what a shipment's links depend on besides its state. */
export interface ViewContext {
  origin: string;
  language: string;
  /** The external tracking site (TRACKING_URL); unset, the portal's own tracking page. */
  trackingUrl?: string | undefined;
  principal: Principal;
  scope: CustomerScope;
}

function linksOf(
  view: ViewContext,
  shipment: {
    number: string;
    customerId: string;
    state: ShipmentState['state'];
    type: ShipmentState['type'];
  },
  customer: ShipmentCustomer | undefined,
  loadingListId: string | undefined,
) {
  const names = shipmentLinks({
    state: shipment.state,
    type: shipment.type,
    viewer: viewerOf(view.principal, view.scope, shipment.customerId),
    settings: { quotationEnabled: customer?.quotationEnabled ?? false },
  });
  return shipmentLinkHrefs(view.origin, shipment.number, names, {
    language: view.language,
    loadingListId,
    trackingUrl: view.trackingUrl,
  });
}

/** Shipments as the API returns them, with the links each one offers this viewer. */
export async function shipmentViews(db: Db, rows: readonly ShipmentListRow[], view: ViewContext) {
  const numbers = rows.map((row) => String(row.shipment_number));
  const [customers, loadingLists] = await Promise.all([
    findShipmentCustomers(
      db,
      rows.map((row) => row.customer_id),
    ),
    latestLoadingLists(db, numbers),
  ]);
  return shipmentViewsOf(rows, view, customers, loadingLists);
}

/** `shipmentViews` with the customers and loading lists at hand. */
export function shipmentViewsOf(
  rows: readonly ShipmentListRow[],
  view: ViewContext,
  customers: ReadonlyMap<string, ShipmentCustomer>,
  loadingLists: ReadonlyMap<string, string>,
) {
  return rows.map((row) => {
    const number = String(row.shipment_number);
    const links = linksOf(
      view,
      {
        number,
        customerId: row.customer_id,
        state: row.state as ShipmentState['state'],
        type: row.type as ShipmentState['type'],
      },
      customers.get(row.customer_id),
      loadingLists.get(number),
    );
    const details = customers.get(row.customer_id)?.quotationDetailsEnabled ?? false;
    return withVisibleQuotation(shipmentFromRow(row, links), details);
  });
}

/**
 * The shipment after a command: its list row once the read model has caught up, else (the wait
 * timed out) the state the command produced.
 */
export async function shipmentViewAfterCommand(
  db: Db,
  shipmentNumber: string,
  outcome: CommandOutcome,
  view: ViewContext,
  now: Date,
) {
  const row = await findShipmentRow(db, shipmentNumber);
  if (row && row.version >= outcome.version) {
    const [shipment] = await shipmentViews(db, [row], view);
    if (shipment) return shipment;
  }
  const { state } = outcome;
  if (!isLive(state)) throw new NotFoundError('shipment.not-found');
  const customerId = state.emonsCustomerId;
  const [customers, loadingLists] = await Promise.all([
    findShipmentCustomers(db, [customerId]),
    latestLoadingLists(db, [shipmentNumber]),
  ]);
  const links = linksOf(
    view,
    { number: shipmentNumber, customerId, state: state.state, type: state.type },
    customers.get(customerId),
    loadingLists.get(shipmentNumber),
  );
  return withVisibleQuotation(
    shipmentFromState(state, outcome.version, { by: view.principal.fullName, at: now.toISOString() }, links),
    customers.get(customerId)?.quotationDetailsEnabled ?? false,
  );
}
