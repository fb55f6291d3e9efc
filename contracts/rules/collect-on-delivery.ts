/**
 * Cash on delivery (spec 000 section 5): collected only between the Czech Republic and Slovakia,
 * with a product that allows it, up to the currency's maximum. One home for the order form, the
 * API, order files and IFTMIN alike.
 */

/** The countries between which cash on delivery is collected. */
export const COLLECT_ON_DELIVERY_COUNTRIES: readonly string[] = ['CZ', 'SK'];

/** Whether cash on delivery can be collected between these two countries. */
export function collectOnDeliveryRoute(
  senderCountry: string | undefined,
  consigneeCountry: string | undefined,
) {
  return (
    COLLECT_ON_DELIVERY_COUNTRIES.includes(senderCountry ?? '') &&
    COLLECT_ON_DELIVERY_COUNTRIES.includes(consigneeCountry ?? '')
  );
}
