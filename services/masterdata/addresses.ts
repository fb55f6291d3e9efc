import type { Principal } from '../../contracts/access.ts';
import {
  administrativeAddressFields,
  isMasterdataAdministrator,
} from '../../contracts/masterdata/address-types.ts';
import type { AddressBookType, AddressInput } from '../../contracts/masterdata/addresses.ts';
import type { FieldError } from '../../contracts/problem.ts';
import { type Actor, customerScope } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Pageable } from '../db/paging.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { modifiedFields, recordChange } from './changes.ts';
import { ownerOf } from './owner.ts';
import {
  type AddressRecord,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  updateAddress,
} from './queries/addresses.ts';

/** The address book of the signed-in user's customers (spec 000 section 7). */

export async function listVisibleAddresses(
  db: Db,
  principal: Principal,
  request: Pageable & { query?: string | undefined; types: AddressBookType[] },
) {
  return listAddresses(db, { ...request, scope: await customerScope(db, principal) });
}

export async function defaultAddress(
  db: Db,
  principal: Principal,
  type: 'DEFAULT_SENDER' | 'DEFAULT_CONSIGNEE',
): Promise<AddressRecord> {
  const address = await findDefaultAddress(db, await customerScope(db, principal), type);
  if (!address) throw new NotFoundError();
  return address;
}

export async function visibleAddress(db: Db, principal: Principal, id: string): Promise<AddressRecord> {
  const address = await findAddress(db, await customerScope(db, principal), id);
  if (!address) throw new NotFoundError();
  return address;
}

/** Non-admins keep the provider's data of an address as it is, and never set the provider id. */
function assertUnlockedFields(principal: Principal, input: AddressInput, before?: AddressRecord): void {
  if (isMasterdataAdministrator(principal.roles)) return;
  const errors: FieldError[] = [];
  if ((input.emonsCustomerId ?? null) !== (before?.emonsCustomerId ?? null)) {
    errors.push({ field: 'emonsCustomerId', defaultMessage: 'address.emons-customer-id-admin-only' });
  }
  if (before?.emonsCustomerId) {
    for (const field of administrativeAddressFields) {
      if ((input[field] ?? null) !== (before[field] ?? null)) {
        errors.push({ field, defaultMessage: 'address.administrative-data-locked' });
      }
    }
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** A new address of the named customer, else of the caller's first. */
export async function addAddress(db: Db, actor: Actor, input: AddressInput): Promise<AddressRecord> {
  assertUnlockedFields(actor.principal, input);
  return db.transaction().execute(async (trx) => {
    const owner = await ownerOf(trx, actor.principal, input.ownerCustomerId);
    const saved = await insertAddress(trx, owner, input);
    const { id: _id, ...fields } = saved;
    await recordChange(trx, {
      entity: 'address',
      entityId: saved.id,
      action: 'ADD',
      author: authorOf(actor.principal),
      modifications: fields,
    });
    return saved;
  });
}

/** Changes an address; the change log holds the fields that changed, if any did. */
export async function changeAddress(
  db: Db,
  actor: Actor,
  id: string,
  input: AddressInput,
): Promise<AddressRecord> {
  const before = await visibleAddress(db, actor.principal, id);
  assertUnlockedFields(actor.principal, input, before);
  return db.transaction().execute(async (trx) => {
    const saved = await updateAddress(trx, before.id, input);
    const modifications = modifiedFields(before, saved);
    if (Object.keys(modifications).length > 0) {
      await recordChange(trx, {
        entity: 'address',
        entityId: saved.id,
        action: 'MOD',
        author: authorOf(actor.principal),
        modifications,
      });
    }
    return saved;
  });
}

export async function removeAddress(db: Db, actor: Actor, id: string): Promise<void> {
  const before = await visibleAddress(db, actor.principal, id);
  await db.transaction().execute(async (trx) => {
    await deleteAddress(trx, before.id);
    await recordChange(trx, {
      entity: 'address',
      entityId: before.id,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: {},
    });
  });
}
