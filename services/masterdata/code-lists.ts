import type {
  HazmatCodeInput,
  IncotermCodeInput,
  PackagingCodeInput,
} from '../../contracts/masterdata/code-lists.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { recordChange } from './changes.ts';

/**
 * Central administrators add and rename packaging codes, incoterm codes and the packaging codes of
 * dangerous goods (docs/decisions/0131). A code is its key: it is never
 * changed, only its name (and an incoterm's international flag); every change is in the master
 * data change log. Codes are not deleted, since saved orders name them.
 */

type CodeTable = 'packaging_codes' | 'incoterm_codes' | 'hazmat_codes';

async function addCode<T extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  table: CodeTable,
  key: string,
  row: T,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto(table)
      // biome-ignore lint/suspicious/noExplicitAny: one of three code tables, each row checked by its contract
      .values(row as any)
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw new ConflictError('code.already-exists');
    await recordChange(trx, {
      entity: table,
      entityId: key,
      action: 'ADD',
      author: authorOf(actor.principal),
      modifications: row,
    });
    return row;
  });
}

async function changeCode<T extends Record<string, unknown>>(
  db: Db,
  actor: Actor,
  table: CodeTable,
  keyColumn: 'identifier' | 'code',
  key: string,
  changes: T,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(table)
      // biome-ignore lint/suspicious/noExplicitAny: one of three code tables, each row checked by its contract
      .set(changes as any)
      // biome-ignore lint/suspicious/noExplicitAny: the key column of that table
      .where(keyColumn as any, '=', key)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new NotFoundError();
    await recordChange(trx, {
      entity: table,
      entityId: key,
      action: 'MOD',
      author: authorOf(actor.principal),
      modifications: changes,
    });
  });
}

/** The stored names of a code in the other languages: those given, none when left out. */
const namesOf = (input: { names?: Record<string, string | undefined> | undefined }) =>
  Object.fromEntries(Object.entries(input.names ?? {}).filter(([, name]) => Boolean(name))) as Record<
    string,
    string
  >;

/** A change's names column: the given names replace the stored ones; left out, they stay. */
const changedNames = (input: { names?: Record<string, string | undefined> | undefined }) =>
  input.names ? { names: JSON.stringify(namesOf(input)) } : {};

/** The code as the routes answer it, read back so that names left out of a change are the stored ones. */
async function storedCode(db: Db, table: 'packaging_codes' | 'incoterm_codes', identifier: string) {
  return db.selectFrom(table).selectAll().where('identifier', '=', identifier).executeTakeFirstOrThrow();
}

export async function addPackagingCode(db: Db, actor: Actor, input: PackagingCodeInput) {
  const { identifier, name } = input;
  await addCode(db, actor, 'packaging_codes', identifier, {
    identifier,
    name,
    names: JSON.stringify(namesOf(input)),
  });
  return { identifier, name, names: namesOf(input) };
}

export async function changePackagingCode(
  db: Db,
  actor: Actor,
  identifier: string,
  input: PackagingCodeInput,
) {
  await changeCode(db, actor, 'packaging_codes', 'identifier', identifier, {
    name: input.name,
    ...changedNames(input),
  });
  const { name, names } = await storedCode(db, 'packaging_codes', identifier);
  return { identifier, name, names };
}

export async function addIncotermCode(db: Db, actor: Actor, input: IncotermCodeInput) {
  const { identifier, name, international } = input;
  await addCode(db, actor, 'incoterm_codes', identifier, {
    identifier,
    name,
    international,
    names: JSON.stringify(namesOf(input)),
  });
  return { identifier, name, international, names: namesOf(input) };
}

export async function changeIncotermCode(db: Db, actor: Actor, identifier: string, input: IncotermCodeInput) {
  const changes = { name: input.name, international: input.international, ...changedNames(input) };
  await changeCode(db, actor, 'incoterm_codes', 'identifier', identifier, changes);
  const { name, names, international } = await storedCode(db, 'incoterm_codes', identifier);
  return { identifier, name, international, names };
}

export const addHazmatCode = (db: Db, actor: Actor, input: HazmatCodeInput) =>
  addCode(db, actor, 'hazmat_codes', input.code, { code: input.code, name: input.name });

export async function changeHazmatCode(db: Db, actor: Actor, code: string, input: HazmatCodeInput) {
  await changeCode(db, actor, 'hazmat_codes', 'code', code, { name: input.name });
  return { code, name: input.name };
}
