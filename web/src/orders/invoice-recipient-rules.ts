import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import { DEFAULT_COUNTRY } from '../../../contracts/shipment/party-values.ts';
import type { OrderValues } from './order-values.ts';

/** The invoice recipient of an order (spec 000 section 4, "Invoice recipient on an order"). */
export type OrderInvoiceRecipient = NonNullable<OrderValues['invoiceRecipient']>;

/** A divergent recipient not chosen yet: the dropdown still has to fill it. */
export function emptyInvoiceRecipient(): OrderInvoiceRecipient {
  return {
    customerId: '',
    name: '',
    additionalName: '',
    street: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    contactName: '',
    phone: '',
  };
}

/** On when explicitly enabled or when the order's recipient is another than the default one. */
export function divergentRecipientOn(
  explicitlyEnabled: boolean,
  recipient: OrderInvoiceRecipient | undefined,
  defaultRecipient: Pick<InvoiceRecipientAddress, 'customerId'> | null | undefined,
): boolean {
  if (explicitlyEnabled) return true;
  if (!recipient) return false;
  return recipient.customerId !== (defaultRecipient?.customerId ?? '');
}

/** Selecting from the dropdown copies the recipient's data onto the order. */
export function orderRecipientOf(address: InvoiceRecipientAddress): OrderInvoiceRecipient {
  return {
    customerId: address.customerId,
    name: address.name,
    additionalName: address.additionalName ?? '',
    street: address.street,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    contactName: address.contactName ?? '',
    phone: address.phone ?? '',
  };
}

/** One line for the default recipient shown in brackets: name, street, zip code and city. */
export function recipientSummary(
  recipient: Pick<InvoiceRecipientAddress, 'name' | 'street' | 'zipCode' | 'city' | 'country'>,
): string {
  return `${recipient.name}, ${recipient.street}, ${recipient.country}-${recipient.zipCode} ${recipient.city}`;
}

/** The customer a default recipient is asked for: the order's customer, when one is named. */
export function defaultRecipientCustomer(values: Pick<OrderValues, 'emonsCustomerId'>): string | undefined {
  const customer = values.emonsCustomerId?.trim();
  return customer && customer.length === 6 ? customer : undefined;
}
