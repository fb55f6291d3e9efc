import type { Db } from '../db/index.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { type ChangeAuthor, recordChange } from './changes.ts';
import { BUNDLED_ZIP_SOURCE, readGeoNamesSource, type ZipCodeAreaRow } from './data/geonames.ts';
import { insertZipCodeAreas } from './queries/zip-code-areas.ts';

/** The configured zip code source could not be read: the sync failed, nothing was added. */
export class ZipSourceError extends DomainError {
  readonly status = 502;
  constructor(reason: string) {
    super('zipCodeAreas.sync.failed', reason);
  }
}

/** Spec 001 section 9: a sync takes at most this many areas at once. */
export const ZIP_SYNC_MAX_RESULTS = 100;

function matches(row: ZipCodeAreaRow, query: string): boolean {
  const text = query.trim().toLowerCase();
  const compact = text.replace(/[\s-]/g, '');
  if (compact && row.zipCode.replace(/[\s-]/g, '').toLowerCase().startsWith(compact)) return true;
  return row.city
    .toLowerCase()
    .split(/[\s-]+/)
    .some((_, index, words) => words.slice(index).join(' ').startsWith(text));
}

/**
 * Takes the areas of one country that match `query` from a GeoNames-format source (ZIP_SOURCE, else
 * the bundled extract) into the zip code areas. More than 100 matches are refused, so a sync stays
 * a deliberate, reviewable step.
 */
export async function syncZipCodeAreas(
  db: Db,
  request: { country: string; query: string; source?: string | undefined; author: ChangeAuthor },
): Promise<{ found: number; inserted: number }> {
  const rows = await readGeoNamesSource(request.source ?? BUNDLED_ZIP_SOURCE).catch((error: unknown) => {
    throw new ZipSourceError(error instanceof Error ? error.message : String(error));
  });
  const found = rows.filter((row) => row.country === request.country && matches(row, request.query));
  if (found.length > ZIP_SYNC_MAX_RESULTS) {
    throw new ValidationError(
      [{ field: 'query', defaultMessage: 'zipCodeAreas.sync.too-many-results' }],
      'zipCodeAreas.sync.too-many-results',
    );
  }
  const inserted = await insertZipCodeAreas(db, found);
  if (inserted > 0) {
    await recordChange(db, {
      entity: 'zipCodeAreas',
      entityId: request.country,
      action: 'ADD',
      author: request.author,
      modifications: { query: request.query, inserted },
    });
  }
  return { found: found.length, inserted };
}
