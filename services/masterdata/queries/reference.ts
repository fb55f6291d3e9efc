import { type Selectable, sql } from 'kysely';
import type {
  CountrySortProperty,
  HazmatCodeSortProperty,
  HazmatSortProperty,
  IncotermCodeSortProperty,
  NotificationCodeSortProperty,
  PackagingCodeSortProperty,
  ProductSortProperty,
} from '../../../contracts/masterdata/reference.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern, type Page, type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import type {
  CountriesTable,
  CurrenciesTable,
  HazmatCodesTable,
  HazmatsTable,
  IncotermCodesTable,
  NotificationCodesTable,
  PackagingCodesTable,
  ProductsTable,
} from '../tables.ts';

export interface SearchPage extends Pageable {
  query?: string | undefined;
}

const mapPage = <Row, T>(page: Page<Row>, map: (row: Row) => T): Page<T> => ({
  ...page,
  content: page.content.map(map),
});

export const countryFromRow = (row: Selectable<CountriesTable>, language: string) => ({
  alpha2Code: row.alpha2_code,
  alpha3Code: row.alpha3_code,
  isoCode: row.iso_code,
  iocCode: row.ioc_code,
  name: row.names[language] ?? row.names.en ?? row.alpha2_code,
  names: row.names,
});
export type CountryRecord = ReturnType<typeof countryFromRow>;

/** Countries by code or by name in any of the portal's languages. */
export async function listCountries(db: Db, request: SearchPage & { language: string }) {
  let base = db.selectFrom('countries');
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([
        eb('alpha2_code', 'ilike', pattern),
        eb('alpha3_code', 'ilike', pattern),
        eb('iso_code', 'ilike', pattern),
        eb('ioc_code', 'ilike', pattern),
        eb(eb.cast(eb.ref('names'), 'text'), 'ilike', pattern),
      ]),
    );
  }
  const nameColumn = sql<string>`names->>${request.language}`;
  const page = await paginate<Selectable<CountriesTable>>(
    base,
    request,
    {
      alpha2Code: 'alpha2_code',
      alpha3Code: 'alpha3_code',
      isoCode: 'iso_code',
      iocCode: 'ioc_code',
      name: nameColumn,
    } satisfies SortColumnsOf<CountrySortProperty>,
    ['alpha2Code,asc'],
    'alpha2_code',
  );
  return mapPage(page, (row) => countryFromRow(row, request.language));
}

export async function findCountry(db: Db, alpha2Code: string) {
  return db
    .selectFrom('countries')
    .selectAll()
    .where('alpha2_code', '=', alpha2Code.toUpperCase())
    .executeTakeFirst();
}

const currencyFromRow = (row: Selectable<CurrenciesTable>) => ({
  isoCode: row.iso_code,
  insuranceThreshold: Number(row.insurance_threshold),
  insuranceDefaultPerKg: Number(row.insurance_default_per_kg),
  collectOnDeliveryMaximum: Number(row.collect_on_delivery_maximum),
});
export type CurrencyConfig = ReturnType<typeof currencyFromRow>;

export async function listCurrencies(db: Db): Promise<CurrencyConfig[]> {
  const rows = await db.selectFrom('currencies').selectAll().orderBy('iso_code').execute();
  return rows.map(currencyFromRow);
}

/** Insurance threshold, default insurance per kg and collect-on-delivery maximum of a currency. */
export async function currencyConfig(db: Db, isoCode: string): Promise<CurrencyConfig | undefined> {
  const row = await db
    .selectFrom('currencies')
    .selectAll()
    .where('iso_code', '=', isoCode.toUpperCase())
    .executeTakeFirst();
  return row ? currencyFromRow(row) : undefined;
}

/** A search finds a code by its name in any language, not only the master name. */
const namesMatch = (pattern: string) =>
  sql<boolean>`exists (select 1 from jsonb_each_text(names) as translated(language, name) where translated.name ilike ${pattern})`;

const incotermFromRow = (row: Selectable<IncotermCodesTable>) => ({
  identifier: row.identifier,
  name: row.name,
  names: row.names,
  international: row.international,
});

export async function listIncotermCodes(db: Db, request: SearchPage) {
  let base = db.selectFrom('incoterm_codes');
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([eb('identifier', 'ilike', pattern), eb('name', 'ilike', pattern), namesMatch(pattern)]),
    );
  }
  const page = await paginate<Selectable<IncotermCodesTable>>(
    base,
    request,
    {
      identifier: 'identifier',
      name: 'name',
      international: 'international',
    } satisfies SortColumnsOf<IncotermCodeSortProperty>,
    ['identifier,asc'],
    'identifier',
  );
  return mapPage(page, incotermFromRow);
}

export async function findIncotermCode(db: Db, identifier: string) {
  const row = await db
    .selectFrom('incoterm_codes')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  return row ? incotermFromRow(row) : undefined;
}

const packagingFromRow = (row: Selectable<PackagingCodesTable>) => ({
  identifier: row.identifier,
  name: row.name,
  names: row.names,
});

export async function listPackagingCodes(db: Db, request: SearchPage) {
  let base = db.selectFrom('packaging_codes');
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([eb('identifier', 'ilike', pattern), eb('name', 'ilike', pattern), namesMatch(pattern)]),
    );
  }
  const page = await paginate<Selectable<PackagingCodesTable>>(
    base,
    request,
    { identifier: 'identifier', name: 'name' } satisfies SortColumnsOf<PackagingCodeSortProperty>,
    ['identifier,asc'],
    'identifier',
  );
  return mapPage(page, packagingFromRow);
}

