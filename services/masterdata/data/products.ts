import type { ProductPartyFlag, ProductScope } from '../tables.ts';

export interface ProductSeed {
  identifier: string;
  name: string;
  codEnabled: boolean;
  /** Delivery window in workdays after the shipping date; none when absent. */
  window?: { min: number; max: number | null };
  deliveryDateIsOptional: boolean;
  timeslot: boolean;
  region?: 'EU';
  requiresConsultation?: boolean;
  isDefault?: boolean;
  /** The order parties under which the product is not offered (docs/decisions/0049). */
  excludedWhen?: ProductPartyFlag[];
  /** NATIONAL: origin and destination in one country; INTERNATIONAL: across borders. */
  scope: ProductScope;
}

/**
 * The forwarder's products. 150, 166, 230, 352, 400 and 601 carry the consignee contact rules of
 * spec 000 section 5; P24 has a fixed window (min equals max); E01 and E02 are EU products.
 */
export const products: ProductSeed[] = [
  {
    identifier: 'P01',
    name: 'Standard',
    codEnabled: true,
    window: { min: 1, max: 3 },
    deliveryDateIsOptional: true,
    timeslot: false,
    isDefault: true,
    scope: 'ALL',
  },
  {
    identifier: 'P81',
    name: 'Wunschtermin',
    codEnabled: true,
    window: { min: 2, max: null },
    deliveryDateIsOptional: false,
    timeslot: true,
    scope: 'NATIONAL',
  },
  {
    identifier: 'P24',
    name: 'Fixtermin 24 Stunden',
    codEnabled: false,
    window: { min: 1, max: 1 },
    deliveryDateIsOptional: false,
    timeslot: true,
    scope: 'NATIONAL',
  },
  {
    identifier: '150',
    name: 'Zustellung mit telefonischem Avis',
    codEnabled: true,
    deliveryDateIsOptional: true,
    timeslot: false,
    excludedWhen: ['destinationIsCustomer'],
    scope: 'NATIONAL',
  },
  {
    identifier: '166',
    name: 'Privatzustellung',
    codEnabled: true,
    window: { min: 1, max: 4 },
    deliveryDateIsOptional: true,
    timeslot: false,
    excludedWhen: ['destinationIsCustomer'],
    scope: 'NATIONAL',
  },
  {
    identifier: '230',
    name: 'Zustellung mit Online-Terminbuchung',
    codEnabled: false,
    deliveryDateIsOptional: true,
    timeslot: false,
    excludedWhen: ['destinationIsCustomer', 'originIsNeutral'],
    scope: 'NATIONAL',
  },
  {
    identifier: '352',
    name: 'Zustellung mit Kontakt-Avis',
    codEnabled: true,
    window: { min: 1, max: 5 },
    deliveryDateIsOptional: true,
    timeslot: false,
    excludedWhen: ['destinationIsCustomer'],
    scope: 'NATIONAL',
  },
  {
    identifier: '400',
    name: 'Zustellung mit E-Mail-Avis',
    codEnabled: true,
    window: { min: 1, max: 3 },
    deliveryDateIsOptional: false,
    timeslot: false,
    excludedWhen: ['destinationIsCustomer', 'originIsNeutral'],
    scope: 'NATIONAL',
  },
  {
    identifier: '601',
    name: 'Abholung mit Avis beim Versender',
    codEnabled: false,
    window: { min: 1, max: 3 },
    deliveryDateIsOptional: true,
    timeslot: false,
    excludedWhen: ['originIsCustomer'],
    scope: 'ALL',
  },
  {
    identifier: 'P90',
    name: 'Sonderfahrt',
    codEnabled: false,
    deliveryDateIsOptional: true,
    timeslot: true,
    requiresConsultation: true,
    scope: 'ALL',
  },
  {
    identifier: 'E01',
    name: 'EU Standard',
    codEnabled: true,
    window: { min: 2, max: 5 },
    deliveryDateIsOptional: true,
    timeslot: false,
    region: 'EU',
    scope: 'INTERNATIONAL',
  },
  {
    identifier: 'E02',
    name: 'EU Express',
    codEnabled: false,
    window: { min: 1, max: 3 },
    deliveryDateIsOptional: false,
    timeslot: false,
    region: 'EU',
    scope: 'INTERNATIONAL',
  },
];

/**
 * A product's flyer: the one the reference data names, else PRODUCT_FLYER_URL with the product's
 * identifier; none when neither is there (never a made-up address).
 */
export function flyerUrl(
  stored: string | null,
  template: string | undefined,
  identifier: string,
): string | null {
  if (stored) return stored;
  return template ? template.replaceAll('{identifier}', encodeURIComponent(identifier)) : null;
}
