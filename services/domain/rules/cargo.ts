import type { CargoItemInput } from '../../../contracts/shipment/index.ts';

export const VOLUME_DIVISOR = 1_000_000;
export const EXCEPTIONAL_LENGTH_CM = 745;
export const EXCEPTIONAL_HEIGHT_CM = 220;

type Dimensions = Pick<CargoItemInput, 'colliQty' | 'length' | 'width' | 'height'>;

export function hasFullDimensions(item: Dimensions): boolean {
  return Boolean(item.length && item.width && item.height);
}

/**
 * Cargo volume in cubic metres: the sum of colliQty x length x width x height (cm) / 1,000,000,
 * rounded to 3 decimals; undefined unless above zero, so an empty volume never overwrites cbm.
 */
export function cargoVolume(items: readonly Dimensions[]): number | undefined {
  const cubicCentimetres = items.reduce(
    (sum, item) => sum + (item.colliQty ?? 1) * (item.length ?? 0) * (item.width ?? 0) * (item.height ?? 0),
    0,
  );
  const cbm = Math.round((cubicCentimetres / VOLUME_DIVISOR) * 1000) / 1000;
  return cbm > 0 ? cbm : undefined;
}

/** A length over 745 cm or a height over 220 cm is exceptional: the branch office should be called. */
export function isExceptionalMeasure(item: Pick<CargoItemInput, 'length' | 'height'>): boolean {
  return (item.length ?? 0) > EXCEPTIONAL_LENGTH_CM || (item.height ?? 0) > EXCEPTIONAL_HEIGHT_CM;
}

export const PALLET_EXCHANGE_CODE = 'FP';
export const PALLET_EXCHANGE_COUNTRIES: readonly string[] = ['DE', 'AT', 'BE', 'NL', 'LU', 'CH', 'CZ', 'SK'];

/** Pallet exchange (FP) is offered only for consignees in these countries or configured extra ones. */
export function palletExchangeAllowed(
  consigneeCountry: string,
  extraCountries: readonly string[] = [],
): boolean {
  return PALLET_EXCHANGE_COUNTRIES.includes(consigneeCountry) || extraCountries.includes(consigneeCountry);
}

/** The codes (packing codes or loading equipment types) offered for a consignee country. */
export function offeredCodes<T extends string>(
  codes: readonly T[],
  consigneeCountry: string,
  extraCountries: readonly string[] = [],
): T[] {
  return palletExchangeAllowed(consigneeCountry, extraCountries)
    ? [...codes]
    : codes.filter((code) => code !== PALLET_EXCHANGE_CODE);
}
