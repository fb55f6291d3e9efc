import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';

/** What the invoice recipient form edits; empty strings stand for absent values. */
export interface InvoiceRecipientFormValues {
  customerId: string;
  name: string;
  additionalName: string;
  street: string;
  country: string;
  zipCode: string;
  city: string;
  contactName: string;
  phone: string;
  isDefault: boolean;
}

export const recipientTextFields = [
  'customerId',
  'name',
  'additionalName',
  'street',
  'country',
  'zipCode',
  'city',
  'contactName',
  'phone',
] as const;

/** Required by spec 000 section 5. */
export const requiredRecipientFields: ReadonlySet<string> = new Set([
  'customerId',
  'name',
  'street',
  'country',
  'zipCode',
  'city',
]);

/** A new recipient starts in DE, not default. */
export function recipientFormValues(recipient?: InvoiceRecipientAddress): InvoiceRecipientFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    customerId: text(recipient?.customerId),
    name: text(recipient?.name),
    additionalName: text(recipient?.additionalName),
    street: text(recipient?.street),
    country: recipient?.country ?? 'DE',
    zipCode: text(recipient?.zipCode),
    city: text(recipient?.city),
    contactName: text(recipient?.contactName),
    phone: text(recipient?.phone),
    isDefault: recipient?.isDefault ?? false,
  };
}

/** The body of POST or PUT: trimmed texts, empty optional ones as null. */
export function recipientPayload(values: InvoiceRecipientFormValues): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    customerId: values.customerId.trim(),
    name: values.name.trim(),
    additionalName: orNull(values.additionalName),
    street: values.street.trim(),
    country: values.country.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    contactName: orNull(values.contactName),
    phone: orNull(values.phone),
    isDefault: values.isDefault,
  };
}

/** The migrate dialog's state of a typed customer number (spec 000 section 5). */
export type MigrateLookup =
  | { state: 'incomplete' }
  | { state: 'searching' }
  | { state: 'not-found' }
  | { state: 'present'; recipient: InvoiceRecipientAddress }
  | { state: 'found'; recipient: InvoiceRecipientAddress };

/** Customer numbers of the forwarder have exactly six characters. */
export const MIGRATE_CUSTOMER_ID_LENGTH = 6;

/**
 * What the lookup of a customer number says: a recipient the customer keeps already (it has an id)
 * is present, one offered from the forwarder's customers (no id) can be taken over.
 */
export function migrateLookup(
  customerId: string,
  result: { isFetching: boolean; data: InvoiceRecipientAddress | null | undefined },
): MigrateLookup {
  if (customerId.trim().length !== MIGRATE_CUSTOMER_ID_LENGTH) return { state: 'incomplete' };
  if (result.data === undefined) return { state: result.isFetching ? 'searching' : 'not-found' };
  if (result.data === null) return { state: 'not-found' };
  return result.data.id
    ? { state: 'present', recipient: result.data }
    : { state: 'found', recipient: result.data };
}
