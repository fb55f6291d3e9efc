import type { Principal } from '../../contracts/access.ts';
import {
  assertShipmentVisible,
  assertShipmentWritable,
  type CustomerScope,
  customerScope,
  scopeIncludes,
  viewerOf,
} from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { isLive, type SavedShipment, type ShipmentState } from '../domain/shipment/index.ts';
import { findShipmentCustomer, type ShipmentCustomer } from './settings.ts';

export { assertShipmentVisible, assertShipmentWritable, type CustomerScope, viewerOf };

/**
 * The shipment a use case changes: saved, not deleted, of a customer in the principal's scope
 * (else 404, so another customer's shipment does not leak), and the principal may write (else 403).
 */
export async function writableShipment(
  db: Db,
  principal: Principal,
  loaded: { state: ShipmentState },
): Promise<{ state: SavedShipment; customerId: string; scope: CustomerScope }> {
  const { state } = loaded;
  if (!isLive(state)) throw new NotFoundError('shipment.not-found');
  const scope = await customerScope(db, principal);
  assertShipmentWritable(principal, scope, state.emonsCustomerId);
  return { state, customerId: state.emonsCustomerId, scope };
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
  // An empty customer id is one not given: the document allows it for a customer's user.
  const customerId = requested || principal.customerIds[0];
  if (!customerId)
    throw new ValidationError([{ field: 'emonsCustomerId', defaultMessage: 'field.required' }]);
  const customer = scopeIncludes(scope, customerId) ? await findShipmentCustomer(db, customerId) : undefined;
  if (!customer) throw new NotFoundError('customer.not-found');
  assertShipmentWritable(principal, scope, customerId);
  return { customer, scope };
}
