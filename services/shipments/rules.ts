import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { dateIn } from '../domain/rules/index.ts';
import type { ShipmentRules } from '../domain/shipment/index.ts';
import { branchOfZip, shipmentReference } from './reference.ts';
import { findShipmentCustomer, type ShipmentCustomer } from './settings.ts';

/** Branch countries' time zones: "today" is the date at the customer's branch. */
const TIME_ZONES: Record<string, string> = {
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  PL: 'Europe/Warsaw',
  HU: 'Europe/Budapest',
  CH: 'Europe/Zurich',
};

export function branchToday(country: string, now: Date): string {
  return dateIn(now, TIME_ZONES[country] ?? 'Europe/Berlin');
}

function productIdentifier(order: unknown): string | undefined {
  const product = (order as { product?: { identifier?: unknown } } | null | undefined)?.product;
  return typeof product?.identifier === 'string' ? product.identifier.trim() : undefined;
}

/**
 * The rules one shipment command is checked against: the cached reference data, the customer's
 * settings (pass the customer when already loaded, else its id) and the product the order names. `branchOf` answers from the cached zones, so the
 * decider stays pure.
 */
export async function shipmentRules(
  db: Db,
  customerOrId: ShipmentCustomer | string,
  order: unknown,
  now: Date,
): Promise<ShipmentRules> {
  const customer =
    typeof customerOrId === 'string' ? await findShipmentCustomer(db, customerOrId) : customerOrId;
  if (!customer) throw new NotFoundError('customer.not-found');
  const reference = await shipmentReference(db);
  const identifier = productIdentifier(order);
  const product = identifier ? reference.products.get(identifier) : undefined;
  const branchCountry = reference.branchCountries.get(customer.branch);
  return {
    today: branchToday(branchCountry ?? customer.country, now),
    product,
    currencies: (isoCode) => reference.currencies.get(isoCode),
    notificationCodes: reference.notificationCodes,
    incoterms: reference.incoterms,
    hazmatEntriesOf: (unNumber) => reference.hazmatEntries.get(unNumber),
    packingCodes: reference.packingCodes,
    hazmatPackagingCodes: reference.hazmatPackagingCodes,
    palletExchangeCountries: customer.palletExchangeCountries,
    requiredFields: customer.requiredFields,
    dimensionsOptional: customer.dimensionsOptional,
    cbmMandatory: customer.cbmMandatory,
    loadingLengthMandatory: customer.loadingLengthMandatory,
    storingPosMandatory: customer.storingPosMandatory,
    isBelogCustomer: customer.isBelogCustomer,
    customerBranch: customer.branch,
    branchOf: (country, zipCode) => branchOfZip(reference.zones, country, zipCode),
  };
}
