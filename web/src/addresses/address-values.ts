import type { Address, AddressBookType } from '../../../contracts/masterdata/addresses.ts';

/** What the address form edits; empty strings stand for absent values. */
export interface AddressFormValues {
  name: string;
  additionalName: string;
  customerId: string;
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
}

export const editableTypes = ['SENDER', 'CONSIGNEE', 'LOADING_SITE', 'NEUTRAL'] as const;

/** A new address starts with country DE, not default, not neutral (spec 000 section 4). */
export function addressFormValues(address?: Address): AddressFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(address?.name),
    additionalName: text(address?.additionalName),
    customerId: text(address?.customerId),
    street: text(address?.street),
    country: address?.country ?? 'DE',
    zipCode: text(address?.zipCode),
    city: text(address?.city),
    contactName: text(address?.contactName),
    phone: text(address?.phone),
    mobile: text(address?.mobile),
    email: text(address?.email),
    web: text(address?.web),
    types: (address?.types ?? []).filter((type) => (editableTypes as readonly string[]).includes(type)),
  };
}

/**
 * The body of POST or PUT: the form's fields over the address's other data, which the form does not
 * show and a save must keep (delivery notes, invoice recipient, default types). A default type goes
 * when its role goes.
 */
export function addressPayload(values: AddressFormValues, address?: Address): Record<string, unknown> {
  const defaults = (address?.types ?? []).filter(
    (type) =>
      (type === 'DEFAULT_SENDER' && values.types.includes('SENDER')) ||
      (type === 'DEFAULT_CONSIGNEE' && values.types.includes('CONSIGNEE')),
  );
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  return {
    ...(address
      ? {
          emonsCustomerId: address.emonsCustomerId,
          isRetail: address.isRetail,
          autosendShippingDocuments: address.autosendShippingDocuments,
          deliveryNotes: address.deliveryNotes,
          invoiceRecipient: address.invoiceRecipient,
        }
      : {}),
    name: values.name.trim(),
    additionalName: orNull(values.additionalName),
    customerId: orNull(values.customerId),
    street: values.street.trim(),
    country: values.country.trim(),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    contactName: orNull(values.contactName),
    phone: orNull(values.phone),
    mobile: orNull(values.mobile),
    email: orNull(values.email),
    web: orNull(values.web),
    types: [...values.types, ...defaults],
  };
}
