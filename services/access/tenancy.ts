import type { Principal } from '../../contracts/access.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';

/** The customers a principal may see: all of them, or a list of six-character ids. */
export type CustomerScope = { all: true } | { all: false; customerIds: string[] };

/** Customers whose home branch (location) is `branch`. */
export async function branchCustomers(db: Db, branch: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('location', '=', branch)
    .execute();
  return rows.map((row) => row.customer_id);
}

/**
 * Central admins and admins see every customer; branch admins and auditors the customers of their
 * branch; everyone also the customers assigned to them. Queries filter by this, never the UI.
 */
export async function customerScope(db: Db, principal: Principal): Promise<CustomerScope> {
  if (principal.roles.includes('Admin') || principal.roles.includes('All_NL_Admin')) return { all: true };
  const ids = new Set(principal.customerIds);
  const branchWide = principal.roles.includes('NL_Admin') || principal.roles.includes('Auditor');
  if (branchWide && principal.branch) {
    for (const id of await branchCustomers(db, principal.branch)) ids.add(id);
  }
  return { all: false, customerIds: [...ids].sort() };
}

export function scopeIncludes(scope: CustomerScope, customerId: string): boolean {
  return scope.all || scope.customerIds.includes(customerId);
}

/**
 * Refuses another customer's data with 404, never 403, so that its existence does not leak.
 * Throws NotFoundError with `code` (default 'not-found').
 */
export async function assertCustomerAccess(
  db: Db,
  principal: Principal,
  customerId: string,
  code = 'not-found',
): Promise<void> {
  if (!scopeIncludes(await customerScope(db, principal), customerId)) throw new NotFoundError(code);
}
