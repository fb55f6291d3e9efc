import type { Selectable } from 'kysely';
import { notesAllowedOnProduct } from '../../contracts/rules/delivery-notes.ts';
import type { Database, Db } from '../db/index.ts';
import type {
  CurrencyLimits,
  IncotermCode,
  NotificationCodeRules,
  ProductRules,
} from '../domain/rules/index.ts';
import type { HazmatReference } from '../domain/shipment/index.ts';

/** Reference data changes rarely; a command may use a copy up to this old. */
export const REFERENCE_TTL_MS = 60_000;

export interface ZoneRange {
  location: string;
  country: string;
  start: string;
  end: string;
}

export interface ShipmentReference {
  products: ReadonlyMap<string, ProductRules & { name: string }>;
  currencies: ReadonlyMap<string, CurrencyLimits>;
  notificationCodes: readonly NotificationCodeRules[];
  incoterms: readonly IncotermCode[];
  zones: readonly ZoneRange[];
  /** Branch abbreviation to its country. */
  branchCountries: ReadonlyMap<string, string>;
  /** UN number to its entries in the ADR table, in their sequence. */
  hazmatEntries: ReadonlyMap<string, readonly HazmatReference[]>;
  /** Packing codes of cargo items and packaging codes of dangerous goods (reference data). */
  packingCodes: ReadonlySet<string>;
  hazmatPackagingCodes: ReadonlySet<string>;
}

async function loadReference(db: Db): Promise<ShipmentReference> {
  const [products, currencies, codes, incoterms, zones, branches, hazmats, packing, hazmatPackaging] =
    await Promise.all([
      db.selectFrom('products').selectAll().execute(),
      db.selectFrom('currencies').selectAll().execute(),
      db.selectFrom('notification_codes').selectAll().execute(),
      db.selectFrom('incoterm_codes').select(['identifier', 'international']).execute(),
      db
        .selectFrom('location_zip_ranges')
        .select(['location', 'country', 'zip_code_start', 'zip_code_end'])
        .where('kind', '=', 'ZONE')
        .orderBy('location')
        .orderBy('id')
        .execute(),
      db.selectFrom('locations').select(['abbreviation', 'country']).execute(),
      db
        .selectFrom('hazmats')
        .select([
          'un_number',
          'sequence_number',
          'clazz',
          'classification_code',
          'packaging_group',
          'collective_term',
          'transport_category',
          'tunnel_restriction_code',
          'factor',
        ])
        .orderBy('un_number')
        .orderBy('sequence_number')
        .execute(),
      db.selectFrom('packaging_codes').select('identifier').execute(),
      db.selectFrom('hazmat_codes').select('code').execute(),
    ]);
  return {
    products: new Map(products.map((row) => [row.identifier, productOf(row, codes)])),
    currencies: new Map(currencies.map((row) => [row.iso_code, currencyOf(row)])),
    notificationCodes: codes.map(notificationCodeOf),
    incoterms,
    zones: zones.map((row) => ({
      location: row.location,
      country: row.country,
      start: row.zip_code_start,
      end: row.zip_code_end,
    })),
    branchCountries: new Map(branches.map((row) => [row.abbreviation, row.country])),
    hazmatEntries: hazmatEntriesOf(hazmats),
    packingCodes: new Set(packing.map((row) => row.identifier)),
    hazmatPackagingCodes: new Set(hazmatPackaging.map((row) => row.code)),
  };
}

type Row<Table extends keyof Database> = Selectable<Database[Table]>;

function productOf(
  row: Row<'products'>,
  codes: Row<'notification_codes'>[],
): ProductRules & { name: string } {
  return {
    identifier: row.identifier,
    name: row.name,
    ...(row.delivery_window_min === null
      ? {}
      : {
          deliveryDateWindow: {
            min: row.delivery_window_min,
            ...(row.delivery_window_max === null ? {} : { max: row.delivery_window_max }),
          },
        }),
    deliveryDateIsOptional: row.delivery_date_is_optional,
    codEnabled: row.cod_enabled,
    allowedDeliveryNotes: notesAllowedOnProduct(codes, row.identifier),
    scope: row.scope,
  };
}

function currencyOf(row: Row<'currencies'>): CurrencyLimits {
  return {
    isoCode: row.iso_code,
    insuranceThreshold: Number(row.insurance_threshold),
    insuranceDefaultPerKg: Number(row.insurance_default_per_kg),
    collectOnDeliveryMaximum: Number(row.collect_on_delivery_maximum),
  };
}

function notificationCodeOf(code: Row<'notification_codes'>): NotificationCodeRules {
  return {
    identifier: code.identifier,
    default: code.is_default,
    multiUsage: code.multi_usage,
    active: code.active,
    ...(code.attachment
      ? {
          attachment: {
            name: code.attachment.name,
            ...(code.attachment.defaultValue ? { defaultValue: code.attachment.defaultValue } : {}),
            ...(code.attachment.validator ? { validator: code.attachment.validator } : {}),
          },
        }
      : {}),
    requiredFields: code.required_fields,
  };
}

/** The ADR table's entries by UN number, in the order the rows come (by sequence). */
function hazmatEntriesOf(
  hazmats: Pick<
    Row<'hazmats'>,
    | 'un_number'
    | 'sequence_number'
    | 'clazz'
    | 'classification_code'
    | 'packaging_group'
    | 'collective_term'
    | 'transport_category'
    | 'tunnel_restriction_code'
    | 'factor'
  >[],
): Map<string, HazmatReference[]> {
  const hazmatEntries = new Map<string, HazmatReference[]>();
  for (const row of hazmats) {
    const entries = hazmatEntries.get(row.un_number) ?? [];
    entries.push({
      sequenceNumber: row.sequence_number,
      hazardClass: row.clazz,
      classificationCode: row.classification_code,
      packagingGroup: row.packaging_group,
      collectiveTerm: row.collective_term === 1,
      transportCategory: String(row.transport_category),
      tunnelRestrictionCode: row.tunnel_restriction_code,
      factor: Number(row.factor),
    });
    hazmatEntries.set(row.un_number, entries);
  }
  return hazmatEntries;
}

const cache = new WeakMap<Db, { loadedAt: number; reference: Promise<ShipmentReference> }>();

/**
 * The reference data shipment commands check against, loaded once per process and database and
 * kept for REFERENCE_TTL_MS: a save then costs no reference queries at all.
 */
export function shipmentReference(db: Db, now = Date.now()): Promise<ShipmentReference> {
  const entry = cache.get(db);
  if (entry && now - entry.loadedAt < REFERENCE_TTL_MS) return entry.reference;
  const reference = loadReference(db);
  cache.set(db, { loadedAt: now, reference });
  // A failed load is not kept: the next command tries again.
  reference.catch(() => {
    if (cache.get(db)?.reference === reference) cache.delete(db);
  });
  return reference;
}

/** The branch whose zones cover a zip code; zip codes of one country share one format, so they compare as text. */
export function branchOfZip(
  zones: readonly ZoneRange[],
  country: string,
  zipCode: string,
): string | undefined {
  return zones.find((zone) => zone.country === country && zone.start <= zipCode && zipCode <= zone.end)
    ?.location;
}
