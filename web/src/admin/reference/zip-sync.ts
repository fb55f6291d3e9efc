/** Spec 001 sections 4 and 9: a sync covers one country and at most 100 zip code areas. */
export const ZIP_SYNC_MAX_RESULTS = 100;

export type ZipSyncRefusal = 'countryRequired' | 'oneCountryOnly' | 'queryRequired' | 'tooManyResults';

/**
 * Why the zip code areas of the current filter cannot be synchronised, or undefined when they can:
 * exactly one country, a search query, and no more than 100 results in the list (unknown while the
 * list loads, which the server checks again against its source).
 */
export function zipSyncRefusal(
  countries: readonly string[],
  query: string,
  results: number | undefined,
): ZipSyncRefusal | undefined {
  if (countries.length === 0) return 'countryRequired';
  if (countries.length > 1) return 'oneCountryOnly';
  if (!query.trim()) return 'queryRequired';
  if (results !== undefined && results > ZIP_SYNC_MAX_RESULTS) return 'tooManyResults';
  return undefined;
}
