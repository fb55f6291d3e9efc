/*
 * The cargo list's plain values and rules, without zod, for the web app's order form, which
 * renders before the schema library has loaded (docs/decisions/0143); `cargo.ts` re-exports them
 * beside its schemas.
 */

export const massUnits = ['kg', 'ltr'] as const;
export type MassUnit = (typeof massUnits)[number];

/** Loading equipment: FP is pallet exchange (Tauschpalette), GP a grid-box pallet. */
export const loadingEquipmentTypes = ['FP', 'GP'] as const;
export type LoadingEquipmentType = (typeof loadingEquipmentTypes)[number];

/** Spec section 9: measures that are exceptional for the branch (the customer should call it). */
export const EXCEPTIONAL_LENGTH_CM = 745;
export const EXCEPTIONAL_HEIGHT_CM = 220;

/** Pallet exchange (Tauschpalette) and the consignee countries it is offered for besides configured ones. */
export const PALLET_EXCHANGE_CODE = 'FP';
export const PALLET_EXCHANGE_COUNTRIES: readonly string[] = ['DE', 'AT', 'BE', 'NL', 'LU', 'CH', 'CZ', 'SK'];

/** Pallet exchange is possible for a consignee in a standard country or one the customer added. */
export function palletExchangeAllowed(
  consigneeCountry: string | undefined,
  extraCountries: readonly string[] = [],
): boolean {
  const country = consigneeCountry ?? 'DE';
  return PALLET_EXCHANGE_COUNTRIES.includes(country) || extraCountries.includes(country);
}

/** ADR class 1 (explosives): '1', '1.4S', '1.1D', ... */
export const isExplosiveClass = (hazardClass: string | undefined): boolean =>
  hazardClass?.startsWith('1') ?? false;

/**
 * Business limits of one shipment (docs/decisions/0087-input-limits.md): they keep a single request
 * from costing everyone else (one label per package, one SSCC each).
 */
export const CARGO_LIMITS = {
  packagesPerItem: 999,
  packagesPerShipment: 999,
  items: 99,
  hazmatsPerItem: 20,
} as const;
