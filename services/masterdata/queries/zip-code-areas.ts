import type { Selectable } from 'kysely';
import type { ZipCodeAreaSortProperty } from '../../../contracts/masterdata/reference.ts';
import type { Db } from '../../db/index.ts';
import { type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import type { ZipCodeAreaRow } from '../data/geonames.ts';
import type { ZipCodeAreasTable } from '../tables.ts';

const zipCodeAreaFromRow = (row: Selectable<ZipCodeAreasTable>) => ({
  country: row.country,
  zipCode: row.zip_code,
  city: row.city,
});

/**
 * Zip code areas of some countries. A query matches the start of the zip code (with or without its
 * blank, so "11000" finds "110 00") or the start of a word of the city name.
 */
export async function listZipCodeAreas(
  db: Db,
  request: Pageable & { countries?: string[] | undefined; query?: string | undefined },
) {
  let base = db.selectFrom('zip_code_areas');
  if (request.countries && request.countries.length > 0)
    base = base.where('country', 'in', request.countries);
  const query = request.query?.trim();
  if (query) {
    const escaped = query.replace(/[\\%_]/g, (char) => `\\${char}`);
    const compact = escaped.replace(/[\s-]/g, '');
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('replace', ['zip_code', eb.val(' '), eb.val('')]), 'like', `${compact}%`),
        eb('city', 'ilike', `${escaped}%`),
        eb('city', 'ilike', `% ${escaped}%`),
        eb('city', 'ilike', `%-${escaped}%`),
      ]),
    );
  }
  const page = await paginate<Selectable<ZipCodeAreasTable>>(
    base,
    request,
    {
      city: 'city',
      zipCode: 'zip_code',
      country: 'country',
    } satisfies SortColumnsOf<ZipCodeAreaSortProperty>,
    ['city,asc'],
    'id',
  );
  return { ...page, content: page.content.map(zipCodeAreaFromRow) };
}

export async function countryHasZipCodeAreas(db: Db, country: string): Promise<boolean> {
  const row = await db
    .selectFrom('zip_code_areas')
    .select('id')
    .where('country', '=', country)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Countries with zip code areas, in alphabetical order. */
export async function zipCodeCountries(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('zip_code_areas')
    .select('country')
    .distinct()
    .orderBy('country')
    .execute();
  return rows.map((row) => row.country);
}

/** Inserts the areas not yet known; returns how many were new. */
export async function insertZipCodeAreas(db: Db, rows: ZipCodeAreaRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('zip_code_areas')
    .values(rows.map((row) => ({ country: row.country, zip_code: row.zipCode, city: row.city })))
    .onConflict((conflict) => conflict.columns(['country', 'zip_code', 'city']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
