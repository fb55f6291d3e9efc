import type { Principal } from '../../contracts/access.ts';
import { isMasterdataAdministrator } from '../../contracts/masterdata/address-types.ts';
import type { InvoiceRecipientInput } from '../../contracts/masterdata/invoice-recipients.ts';
import { type Actor, type CustomerScope, customerScope, scopeIncludes } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Pageable } from '../db/paging.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';
import { ownerOf } from './owner.ts';
import { customerSettings, findCustomer } from './queries/customers.ts';
import {
  deleteInvoiceRecipient,
  findDefaultInvoiceRecipient,
  findInvoiceRecipient,
  findInvoiceRecipientByCustomerId,
  type InvoiceRecipientRecord,
  insertInvoiceRecipient,
  listInvoiceRecipients,
  recipientFromCustomer,
  updateInvoiceRecipient,
} from './queries/invoice-recipients.ts';

/**
 * Invoice recipients of the user's customers (spec 000 sections 3, 5 and 7). Administrators and
 * customers with MANUAL_INVOICE_RECIPIENTS enter recipients freely; other customers take over a
 * customer of the forwarder by its number (spec 000 section 2, docs/decisions/0035).
 */

/** How the caller adds recipients: entered freely (`create`), taken over (`migrate`), or not at all. */
export type InvoiceRecipientEntry = 'create' | 'migrate' | undefined;

async function entersManually(db: Db, principal: Principal, owner: string): Promise<boolean> {
  return (
    isMasterdataAdministrator(principal.roles) ||
    (await customerSettings(db, owner)).MANUAL_INVOICE_RECIPIENTS === true
  );
}

export async function invoiceRecipientEntry(db: Db, principal: Principal): Promise<InvoiceRecipientEntry> {
  if (isMasterdataAdministrator(principal.roles)) return 'create';
  const [owner] = principal.customerIds;
  if (!owner) return undefined;
  return (await entersManually(db, principal, owner)) ? 'create' : 'migrate';
}

/** The recipients the caller sees, or only those of `ownerCustomerId` if the caller sees that customer. */
export async function listVisibleInvoiceRecipients(
  db: Db,
  principal: Principal,
  request: Pageable & { query?: string | undefined; ownerCustomerId?: string | undefined },
) {
  const { ownerCustomerId, ...query } = request;
  const visible = await customerScope(db, principal);
  const scope: CustomerScope = ownerCustomerId
    ? { all: false, customerIds: scopeIncludes(visible, ownerCustomerId) ? [ownerCustomerId] : [] }
    : visible;
  return listInvoiceRecipients(db, { ...query, scope });
}

/**
 * The caller's saved recipient with that customer id, else the forwarder's customer with that id
 * offered as a recipient not yet saved.
 */
export async function invoiceRecipientByCustomerId(
  db: Db,
  principal: Principal,
  customerId: string,
): Promise<InvoiceRecipientRecord> {
  const scope = await customerScope(db, principal);
  const ownerIds = scope.all ? principal.customerIds : scope.customerIds;
  const saved = await findInvoiceRecipientByCustomerId(db, ownerIds, customerId);
  if (saved) return saved;
  const provider = await findCustomer(db, customerId);
  const [owner] = ownerIds;
  if (!provider || !owner) throw new NotFoundError('invoiceRecipient.not-found');
  return recipientFromCustomer(owner, provider, false);
}

/** The owner's default recipient; without a chosen default the customer pays its own shipments. */
export async function defaultInvoiceRecipient(
  db: Db,
  principal: Principal,
  customerId: string | undefined,
): Promise<InvoiceRecipientRecord> {
  const owner = await ownerOf(db, principal, customerId, 'customerId');
  const recipient = await findDefaultInvoiceRecipient(db, owner);
  if (recipient) return recipient;
  const customer = await findCustomer(db, owner);
  if (!customer) throw new NotFoundError();
  return recipientFromCustomer(owner, customer, true);
}

export async function visibleInvoiceRecipient(
  db: Db,
  principal: Principal,
  id: string,
): Promise<InvoiceRecipientRecord> {
  const recipient = await findInvoiceRecipient(db, await customerScope(db, principal), id);
  if (!recipient) throw new NotFoundError('invoiceRecipient.not-found');
  return recipient;
}

/** Adds a recipient of the owner and records it; an owner has one recipient per customer id. */
function saveNewRecipient(
  db: Db,
  actor: Actor,
  owner: string,
  fields: Parameters<typeof insertInvoiceRecipient>[2],
) {
  return db.transaction().execute(async (trx) => {
    const recipient = await insertInvoiceRecipient(trx, owner, fields);
    if (!recipient) throw new ConflictError('invoiceRecipient.already-exists');
    await recordChange(trx, {
      entity: 'invoiceRecipient',
      entityId: recipient.id ?? '',
      action: 'ADD',
      author: authorOf(actor.principal),
      modifications: { ...recipient },
    });
    return recipient;
  });
}

/** A recipient entered freely; customers without manual recipients take them over instead. */
export async function addInvoiceRecipient(
  db: Db,
  actor: Actor,
  input: InvoiceRecipientInput,
): Promise<InvoiceRecipientRecord> {
  const owner = await ownerOf(db, actor.principal, input.ownerCustomerId, 'customerId');
  if (!(await entersManually(db, actor.principal, owner))) {
    throw new ForbiddenError('invoiceRecipient.manual-not-allowed');
  }
  return saveNewRecipient(db, actor, owner, input);
}

/** The forwarder's customer `customerId` taken over as a recipient of the owner. */
export async function takeOverInvoiceRecipient(
  db: Db,
  actor: Actor,
  customerId: string,
  ownerCustomerId: string | undefined,
): Promise<InvoiceRecipientRecord> {
  const owner = await ownerOf(db, actor.principal, ownerCustomerId, 'customerId');
  const provider = await findCustomer(db, customerId);
  if (!provider) throw new NotFoundError('invoiceRecipient.not-found');
  const { id: _id, ownerCustomerId: _owner, ...fields } = recipientFromCustomer(owner, provider, false);
  return saveNewRecipient(db, actor, owner, fields);
}

export async function changeInvoiceRecipient(
  db: Db,
  actor: Actor,
  id: string,
  input: InvoiceRecipientInput,
): Promise<InvoiceRecipientRecord> {
  await visibleInvoiceRecipient(db, actor.principal, id);
  return db.transaction().execute(async (trx) => {
    const recipient = await updateInvoiceRecipient(trx, id, input).catch((error: unknown) => {
      // The unique (owner, customer id) pair: another recipient of the owner has that id already.
      if ((error as { code?: string }).code === '23505')
        throw new ConflictError('invoiceRecipient.already-exists');
      throw error;
    });
    await recordChange(trx, {
      entity: 'invoiceRecipient',
      entityId: id,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: { ...recipient },
    });
    return recipient;
  });
}

export async function removeInvoiceRecipient(db: Db, actor: Actor, id: string): Promise<void> {
  await visibleInvoiceRecipient(db, actor.principal, id);
  await db.transaction().execute(async (trx) => {
    await deleteInvoiceRecipient(trx, id);
    await recordChange(trx, {
      entity: 'invoiceRecipient',
      entityId: id,
      action: 'DEL',
      author: authorOf(actor.principal),
      modifications: {},
    });
  });
}
