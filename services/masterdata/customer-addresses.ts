import type { Principal } from '../../contracts/access.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Pageable } from '../db/paging.ts';
import { NotFoundError } from '../domain/errors.ts';
import { addressesToVcf } from './address-exchange/vcard.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { visibleCustomer } from './customers.ts';
import { allAddressesOf, deleteAllAddresses, listAddresses } from './queries/addresses.ts';

/** A customer's whole address book as the customer's administrators see it. */

export async function listCustomerAddresses(
  db: Db,
  principal: Principal,
  customerId: string,
  request: Pageable & { query?: string | undefined },
) {
  const customer = await visibleCustomer(db, principal, customerId);
  return listAddresses(db, { ...request, scope: { all: false, customerIds: [customer.customerId] } });
}

/** Empties the address book; the change log counts the addresses deleted. */
export async function removeCustomerAddresses(db: Db, actor: Actor, customerId: string): Promise<void> {
  const customer = await visibleCustomer(db, actor.principal, customerId);
  await db.transaction().execute(async (trx) => {
    const deleted = await deleteAllAddresses(trx, customer.customerId);
    await recordChange(trx, {
      entity: 'addressBook',
      entityId: customer.customerId,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: { deleted },
    });
  });
}

/** The address book as a vCard file, named after the customer. */
export async function exportCustomerAddresses(
  db: Db,
  principal: Principal,
  customerId: string,
): Promise<{ customerId: string; vcard: string }> {
  const customer = await visibleCustomer(db, principal, customerId);
  const addresses = await allAddressesOf(db, customer.customerId);
  return { customerId: customer.customerId, vcard: addressesToVcf(addresses) };
}

/**
 * A customer user empties their own address book (the `deleteAll` link of `/api/addresses`, spec
 * 000 section 8): the addresses of the named customer, else of every customer the user belongs to.
 * Administrators empty a customer's book through the customer administration instead.
 */
export async function removeOwnAddresses(
  db: Db,
  actor: Actor,
  ownerCustomerId: string | undefined,
): Promise<number> {
  const own = actor.principal.customerIds;
  const owners = ownerCustomerId ? own.filter((id) => id === ownerCustomerId) : own;
  if (owners.length === 0) throw new NotFoundError('customer.not-found');
  return db.transaction().execute(async (trx) => {
    let total = 0;
    for (const owner of owners) {
      const deleted = await deleteAllAddresses(trx, owner);
      total += deleted;
      await recordChange(trx, {
        entity: 'addressBook',
        entityId: owner,
        action: 'DEL',
        author: authorOf(actor.principal),
        modifications: { deleted },
      });
    }
    return total;
  });
}
