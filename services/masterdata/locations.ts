import type { Principal } from '../../contracts/access.ts';
import type { LocationEmailsInput, LocationInput } from '../../contracts/masterdata/locations.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Pageable } from '../db/paging.ts';
import { ForbiddenError, NotFoundError } from '../domain/errors.ts';
import { authorOf } from './author.ts';
import { changesOf, modifiedFields, recordChange } from './changes.ts';
import {
  createLocation,
  findLocation,
  findZipRange,
  type LocationRecord,
  listZipRanges,
  updateLocationEmails,
  type ZipRangeRecord,
} from './queries/locations.ts';
import type { ZipRangeKind } from './tables.ts';

/** Branches for administrators: details, e-mail lists, zones and routings. */

/** Central admins edit every branch, a branch admin only their own. */
export function mayModifyLocation(principal: Principal, abbreviation: string): boolean {
  const { roles, branch } = principal;
  if (roles.includes('Admin') || roles.includes('All_NL_Admin')) return true;
  return roles.includes('NL_Admin') && branch === abbreviation;
}

/** Opens a branch; the route admits central admins only. */
export function addLocation(db: Db, actor: Actor, input: LocationInput): Promise<LocationRecord> {
  return createLocation(db, input, authorOf(actor.principal));
}

export async function existingLocation(db: Db, abbreviation: string): Promise<LocationRecord> {
  const location = await findLocation(db, abbreviation);
  if (!location) throw new NotFoundError();
  return location;
}

/** Who changed what and when (the master data change log), newest first. */
export async function locationChanges(db: Db, abbreviation: string) {
  const location = await existingLocation(db, abbreviation);
  return (await changesOf(db, 'location', location.abbreviation)).reverse();
}

/** Replaces a branch's e-mail lists; the change log holds the lists that changed, if any did. */
export async function changeLocationEmails(
  db: Db,
  actor: Actor,
  abbreviation: string,
  emails: LocationEmailsInput,
): Promise<LocationRecord> {
  const branch = abbreviation.toUpperCase();
  if (!mayModifyLocation(actor.principal, branch)) throw new ForbiddenError('location.save-not-allowed');
  const updated = await db.transaction().execute(async (trx) => {
    const before = await updateLocationEmails(trx, branch, emails);
    if (!before) throw new NotFoundError();
    const modifications = modifiedFields(before, emails);
    if (Object.keys(modifications).length > 0) {
      await recordChange(trx, {
        entity: 'location',
        entityId: branch,
        action: 'MOD',
        author: authorOf(actor.principal),
        modifications,
      });
    }
    return findLocation(trx, branch);
  });
  if (!updated) throw new NotFoundError();
  return updated;
}

/** A branch's zones or routings. */
export async function listLocationZipRanges(
  db: Db,
  abbreviation: string,
  kind: ZipRangeKind,
  request: Pageable & { query?: string | undefined },
) {
  const location = await existingLocation(db, abbreviation);
  return {
    location: location.abbreviation,
    page: await listZipRanges(db, { ...request, location: location.abbreviation, kind }),
  };
}

export async function existingZipRange(
  db: Db,
  abbreviation: string,
  kind: ZipRangeKind,
  id: number,
): Promise<ZipRangeRecord> {
  const range = await findZipRange(db, abbreviation, kind, id);
  if (!range) throw new NotFoundError();
  return range;
}
