import { formatZipCode } from '../../../contracts/rules/zip-codes.ts';

/**
 * Zip code and city of a party (spec 000 section 5, "Parties"): the zip code is checked per country
 * and written in its canonical form when the field is left; for the countries with zip code areas
 * the city follows the zip code.
 */

export interface ZipCodeCheck {
  /** The canonical form when valid, else the input as typed. */
  zipCode: string;
  valid: boolean;
}

/** The zip code as the field shows it after leaving it; an empty one is not checked here (required). */
export function checkZipCode(country: string, zipCode: string): ZipCodeCheck {
  if (!zipCode.trim()) return { zipCode, valid: false };
  const formatted = formatZipCode(country, zipCode);
  return formatted === null ? { zipCode, valid: false } : { zipCode: formatted, valid: true };
}

/**
 * The city after a lookup by zip code: emptied when the zip code is invalid, the first found city
 * when the current one is not among the results, otherwise unchanged (also when nothing was found).
 */
export function cityAfterLookup(
  city: string,
  zipCode: ZipCodeCheck,
  areas: readonly { city: string }[],
): string {
  if (!zipCode.valid) return '';
  const [first] = areas;
  if (!first || areas.some((area) => area.city === city)) return city;
  return first.city;
}

const significant = (zipCode: string) => zipCode.replace(/[\s-]/g, '').length;

/** Picking a city whose zip code is longer than the typed one completes the zip code. */
export function zipCodeAfterCityPick(zipCode: string, pickedZipCode: string): string {
  return significant(pickedZipCode) > significant(zipCode) ? pickedZipCode : zipCode;
}

/** The city picker's options: one per zip code area, told apart by its zip code. */
export function cityOptions(areas: readonly { zipCode: string; city: string }[]) {
  const seen = new Set<string>();
  return areas.flatMap((area) => {
    const value = `${area.zipCode}|${area.city}`;
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: area.city, zipCode: area.zipCode }];
  });
}

/** The zip code and city of a picked option value. */
export function parseCityOption(value: string): { zipCode: string; city: string } {
  const separator = value.indexOf('|');
  return { zipCode: value.slice(0, separator), city: value.slice(separator + 1) };
}
