import type { Principal } from '../../contracts/access.ts';
import { ForbiddenError, NotFoundError } from '../domain/errors.ts';
import { mayWrite, type ShipmentViewer } from '../domain/shipment/index.ts';
import { type CustomerScope, scopeIncludes } from './tenancy.ts';

/** How a principal relates to a shipment's customer: what its links and rights depend on. */
export function viewerOf(principal: Principal, scope: CustomerScope, customerId: string): ShipmentViewer {
  return { roles: principal.roles, assignedToCustomer: scopeIncludes(scope, customerId) };
}

/** Another customer's shipment is answered like a missing one (404), so its existence does not leak. */
export function assertShipmentVisible(scope: CustomerScope, customerId: string): void {
  if (!scopeIncludes(scope, customerId)) throw new NotFoundError('shipment.not-found');
}

/** Visible, and the principal may change it (auditors read only). */
export function assertShipmentWritable(principal: Principal, scope: CustomerScope, customerId: string): void {
  assertShipmentVisible(scope, customerId);
  if (!mayWrite(viewerOf(principal, scope, customerId))) throw new ForbiddenError();
}
