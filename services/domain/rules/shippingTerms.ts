import type { IncotermCode } from './reference.ts';

/** National shipments stay within Germany; anything touching another country is international. */
export function isInternational(senderCountry: string, consigneeCountry: string): boolean {
  return senderCountry !== 'DE' || consigneeCountry !== 'DE';
}

/** The incoterm codes offered for a shipment: those whose international flag matches it. */
export function shippingTermsOptions(
  codes: readonly IncotermCode[],
  senderCountry: string,
  consigneeCountry: string,
): IncotermCode[] {
  const international = isInternational(senderCountry, consigneeCountry);
  return codes.filter((code) => code.international === international);
}

export interface ShippingTermsSituation {
  senderCountry: string;
  consigneeCountry: string;
  /** The consignee is one of the forwarder's own customers (it has a provider customer id). */
  consigneeIsCustomer: boolean;
  /** The customer's configured default shipping terms, if any. */
  configuredDefault?: string;
  codes: readonly IncotermCode[];
}

/**
 * Default shipping terms (spec section 9): 11 or 06 for a consignee who is a customer; otherwise the
 * configured default, else 24 or 04, else the first option; international shipments use the first
 * code of each pair.
 */
export function defaultShippingTerms(situation: ShippingTermsSituation): string | undefined {
  const international = isInternational(situation.senderCountry, situation.consigneeCountry);
  const options = shippingTermsOptions(situation.codes, situation.senderCountry, situation.consigneeCountry);
  const offered = (identifier: string | undefined) =>
    identifier !== undefined && options.some((option) => option.identifier === identifier);
  const preferences = situation.consigneeIsCustomer
    ? [international ? '11' : '06']
    : [situation.configuredDefault, international ? '24' : '04'];
  return preferences.find(offered) ?? options[0]?.identifier;
}
