import {
  type AddressBookType,
  allowsAutosend,
  allowsInvoiceRecipient,
  withTypeDependencies,
} from '../../../contracts/masterdata/address-types.ts';
import type { Address } from '../../../contracts/masterdata/addresses.ts';

export type AddressInvoiceRecipient = NonNullable<Address['invoiceRecipient']>;

/** What the address form edits; empty strings stand for absent values. */
export interface AddressFormValues {
  name: string;
  additionalName: string;
  customerId: string;
  emonsCustomerId: string;
  street: string;
  country: string;
  zipCode: string;
  city: string;
  contactName: string;
  phone: string;
  mobile: string;
  email: string;
  web: string;
  types: AddressBookType[];
  autosendShippingDocuments: boolean;
  invoiceRecipient: AddressInvoiceRecipient | null;
}

/** The type checkboxes, each default next to its role. */
export const formTypes = [
  'SENDER',
  'DEFAULT_SENDER',
  'CONSIGNEE',
  'DEFAULT_CONSIGNEE',
  'LOADING_SITE',
  'NEUTRAL',
] as const satisfies AddressBookType[];

/** A new address starts with country DE, not default, not neutral (spec 000 section 4). */
export function addressFormValues(address?: Address): AddressFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(address?.name),
    additionalName: text(address?.additionalName),
    customerId: text(address?.customerId),
    emonsCustomerId: text(address?.emonsCustomerId),
    street: text(address?.street),
    country: address?.country ?? 'DE',
    zipCode: text(address?.zipCode),
    city: text(address?.city),
    contactName: text(address?.contactName),
    phone: text(address?.phone),
    mobile: text(address?.mobile),
    email: text(address?.email),
    web: text(address?.web),
    types: address?.types ?? [],
    autosendShippingDocuments: address?.autosendShippingDocuments ?? false,
    invoiceRecipient: address?.invoiceRecipient ?? null,
  };
}

/**
 * The form after the user ticked or unticked types: a default goes with its role, a loading site
 * with the entry becoming the customer's own sender; losing the loading site clears the invoice
 * recipient and autosend (spec 000 section 5), as does losing every role they belong to.
 */
export function withChangedTypes(
  values: AddressFormValues,
  requested: readonly AddressBookType[],
): Pick<AddressFormValues, 'types' | 'invoiceRecipient' | 'autosendShippingDocuments'> {
  const types = withTypeDependencies(requested, values);
  const loadingSiteRemoved = values.types.includes('LOADING_SITE') && !types.includes('LOADING_SITE');
  return {
    types,
    invoiceRecipient: loadingSiteRemoved || !allowsInvoiceRecipient(types) ? null : values.invoiceRecipient,
    autosendShippingDocuments: allowsAutosend(types) && values.autosendShippingDocuments,
  };
}

/**
 * The body of POST or PUT: the form's fields over the address's other data, which the form does not
 * show and a save must keep (retail flag, delivery notes).
 */
export function addressPayload(values: AddressFormValues, address?: Address): Record<string, unknown> {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    ...(address ? { isRetail: address.isRetail, deliveryNotes: address.deliveryNotes } : {}),
    name: values.name.trim(),
    additionalName: orNull(values.additionalName),
    customerId: orNull(values.customerId),
    emonsCustomerId: orNull(values.emonsCustomerId),
    street: values.street.trim(),
    country: values.country.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    contactName: orNull(values.contactName),
    phone: orNull(values.phone),
    mobile: orNull(values.mobile),
    email: orNull(values.email),
    web: orNull(values.web),
    types: values.types,
    autosendShippingDocuments: values.autosendShippingDocuments,
    invoiceRecipient: values.invoiceRecipient,
  };
}
