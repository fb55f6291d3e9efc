import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../contracts/masterdata/reference.ts';
import { formatZipCode } from '../../../contracts/rules/zip-codes.ts';
import { DEFAULT_COUNTRY } from '../../../contracts/shipment/party-values.ts';
import { productsQuery } from '../api/order-reference.ts';
import { currentUserQuery } from '../api/user.ts';
import { useSession } from '../auth/session.ts';
import { useOrderFormContext } from './order-form.ts';
import { partyFlags } from './product-rules.ts';

/**
 * The products offered for the order's route and parties (GET /api/products/byOriginAndDestination),
 * fetched once both zip codes are valid, and the chosen one. Every card asking gets the same query.
 */
export function useRouteProducts(): { products: Product[]; chosen: Product | undefined } {
  const values = useOrderFormContext().getValues();
  const { sender, consignee } = values;
  const senderCountry = sender.country ?? DEFAULT_COUNTRY;
  const consigneeCountry = consignee.country ?? DEFAULT_COUNTRY;
  const subject = useSession().user?.profile.sub ?? '';
  const user = useQuery({ ...currentUserQuery(subject), enabled: Boolean(subject) });
  const flags = partyFlags(sender, consignee, Boolean(values.neutralConsignor), user.data?.customerIds ?? []);
  const placesKnown = Boolean(
    formatZipCode(senderCountry, sender.zipCode) && formatZipCode(consigneeCountry, consignee.zipCode),
  );
  const query = useQuery({
    ...productsQuery({
      originAlpha2Code: senderCountry,
      originZipCode: sender.zipCode || undefined,
      destinationAlpha2Code: consigneeCountry,
      destinationZipCode: consignee.zipCode || undefined,
      shippingDate: values.shippingDate || undefined,
      ...flags,
    }),
    enabled: placesKnown,
    placeholderData: keepPreviousData,
  });
  const products = placesKnown ? (query.data ?? []) : [];
  return { products, chosen: products.find((option) => option.identifier === values.product.identifier) };
}
