import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { bundledHazmats } from './data/adr.ts';
import { branches, branchMailLists, routings, type ZipRangeSeed, zones } from './data/branches.ts';
import { isoCountries } from './data/countries.ts';
import { defaultCustomerSettings, demoCustomers } from './data/demo-customers.ts';
import { BUNDLED_ZIP_SOURCE, parseGeoNames } from './data/geonames.ts';
import { notificationCodes } from './data/notification-codes.ts';
import { products } from './data/products.ts';
import { currencies, hazmatPackagingCodes, incotermCodes, packagingCodes } from './data/reference.ts';
import {
  attachmentLabelNames,
  incotermCodeNames,
  notificationCodeNames,
  packagingCodeNames,
  productNames,
} from './data/reference-names.ts';

const BATCH = 500;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let index = 0; index < rows.length; index += BATCH) result.push(rows.slice(index, index + BATCH));
  return result;
}

async function seedReference(db: Db): Promise<void> {
  await seedCountries(db);
  await seedCurrencies(db);
  await seedCodes(db);
  await seedHazmats(db);
  await seedNotificationCodes(db);
  await seedProducts(db);
  await seedReferenceNames(db);
  await seedZipAreas(db);
}

async function seedCountries(db: Db): Promise<void> {
  await db
    .insertInto('countries')
    .values(
      isoCountries().map((country) => ({
        alpha2_code: country.alpha2Code,
        alpha3_code: country.alpha3Code,
        iso_code: country.isoCode,
        ioc_code: country.iocCode,
        names: JSON.stringify(country.names),
      })),
    )
    .onConflict((conflict) => conflict.column('alpha2_code').doNothing())
    .execute();
}

async function seedCurrencies(db: Db): Promise<void> {
  await db
    .insertInto('currencies')
    .values(
      currencies.map((currency) => ({
        iso_code: currency.isoCode,
        insurance_threshold: currency.insuranceThreshold,
        insurance_default_per_kg: currency.insuranceDefaultPerKg,
        collect_on_delivery_maximum: currency.collectOnDeliveryMaximum,
      })),
    )
    .onConflict((conflict) => conflict.column('iso_code').doNothing())
    .execute();
}

