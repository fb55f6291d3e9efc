import type { CountryInput } from '../../../contracts/masterdata/reference.ts';
import type { Db } from '../../db/index.ts';
import { ConflictError, NotFoundError } from '../../domain/errors.ts';
import { type ChangeAuthor, modifiedFields, recordChange } from '../changes.ts';
import { countryFromRow, findCountry } from './reference.ts';

const fields = (row: { alpha3_code: string; iso_code: string; ioc_code: string; names: object }) => ({
  alpha3Code: row.alpha3_code,
  isoCode: row.iso_code,
  iocCode: row.ioc_code,
  names: row.names,
});

export async function createCountry(db: Db, input: CountryInput, author: ChangeAuthor, language: string) {
  return db.transaction().execute(async (trx) => {
    const names = input.names ?? { en: input.alpha2Code };
    const row = await trx
      .insertInto('countries')
      .values({
        alpha2_code: input.alpha2Code,
        alpha3_code: input.alpha3Code,
        iso_code: input.isoCode,
        ioc_code: input.iocCode,
        names: JSON.stringify(names),
      })
      .onConflict((conflict) => conflict.column('alpha2_code').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ConflictError('country.exists', undefined, { alpha2Code: input.alpha2Code });
    await recordChange(trx, {
      entity: 'country',
      entityId: row.alpha2_code,
      action: 'ADD',
      author,
      modifications: fields(row),
    });
    return countryFromRow(row, language);
  });
}

/** Changes a country's codes and names; its alpha-2 code is its identity and stays. */
export async function updateCountry(
  db: Db,
  alpha2Code: string,
  input: CountryInput,
  author: ChangeAuthor,
  language: string,
) {
  return db.transaction().execute(async (trx) => {
    const before = await findCountry(trx, alpha2Code);
    if (!before) throw new NotFoundError();
    const row = await trx
      .updateTable('countries')
      .set({
        alpha3_code: input.alpha3Code,
        iso_code: input.isoCode,
        ioc_code: input.iocCode,
        names: JSON.stringify({ ...before.names, ...(input.names ?? {}) }),
      })
      .where('alpha2_code', '=', before.alpha2_code)
      .returningAll()
      .executeTakeFirstOrThrow();
    const modifications = modifiedFields(fields(before), fields(row));
    if (Object.keys(modifications).length > 0) {
      await recordChange(trx, {
        entity: 'country',
        entityId: row.alpha2_code,
        action: 'MOD',
        author,
        modifications,
      });
    }
    return countryFromRow(row, language);
  });
}

export async function deleteCountry(db: Db, alpha2Code: string, author: ChangeAuthor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('countries')
      .where('alpha2_code', '=', alpha2Code.toUpperCase())
      .returning('alpha2_code')
      .executeTakeFirst();
    if (!deleted) throw new NotFoundError();
    await recordChange(trx, {
      entity: 'country',
      entityId: deleted.alpha2_code,
      action: 'DEL',
      author,
      modifications: {},
    });
  });
}
