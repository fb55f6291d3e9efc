export type { Actor } from './actor.ts';
export { assertMayWrite } from './roles.ts';
export { assertShipmentVisible, assertShipmentWritable, viewerOf } from './shipments.ts';
export {
  assertCustomerAccess,
  branchCustomers,
  type CustomerScope,
  customerScope,
  scopeIncludes,
} from './tenancy.ts';
