import { useQuery } from '@tanstack/react-query';
import type { AddressInvoiceRecipient } from '../addresses/address-values.ts';
import { invoiceRecipientChoicesQuery } from '../api/invoice-recipients.ts';

/**
 * The invoice recipients an address can name, as options by customer number; the address's own
 * recipient stays among them even when the list no longer has it.
 */
export function useInvoiceRecipientChoices(current: AddressInvoiceRecipient | null) {
  const { data = [] } = useQuery(invoiceRecipientChoicesQuery());
  const choices: AddressInvoiceRecipient[] = data.map(({ customerId, name }) => ({ customerId, name }));
  if (current && !choices.some((choice) => choice.customerId === current.customerId))
    choices.unshift(current);
  return {
    options: choices.map((choice) => ({
      value: choice.customerId,
      label: choice.name ? `${choice.name} (${choice.customerId})` : choice.customerId,
    })),
    byCustomerId: (customerId: string | null) =>
      choices.find((choice) => choice.customerId === customerId) ?? null,
  };
}
