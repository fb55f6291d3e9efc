import type { Principal } from '../../contracts/access.ts';
import { type CustomerScope, customerScope, scopeIncludes } from '../access/tenancy.ts';
import type { Db } from '../db/index.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../domain/errors.ts';
import { mayWrite, type ShipmentViewer } from '../domain/shipment/index.ts';
import { findShipmentCustomer, type ShipmentCustomer } from './settings.ts';

export type { CustomerScope };

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

/**
 * The customer a new shipment is for: the one the payload names, else the user's first customer.
 * A customer outside the user's scope answers 404 like an unknown one.
 */
export async function resolveOrderingCustomer(
  db: Db,
  principal: Principal,
  requested: string | undefined,
): Promise<{ customer: ShipmentCustomer; scope: CustomerScope }> {
  const scope = await customerScope(db, principal);
  const customerId = requested ?? principal.customerIds[0];
  if (!customerId)
    throw new ValidationError([{ field: 'emonsCustomerId', defaultMessage: 'field.required' }]);
  const customer = scopeIncludes(scope, customerId) ? await findShipmentCustomer(db, customerId) : undefined;
  if (!customer) throw new NotFoundError('customer.not-found');
  assertShipmentWritable(principal, scope, customerId);
  return { customer, scope };
}
