import type { Db } from '../db/index.ts';
import { customerSettings, findCustomer } from '../masterdata/index.ts';

/** The customer facts shipment commands and links depend on (spec 001 section 3, customer settings). */
export interface ShipmentCustomer {
  customerId: string;
  name: string;
  /** The branch (location) handling the customer. */
  branch: string;
  country: string;
  quotationEnabled: boolean;
  xlsExportEnabled: boolean;
  isBelogCustomer: boolean;
  /** REQUIRED_FIELDS in the decider's names: orderNumber, cargoList.items.marking, cargoList.items.orderNumber. */
  requiredFields: string[];
  dimensionsOptional: boolean;
  cbmMandatory: boolean;
  loadingLengthMandatory: boolean;
  storingPosMandatory: boolean;
  /** The surcharges of a quotation are shown (QUOTATION_DETAILS_ENABLED); else only its price. */
  quotationDetailsEnabled: boolean;
  palletExchangeCountries: string[];
  /** The customer waived the forwarder's insurance (WAIVER_CUSTOMER): no default-insurance hint. */
  waiverCustomer: boolean;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** The customer settings name cargo item fields bare ('marking') and the order's with 'shipment.'. */
const REQUIRED_FIELD_NAMES: Record<string, string> = {
  'shipment.orderNumber': 'orderNumber',
  orderNumber: 'cargoList.items.orderNumber',
  marking: 'cargoList.items.marking',
};

function countries(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code))
    : [];
}

/**
 * A customer with its settings; undefined when unknown. Read per command (not cached) so that an
 * administrator's change applies at once.
 */
export async function findShipmentCustomer(
  db: Db,
  customerId: string,
): Promise<ShipmentCustomer | undefined> {
  const [customer, settings] = await Promise.all([
    findCustomer(db, customerId),
    customerSettings(db, customerId),
  ]);
  if (!customer) return undefined;
  const mandatory = [...list(settings.MANDATORY_FIELDS), ...list(settings.ADMIN_MANDATORY_FIELDS)];
  return {
    customerId: customer.customerId,
    name: customer.name,
    branch: customer.location,
    country: customer.country,
    quotationEnabled: settings.QUOTATION_ENABLED === true,
    xlsExportEnabled: settings.XLS_EXPORT_ENABLED === true,
    isBelogCustomer: settings.BELOG_CUSTOMER === true,
    requiredFields: list(settings.REQUIRED_FIELDS).map((name) => REQUIRED_FIELD_NAMES[name] ?? name),
    dimensionsOptional: list(settings.OPTIONAL_FIELDS).includes('dimensions'),
    cbmMandatory: mandatory.includes('cbm'),
    loadingLengthMandatory: mandatory.includes('loadingLength'),
    storingPosMandatory: mandatory.includes('storingPos'),
    quotationDetailsEnabled: settings.QUOTATION_DETAILS_ENABLED === true,
    palletExchangeCountries: countries(settings.ADDITIONAL_PALETTE_SWAP_COUNTRIES),
    waiverCustomer: settings.WAIVER_CUSTOMER === true,
  };
}

/** Several customers' settings at once (the list's links), by customer id. */
export async function findShipmentCustomers(
  db: Db,
  customerIds: readonly string[],
): Promise<Map<string, ShipmentCustomer>> {
  const unique = [...new Set(customerIds)];
  const found = await Promise.all(unique.map((id) => findShipmentCustomer(db, id)));
  return new Map(found.flatMap((customer) => (customer ? [[customer.customerId, customer] as const] : [])));
}
