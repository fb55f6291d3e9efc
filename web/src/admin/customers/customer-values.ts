import type { AdminCustomer, CustomerSettingName } from '../../../../contracts/masterdata/customers.ts';
import { hasLink } from '../../api/hal.ts';

/** Customer ids of the forwarder have exactly six characters (spec 001 section 9). */
export const CUSTOMER_ID_LENGTH = 6;

/** What the customer master data form edits; empty strings stand for absent values. */
export interface CustomerFormValues {
  customerId: string;
  activated: boolean;
  name: string;
  additionalName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  location: string;
  secondaryLocation: string;
}

export const customerTextFields = ['name', 'additionalName', 'street', 'zipCode', 'city', 'country'] as const;

/** Required by spec 001 section 5, besides the customer id. */
export const requiredCustomerFields: ReadonlySet<string> = new Set([
  'customerId',
  'name',
  'street',
  'zipCode',
  'city',
  'location',
]);

/** A new customer is activated, in DE, in the given branch. */
export function customerFormValues(customer?: Partial<AdminCustomer>, location = ''): CustomerFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    customerId: text(customer?.customerId),
    activated: customer?.activated ?? true,
    name: text(customer?.name),
    additionalName: text(customer?.additionalName),
    street: text(customer?.street),
    zipCode: text(customer?.zipCode),
    city: text(customer?.city),
    country: customer?.country || 'DE',
    location: customer?.location || location,
    secondaryLocation: text(customer?.secondaryLocation),
  };
}

/** The body of POST or PUT: trimmed texts, empty optional ones as null. */
export function customerPayload(values: CustomerFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    customerId: values.customerId.trim(),
    activated: values.activated,
    name: values.name.trim(),
    additionalName: orNull(values.additionalName),
    street: values.street.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    country: values.country.trim() || 'DE',
    location: values.location.trim(),
    secondaryLocation: orNull(values.secondaryLocation),
  };
}

/** The create dialog's state of a typed customer id (spec 001 section 4). */
export type CustomerLookup =
  | { state: 'incomplete' }
  | { state: 'searching' }
  | { state: 'not-found' }
  | { state: 'exists'; customer: AdminCustomer }
  | { state: 'found'; customer: AdminCustomer };

/**
 * What the lookup of a customer id says: a customer with a self link exists already; one without
 * (a customer offered from a customer source, not yet saved) can be created with its data; without
 * any, the admin enters the data (docs/decisions/0054).
 */
export function customerLookup(
  customerId: string,
  result: { isFetching: boolean; data: AdminCustomer | null | undefined },
): CustomerLookup {
  if (customerId.trim().length !== CUSTOMER_ID_LENGTH) return { state: 'incomplete' };
  if (result.isFetching || result.data === undefined) return { state: 'searching' };
  if (result.data === null) return { state: 'not-found' };
  return hasLink(result.data, 'self')
    ? { state: 'exists', customer: result.data }
    : { state: 'found', customer: result.data };
}

/** Whether the create dialog's OK may be pressed: a valid form, no search running, nothing existing. */
export function mayCreate(lookup: CustomerLookup, formValid: boolean): boolean {
  return formValid && (lookup.state === 'not-found' || lookup.state === 'found');
}

/** How a customer setting is edited (spec 001 section 3). */
export type SettingInput =
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'text' }
  | { kind: 'options'; options: readonly string[] }
  | { kind: 'password' };

const SWITCH = { kind: 'switch' } as const;
const BULKINESS_OPTIONS = ['', 'cbm', 'ldm', 'sqm'] as const;
const MANDATORY_OPTIONS = ['cbm', 'loadingLength', 'storingPos'] as const;
/** SFTP_REPORT_LANGUAGE; with none ('') chosen, the report speaks the customer's country's language. */
const REPORT_LANGUAGE_OPTIONS = ['', 'en', 'de', 'cs', 'sk'] as const;

/** Every customer setting, in the order the settings tab shows them, with its input. */
export const customerSettingInputs = {
  WAIVER_CUSTOMER: SWITCH,
  BELOG_CUSTOMER: SWITCH,
  QUOTATION_ENABLED: SWITCH,
  QUOTATION_DETAILS_ENABLED: SWITCH,
  INVOICING_BULKINESS: { kind: 'select', options: BULKINESS_OPTIONS },
  MANUAL_INVOICE_RECIPIENTS: SWITCH,
  XLS_EXPORT_ENABLED: SWITCH,
  SFTP_ENABLED: SWITCH,
  SFTP_PASSWORD: { kind: 'password' },
  SFTP_AUTO_COMMISSIONING: SWITCH,
  SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES: SWITCH,
  SFTP_ACKNOWLEDGEMENTS: SWITCH,
  SFTP_IFTSTA_OUT: SWITCH,
  SFTP_REPORT_LANGUAGE: { kind: 'select', options: REPORT_LANGUAGE_OPTIONS },
  ADDITIONAL_PALETTE_SWAP_COUNTRIES: { kind: 'text' },
  OPTIONAL_FIELDS: { kind: 'options', options: ['dimensions'] },
  MANDATORY_FIELDS: { kind: 'options', options: MANDATORY_OPTIONS },
  ADMIN_MANDATORY_FIELDS: { kind: 'options', options: MANDATORY_OPTIONS },
  REQUIRED_FIELDS: { kind: 'options', options: ['marking', 'orderNumber', 'shipment.orderNumber'] },
} as const satisfies Record<CustomerSettingName, SettingInput>;

export type CustomerSettingKey = keyof typeof customerSettingInputs;

/** A stored value as its input shows it; absent values read as off, empty or none. */
export function settingInputValue(input: SettingInput, value: unknown): boolean | string | string[] {
  switch (input.kind) {
    case 'switch':
      return value === true;
    case 'options':
      return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
    case 'password':
      return '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** A server field error of an address import (`rows[2].zipCode`) as row number (from 1) and field. */
export function importRowError(field: string): { row: number; field: string } | null {
  const match = /^rows\[(\d+)\]\.?(.*)$/.exec(field);
  if (!match) return null;
  return { row: Number(match[1]) + 1, field: match[2] ?? '' };
}

/** The address import reads these files (spec 001 section 7). */
export const IMPORT_EXTENSIONS = ['.vcf', '.xls', '.xlsx', '.csv'] as const;

export function isImportable(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Users the add-user dialog offers: those not yet assigned to the customer can be added. */
export function isAssigned(user: { customerIds: readonly string[] }, customerId: string): boolean {
  return user.customerIds.includes(customerId);
}