/** Incoterms, packing codes and the packaging codes of dangerous goods. */
async function seedCodes(db: Db): Promise<void> {
  await db
    .insertInto('incoterm_codes')
    .values(incotermCodes)
    .onConflict((conflict) => conflict.column('identifier').doNothing())
    .execute();
  await db
    .insertInto('packaging_codes')
    .values(packagingCodes)
    .onConflict((conflict) => conflict.column('identifier').doNothing())
    .execute();
  await db
    .insertInto('hazmat_codes')
    .values(hazmatPackagingCodes)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

/** The bundled ADR table. */
async function seedHazmats(db: Db): Promise<void> {
  for (const batch of chunks(bundledHazmats())) {
    await db
      .insertInto('hazmats')
      .values(
        batch.map((row) => ({
          un_number: row.unNumber,
          sequence_number: row.sequenceNumber,
          clazz: row.clazz,
          classification_code: row.classificationCode,
          packaging_group: row.packagingGroup,
          mass_unit: row.massUnit,
          note: row.note,
          collective_term: row.collectiveTerm,
          transport_category: row.transportCategory,
          tunnel_restriction_code: row.tunnelRestrictionCode,
          name: row.name,
          factor: row.factor,
        })),
      )
      .onConflict((conflict) => conflict.columns(['un_number', 'sequence_number']).doNothing())
      .execute();
  }
}

async function seedNotificationCodes(db: Db): Promise<void> {
  await db
    .insertInto('notification_codes')
    .values(
      notificationCodes.map((code) => ({
        identifier: code.identifier,
        name: code.name,
        active: code.active ?? true,
        is_default: code.isDefault ?? false,
        multi_usage: code.multiUsage ?? false,
        attachment: code.attachment ? JSON.stringify(code.attachment) : null,
        required_fields: JSON.stringify(code.requiredFields ?? []),
        products: code.products ? JSON.stringify(code.products) : null,
      })),
    )
    .onConflict((conflict) => conflict.column('identifier').doNothing())
    .execute();
}

async function seedProducts(db: Db): Promise<void> {
  await db
    .insertInto('products')
    .values(
      products.map((product, position) => ({
        identifier: product.identifier,
        name: product.name,
        cod_enabled: product.codEnabled,
        delivery_window_min: product.window?.min ?? null,
        delivery_window_max: product.window?.max ?? null,
        delivery_date_is_optional: product.deliveryDateIsOptional,
        timeslot: product.timeslot,
        region: product.region ?? null,
        requires_consultation: product.requiresConsultation ?? false,
        flyer_url: null,
        is_default: product.isDefault ?? false,
        scope: product.scope,
        position,
        excluded_when: JSON.stringify(product.excludedWhen ?? []),
      })),
    )
    .onConflict((conflict) => conflict.column('identifier').doNothing())
    .execute();
}

/** The bundled zip codes and their cities. */
async function seedZipAreas(db: Db): Promise<void> {
  const zipAreas = parseGeoNames(readFileSync(BUNDLED_ZIP_SOURCE, 'utf8'));
  for (const batch of chunks(zipAreas)) {
    await db
      .insertInto('zip_code_areas')
      .values(batch.map((row) => ({ country: row.country, zip_code: row.zipCode, city: row.city })))
      .onConflict((conflict) => conflict.columns(['country', 'zip_code', 'city']).doNothing())
      .execute();
  }
}

function zipRangeRow(location: string, kind: 'ZONE' | 'ROUTING', range: ZipRangeSeed) {
  return {
    location,
    kind,
    country: range.country,
    zip_code_start: range.start[0],
    city_start: range.start[1],
    zip_code_end: range.end[0],
    city_end: range.end[1],
    collection_relation: range.collection ?? null,
    distribution_relation: range.distribution ?? null,
    product_map: JSON.stringify(range.productMap ?? {}),
  };
}

async function seedBranches(db: Db): Promise<void> {
  for (const branch of branches) {
    const mails = branchMailLists(branch.abbreviation);
    const inserted = await db
      .insertInto('locations')
      .values({
        abbreviation: branch.abbreviation,
        name: branch.name,
        legal_name: branch.legalName,
        street_name: branch.streetName,
        street_number: branch.streetNumber,
        zip_code: branch.zipCode,
        city: branch.city,
        country: branch.country,
        phone: branch.phone,
        currency: branch.currency,
        sscc_prefix: branch.ssccPrefix,
        gln: branch.gln,
        sscc_counter_min: branch.ssccCounterMin,
        sscc_counter_max: branch.ssccCounterMax,
        esv_link: null,
        sync_date: null,
        announcement_email: JSON.stringify(mails.announcementEmail),
        inquiry_email: JSON.stringify(mails.inquiryEmail),
        cancellation_email: JSON.stringify(mails.cancellationEmail),
        belog_email: JSON.stringify(mails.belogEmail),
        insurance_email: JSON.stringify(mails.insuranceEmail),
        registration_email: JSON.stringify(mails.registrationEmail),
      })
      .onConflict((conflict) => conflict.column('abbreviation').doNothing())
      .returning('abbreviation')
      .executeTakeFirst();
    // Zones and routings come with a new branch only; afterwards they are the administrators' data.
    if (!inserted) continue;
    const ranges = [
      ...(zones[branch.abbreviation] ?? []).map((range) => zipRangeRow(branch.abbreviation, 'ZONE', range)),
      ...(routings[branch.abbreviation] ?? []).map((range) =>
        zipRangeRow(branch.abbreviation, 'ROUTING', range),
      ),
    ];
    if (ranges.length > 0) await db.insertInto('location_zip_ranges').values(ranges).execute();
  }
}

async function seedDemoCustomers(db: Db): Promise<void> {
  for (const customer of demoCustomers) {
    const inserted = await db
      .insertInto('customers')
      .values({
        customer_id: customer.customerId,
        activated: true,
        name: customer.name,
        additional_name: null,
        street: customer.street,
        zip_code: customer.zipCode,
        city: customer.city,
        country: customer.country,
        location: customer.location,
        secondary_location: null,
      })
      .onConflict((conflict) => conflict.column('customer_id').doNothing())
      .returning('customer_id')
      .executeTakeFirst();
    await db
      .insertInto('customer_settings')
      .values(
        Object.entries(defaultCustomerSettings).map(([name, value]) => ({
          customer_id: customer.customerId,
          name,
          value: JSON.stringify(value),
        })),
      )
      .onConflict((conflict) => conflict.columns(['customer_id', 'name']).doNothing())
      .execute();
    // The address book is the customer's own: seeded once with the customer, never refilled.
    if (!inserted) continue;
    const blank = {
      owner_customer_id: customer.customerId,
      additional_name: null,
      is_retail: false,
      mobile: null,
      web: null,
      autosend_shipping_documents: false,
      delivery_notes: JSON.stringify([]),
      invoice_recipient: null,
    };
    await db
      .insertInto('addresses')
      .values([
        {
          ...blank,
          id: randomUUID(),
          types: JSON.stringify(['SENDER', 'DEFAULT_SENDER']),
          name: customer.name,
          customer_id: customer.customerId,
          emons_customer_id: customer.customerId,
          street: customer.street,
          zip_code: customer.zipCode,
          city: customer.city,
          country: customer.country,
          contact_name: customer.contactName,
          phone: customer.phone,
          email: customer.email,
        },
        ...customer.consignees.map((consignee) => ({
          ...blank,
          id: randomUUID(),
          types: JSON.stringify(['CONSIGNEE']),
          name: consignee.name,
          customer_id: null,
          emons_customer_id: null,
          street: consignee.street,
          zip_code: consignee.zipCode,
          city: consignee.city,
          country: consignee.country,
          contact_name: consignee.contactName,
          phone: consignee.phone,
          email: 'email' in consignee ? consignee.email : null,
        })),
      ])
      .execute();
  }
}

/**
 * Loads the reference data and the branches, and with `demoData` the demo customers. Idempotent:
 * inserts what is missing and leaves every existing row as users left it.
 */
export async function seedMasterdata(db: Db, options: { demoData: boolean }): Promise<void> {
  await seedReference(db);
  await seedBranches(db);
  if (options.demoData) await seedDemoCustomers(db);
}

/**
 * The names of products, delivery-note codes and packing codes in further languages, for rows that
 * have none yet: an installation seeded before they existed gets them, names changed there stay.
 */
async function seedReferenceNames(db: Db): Promise<void> {
  const tables = [
    ['products', productNames],
    ['notification_codes', notificationCodeNames],
    ['packaging_codes', packagingCodeNames],
    ['incoterm_codes', incotermCodeNames],
  ] as const;
  for (const [table, names] of tables) {
    for (const [identifier, translated] of Object.entries(names)) {
      await db
        .updateTable(table)
        .set({ names: JSON.stringify(translated) })
        .where('identifier', '=', identifier)
        .where(sql<boolean>`names = '{}'::jsonb`)
        .execute();
    }
  }
  // The attachment labels keep their names inside the attachment, beside the master label.
  for (const [label, translated] of Object.entries(attachmentLabelNames)) {
    await db
      .updateTable('notification_codes')
      .set({
        attachment: sql`attachment || jsonb_build_object('names', ${JSON.stringify(translated)}::jsonb)`,
      })
      .where(sql<boolean>`attachment->>'name' = ${label}`)
      .where(sql<boolean>`not (attachment ? 'names')`)
      .execute();
  }
}