export async function findPackagingCode(db: Db, identifier: string) {
  const row = await db
    .selectFrom('packaging_codes')
    .selectAll()
    .where('identifier', '=', identifier.toUpperCase())
    .executeTakeFirst();
  return row ? packagingFromRow(row) : undefined;
}

const hazmatCodeFromRow = (row: Selectable<HazmatCodesTable>) => ({ code: row.code, name: row.name });

export async function listHazmatCodes(db: Db, request: SearchPage) {
  let base = db.selectFrom('hazmat_codes');
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) => eb.or([eb('code', 'ilike', pattern), eb('name', 'ilike', pattern)]));
  }
  const page = await paginate<Selectable<HazmatCodesTable>>(
    base,
    request,
    { code: 'code', name: 'name' } satisfies SortColumnsOf<HazmatCodeSortProperty>,
    ['code,asc'],
    'code',
  );
  return mapPage(page, hazmatCodeFromRow);
}

export async function findHazmatCode(db: Db, code: string) {
  const row = await db
    .selectFrom('hazmat_codes')
    .selectAll()
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row ? hazmatCodeFromRow(row) : undefined;
}

export const hazmatFromRow = (row: Selectable<HazmatsTable>) => ({
  id: row.id,
  unNumber: row.un_number,
  sequenceNumber: row.sequence_number,
  clazz: row.clazz,
  classificationCode: row.classification_code,
  packagingGroup: row.packaging_group,
  massUnit: row.mass_unit,
  note: row.note,
  collectiveTerm: row.collective_term,
  transportCategory: row.transport_category,
  tunnelRestrictionCode: row.tunnel_restriction_code,
  name: row.name,
  factor: row.factor,
});
export type HazmatRecord = ReturnType<typeof hazmatFromRow>;

/** UN numbers: a query of digits (with or without "UN") matches the number's start, text the name. */
export async function listHazmats(db: Db, request: SearchPage) {
  let base = db.selectFrom('hazmats');
  const query = request.query?.trim();
  if (query) {
    const digits = query.replace(/^UN\s*/i, '');
    base = /^\d{1,4}$/.test(digits)
      ? base.where('un_number', 'like', `${digits}%`)
      : base.where((eb) =>
          eb.or([
            eb('name', 'ilike', containsPattern(query)),
            eb('un_number', 'ilike', containsPattern(query)),
          ]),
        );
  }
  const page = await paginate<Selectable<HazmatsTable>>(
    base,
    request,
    {
      unNumber: 'un_number',
      sequenceNumber: 'sequence_number',
      clazz: 'clazz',
      name: 'name',
      packagingGroup: 'packaging_group',
      transportCategory: 'transport_category',
    } satisfies SortColumnsOf<HazmatSortProperty>,
    ['unNumber,asc', 'sequenceNumber,asc'],
    'id',
  );
  return mapPage(page, hazmatFromRow);
}

export async function findHazmat(db: Db, id: number) {
  const row = await db.selectFrom('hazmats').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? hazmatFromRow(row) : undefined;
}

const notificationFromRow = (row: Selectable<NotificationCodesTable>) => ({
  identifier: row.identifier,
  name: row.name,
  names: row.names,
  active: row.active,
  default: row.is_default,
  multiUsage: row.multi_usage,
  attachment: row.attachment,
  requiredFields: row.required_fields,
  products: row.products,
});
export type NotificationCodeRecord = ReturnType<typeof notificationFromRow>;

export async function listNotificationCodes(db: Db, request: SearchPage & { active?: boolean | undefined }) {
  let base = db.selectFrom('notification_codes');
  if (request.active !== undefined) base = base.where('active', '=', request.active);
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([eb('identifier', 'ilike', pattern), eb('name', 'ilike', pattern), namesMatch(pattern)]),
    );
  }
  const page = await paginate<Selectable<NotificationCodesTable>>(
    base,
    request,
    {
      identifier: 'identifier',
      name: 'name',
      active: 'active',
      default: 'is_default',
    } satisfies SortColumnsOf<NotificationCodeSortProperty>,
    ['identifier,asc'],
    'identifier',
  );
  return mapPage(page, notificationFromRow);
}

export async function findNotificationCode(db: Db, identifier: string) {
  const row = await db
    .selectFrom('notification_codes')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  return row ? notificationFromRow(row) : undefined;
}

export const productFromRow = (row: Selectable<ProductsTable>) => ({
  identifier: row.identifier,
  name: row.name,
  names: row.names,
  codEnabled: row.cod_enabled,
  deliveryDateWindow:
    row.delivery_window_min === null ? null : { min: row.delivery_window_min, max: row.delivery_window_max },
  deliveryDateIsOptional: row.delivery_date_is_optional,
  timeslot: row.timeslot,
  region: row.region,
  requiresConsultation: row.requires_consultation,
  default: row.is_default,
  flyerUrl: row.flyer_url,
});
export type ProductRecord = ReturnType<typeof productFromRow>;

export async function listProducts(db: Db, request: SearchPage) {
  let base = db.selectFrom('products');
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([eb('identifier', 'ilike', pattern), eb('name', 'ilike', pattern), namesMatch(pattern)]),
    );
  }
  const page = await paginate<Selectable<ProductsTable>>(
    base,
    request,
    {
      identifier: 'identifier',
      name: 'name',
      position: 'position',
    } satisfies SortColumnsOf<ProductSortProperty>,
    ['position,asc'],
    'identifier',
  );
  return mapPage(page, productFromRow);
}

/** A product by identifier (P01, 150, ...), with its delivery window. */
export async function findProduct(db: Db, identifier: string): Promise<ProductRecord | undefined> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('identifier', '=', identifier)
    .executeTakeFirst();
  return row ? productFromRow(row) : undefined;
}
