import type { Principal } from '../../contracts/access.ts';
import { customerScope, scopeIncludes } from '../access/tenancy.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';

/**
 * The customer a new address, template or invoice recipient belongs to: the named one, else the
 * caller's first. A customer that does not exist or that the caller may not act for is not found,
 * as on reads, so the answer does not tell which customer ids exist.
 */
export async function ownerOf(
  db: Db,
  principal: Principal,
  named: string | undefined,
  field = 'ownerCustomerId',
): Promise<string> {
  const owner = named ?? principal.customerIds[0];
  if (!owner) throw new ValidationError([{ field, defaultMessage: 'field.required' }]);
  const known = await db
    .selectFrom('customers')
    .select('customer_id')
    .where('customer_id', '=', owner)
    .executeTakeFirst();
  if (!known || !scopeIncludes(await customerScope(db, principal), owner))
    throw new NotFoundError('customer.not-found');
  return owner;
}
