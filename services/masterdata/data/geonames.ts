import { readFile } from 'node:fs/promises';

export interface ZipCodeAreaRow {
  country: string;
  zipCode: string;
  city: string;
}

export const BUNDLED_ZIP_SOURCE = new URL('./zip-codes.geonames.tsv', import.meta.url);

/**
 * Parses GeoNames postal code dumps (tab-separated: country code, postal code, place name, admin
 * names and codes, latitude, longitude, accuracy). Only the first three columns are used.
 */
export function parseGeoNames(text: string): ZipCodeAreaRow[] {
  const rows: ZipCodeAreaRow[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [country, zipCode, city] = line.split('\t');
    if (!country || !zipCode || !city) continue;
    rows.push({ country: country.trim().toUpperCase(), zipCode: zipCode.trim(), city: city.trim() });
  }
  return rows;
}

/** Reads a GeoNames-format source: an http(s) URL, a file URL or a file path. */
export async function readGeoNamesSource(source: string | URL): Promise<ZipCodeAreaRow[]> {
  const location = String(source);
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return parseGeoNames(await response.text());
  }
  return parseGeoNames(await readFile(location.startsWith('file:') ? new URL(location) : location, 'utf8'));
}
