import { type Selectable, sql } from 'kysely';
import type {
  LocationEmailsInput,
  LocationInput,
  LocationSortProperty,
  ZipRangeSortProperty,
} from '../../../contracts/masterdata/locations.ts';
import type { Db } from '../../db/index.ts';
import { anyColumnContains, type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import { ConflictError, ValidationError } from '../../domain/errors.ts';
import { type ChangeAuthor, recordChange } from '../changes.ts';
import type { LocationsTable, LocationZipRangesTable, ZipRangeKind } from '../tables.ts';

const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

const locationFromRow = (row: Selectable<LocationsTable>, counts: { zones: number; routings: number }) => ({
  abbreviation: row.abbreviation,
  name: row.name,
  legalName: row.legal_name,
  address: {
    streetName: row.street_name,
    streetNumber: row.street_number,
    zipCode: row.zip_code,
    city: row.city,
    country: row.country,
  },
  phone: row.phone,
  currency: { isoCode: row.currency },
  barcodeInfos: {
    globalLocationPrefix: row.sscc_prefix,
    globalLocationNumber: row.gln,
    numberInterval: { min: nullableNumber(row.sscc_counter_min), max: nullableNumber(row.sscc_counter_max) },
  },
  ssccPrefix: row.sscc_prefix,
  gln: row.gln,
  ssccCounterMin: nullableNumber(row.sscc_counter_min),
  ssccCounterMax: nullableNumber(row.sscc_counter_max),
  esvLink: row.esv_link,
  syncDate: row.sync_date ? row.sync_date.toISOString() : null,
  announcementEmail: row.announcement_email,
  inquiryEmail: row.inquiry_email,
  cancellationEmail: row.cancellation_email,
  belogEmail: row.belog_email,
  insuranceEmail: row.insurance_email,
  registrationEmail: row.registration_email,
  zonesCount: counts.zones,
  routingsCount: counts.routings,
});
export type LocationRecord = ReturnType<typeof locationFromRow>;

async function rangeCounts(db: Db, abbreviations: string[]) {
  const counts = new Map<string, { zones: number; routings: number }>();
  if (abbreviations.length === 0) return counts;
  const rows = await db
    .selectFrom('location_zip_ranges')
    .select(['location', 'kind', sql<string>`count(*)`.as('total')])
    .where('location', 'in', abbreviations)
    .groupBy(['location', 'kind'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.location) ?? { zones: 0, routings: 0 };
    if (row.kind === 'ZONE') entry.zones = Number(row.total);
    else entry.routings = Number(row.total);
    counts.set(row.location, entry);
  }
  return counts;
}

export async function listLocations(db: Db, request: Pageable & { query?: string | undefined }) {
  let base = db.selectFrom('locations');
  const text = request.query;
  if (text) {
    base = base.where((eb) => anyColumnContains(eb, ['abbreviation', 'name', 'city'], text));
  }
  const page = await paginate<Selectable<LocationsTable>>(
    base,
    request,
    {
      abbreviation: 'abbreviation',
      name: 'name',
      city: 'city',
      country: 'country',
    } satisfies SortColumnsOf<LocationSortProperty>,
    ['abbreviation,asc'],
    'abbreviation',
  );
  const counts = await rangeCounts(
    db,
    page.content.map((row) => row.abbreviation),
  );
  return {
    ...page,
    content: page.content.map((row) =>
      locationFromRow(row, counts.get(row.abbreviation) ?? { zones: 0, routings: 0 }),
    ),
  };
}

/** A branch by its abbreviation (HAM, PRG, ...), with address, currency, SSCC data and e-mail lists. */
export async function findLocation(db: Db, abbreviation: string): Promise<LocationRecord | undefined> {
  const row = await db
    .selectFrom('locations')
    .selectAll()
    .where('abbreviation', '=', abbreviation.toUpperCase())
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await rangeCounts(db, [row.abbreviation]);
  return locationFromRow(row, counts.get(row.abbreviation) ?? { zones: 0, routings: 0 });
}

/** Replaces a branch's e-mail lists; returns the lists before the change, or undefined if unknown. */
export async function updateLocationEmails(db: Db, abbreviation: string, emails: LocationEmailsInput) {
  const before = await findLocation(db, abbreviation);
  if (!before) return undefined;
  await db
    .updateTable('locations')
    .set({
      announcement_email: JSON.stringify(emails.announcementEmail),
      inquiry_email: JSON.stringify(emails.inquiryEmail),
      cancellation_email: JSON.stringify(emails.cancellationEmail),
      belog_email: JSON.stringify(emails.belogEmail),
      insurance_email: JSON.stringify(emails.insuranceEmail),
      registration_email: JSON.stringify(emails.registrationEmail),
    })
    .where('abbreviation', '=', before.abbreviation)
    .execute();
  return before;
}

/**
 * Adds a branch and its change-log row in one transaction. The currency must be one the portal
 * knows (its insurance and collect-on-delivery limits come from there); a taken abbreviation is 409.
 */
export async function createLocation(db: Db, input: LocationInput, author: ChangeAuthor) {
  return db.transaction().execute(async (trx) => {
    const currency = await trx
      .selectFrom('currencies')
      .select('iso_code')
      .where('iso_code', '=', input.currency.isoCode)
      .executeTakeFirst();
    if (!currency) {
      throw new ValidationError([{ field: 'currency.isoCode', defaultMessage: 'location.currency.unknown' }]);
    }
    const row = await trx
      .insertInto('locations')
      .values({
        abbreviation: input.abbreviation,
        name: input.name,
        legal_name: input.legalName,
        street_name: input.address.streetName,
        street_number: input.address.streetNumber,
        zip_code: input.address.zipCode,
        city: input.address.city,
        country: input.address.country,
        phone: input.phone,
        currency: input.currency.isoCode,
        sscc_prefix: input.ssccPrefix,
        gln: input.gln,
        sscc_counter_min: input.ssccCounterMin,
        sscc_counter_max: input.ssccCounterMax,
        esv_link: null,
        sync_date: null,
        announcement_email: JSON.stringify(input.announcementEmail),
        inquiry_email: JSON.stringify(input.inquiryEmail),
        cancellation_email: JSON.stringify(input.cancellationEmail),
        belog_email: JSON.stringify(input.belogEmail),
        insurance_email: JSON.stringify(input.insuranceEmail),
        registration_email: JSON.stringify(input.registrationEmail),
      })
      .onConflict((conflict) => conflict.column('abbreviation').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      throw new ConflictError('location.exists', undefined, { abbreviation: input.abbreviation });
    }
    const { abbreviation, ...modifications } = input;
    await recordChange(trx, {
      entity: 'location',
      entityId: abbreviation,
      action: 'ADD',
      author,
      modifications,
    });
    return locationFromRow(row, { zones: 0, routings: 0 });
  });
}

export const zipRangeFromRow = (row: Selectable<LocationZipRangesTable>) => ({
  id: row.id,
  zipCodeAreaInterval: {
    start: { alpha2Code: row.country, zipCode: row.zip_code_start, city: row.city_start },
    end: { alpha2Code: row.country, zipCode: row.zip_code_end, city: row.city_end },
  },
  collection: { relation: row.collection_relation },
  distribution: { relation: row.distribution_relation },
  productMap: row.product_map,
});
export type ZipRangeRecord = ReturnType<typeof zipRangeFromRow>;

/** A branch's zones or routings, searchable by zip code, city, country or relation. */
export async function listZipRanges(
  db: Db,
  request: Pageable & { location: string; kind: ZipRangeKind; query?: string | undefined },
) {
  let base = db
    .selectFrom('location_zip_ranges')
    .where('location', '=', request.location.toUpperCase())
    .where('kind', '=', request.kind);
  const text = request.query;
  if (text) {
    base = base.where((eb) =>
      anyColumnContains(
        eb,
        [
          'zip_code_start',
          'zip_code_end',
          'city_start',
          'city_end',
          'country',
          'collection_relation',
          'distribution_relation',
        ],
        text,
      ),
    );
  }
  const page = await paginate<Selectable<LocationZipRangesTable>>(
    base,
    request,
    {
      zipCode: 'zip_code_start',
      country: 'country',
      city: 'city_start',
    } satisfies SortColumnsOf<ZipRangeSortProperty>,
    ['country,asc', 'zipCode,asc'],
    'id',
  );
  return { ...page, content: page.content.map(zipRangeFromRow) };
}

/**
 * The ranges of `kind` covering a zip code. Zip codes of one country share one format, so the
 * formatted codes compare as strings.
 */
export async function rangesCovering(db: Db, kind: ZipRangeKind, country: string, zipCode: string) {
  const rows = await db
    .selectFrom('location_zip_ranges')
    .selectAll()
    .where('kind', '=', kind)
    .where('country', '=', country)
    .where('zip_code_start', '<=', zipCode)
    .where('zip_code_end', '>=', zipCode)
    .orderBy('location')
    .orderBy('id')
    .execute();
  return rows;
}

export async function findZipRange(db: Db, location: string, kind: ZipRangeKind, id: number) {
  const row = await db
    .selectFrom('location_zip_ranges')
    .selectAll()
    .where('location', '=', location.toUpperCase())
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? zipRangeFromRow(row) : undefined;
}
