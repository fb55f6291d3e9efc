import type { Principal } from '../../contracts/access.ts';
import type { CargoItemTemplateInput } from '../../contracts/masterdata/templates.ts';
import { customerScope } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Pageable } from '../db/paging.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { ownerOf } from './owner.ts';
import {
  type CargoItemTemplateRecord,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from './queries/templates.ts';

/** Cargo item templates of the user's customers; a new default replaces the owner's old one. */

export async function listVisibleTemplates(
  db: Db,
  principal: Principal,
  request: Pageable & { query?: string | undefined },
) {
  return listTemplates(db, { ...request, scope: await customerScope(db, principal) });
}

export async function visibleTemplate(
  db: Db,
  principal: Principal,
  id: string,
): Promise<CargoItemTemplateRecord> {
  const template = await findTemplate(db, await customerScope(db, principal), id);
  if (!template) throw new NotFoundError();
  return template;
}

/** A template's packing code is one of the reference data's, as on every other path into an order. */
async function assertKnownPackingCode(db: Db, input: CargoItemTemplateInput): Promise<void> {
  if (input.packingCode === null) return;
  const known = await db
    .selectFrom('packaging_codes')
    .select('identifier')
    .where('identifier', '=', input.packingCode)
    .executeTakeFirst();
  if (!known)
    throw new ValidationError([{ field: 'packingCode', defaultMessage: 'shipment.packingCode.unknown' }]);
}

/** A new template of the named customer, else of the caller's first. */
export async function addTemplate(
  db: Db,
  principal: Principal,
  input: CargoItemTemplateInput,
): Promise<CargoItemTemplateRecord> {
  const owner = await ownerOf(db, principal, input.ownerCustomerId);
  await assertKnownPackingCode(db, input);
  return db.transaction().execute((trx) => insertTemplate(trx, owner, input));
}

export async function changeTemplate(
  db: Db,
  principal: Principal,
  id: string,
  input: CargoItemTemplateInput,
): Promise<CargoItemTemplateRecord> {
  const before = await visibleTemplate(db, principal, id);
  await assertKnownPackingCode(db, input);
  return db.transaction().execute((trx) => updateTemplate(trx, before.id, input));
}

export async function removeTemplate(db: Db, principal: Principal, id: string): Promise<void> {
  const before = await visibleTemplate(db, principal, id);
  await deleteTemplate(db, before.id);
}
