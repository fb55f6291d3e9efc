import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry } from '../../../contracts/audit-log.ts';
import type { HalCollection } from '../../../contracts/hal.ts';
import type { Location, LocationEmailsInput, ZipRange } from '../../../contracts/masterdata/locations.ts';
import { apiJson } from './client.ts';
import { fetchCollectionPage, type Linked, linkPath, nextPagePath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/** Page size of the branch list (spec 001 section 7). */
export const LOCATION_PAGE_SIZE = 100;

/** Zones and routings page 50 at a time, by zip code (spec 001 section 7). */
export const ZIP_RANGE_PAGE_SIZE = 50;

export type ZipRangeKind = 'zones' | 'routings';

/** The branches, sorted by abbreviation, further pages by the next link. */
export const locationListQuery = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminLocations.list(),
    initialPageParam: `/api/admin/locations?${new URLSearchParams({
      sort: 'abbreviation,asc',
      size: String(LOCATION_PAGE_SIZE),
      page: '0',
    })}`,
    queryFn: ({ pageParam }) => fetchCollectionPage<Location>(pageParam, 'locations', LOCATION_PAGE_SIZE),
    getNextPageParam: nextPagePath,
  });

/** The first page of a branch's zones or routings by its link, with the search text. */
export function zipRangePath(location: Linked, kind: ZipRangeKind, query: string): string {
  const params = new URLSearchParams({ sort: 'zipCode,asc', size: String(ZIP_RANGE_PAGE_SIZE), page: '0' });
  if (query) params.set('query', query);
  return `${linkPath(location, kind, { keepQuery: false })}?${params}`;
}

/** Zones or routings of a branch, 50 at a time, loaded when their tab opens. */
export const zipRangeQuery = (location: Location, kind: ZipRangeKind, query: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminLocations.zipRanges(kind, location.abbreviation, query),
    initialPageParam: zipRangePath(location, kind, query),
    queryFn: ({ pageParam }) => fetchCollectionPage<ZipRange>(pageParam, kind, ZIP_RANGE_PAGE_SIZE),
    getNextPageParam: nextPagePath,
  });

/** Saves a branch's e-mail lists on its self link; the branch list is fetched afresh. */
export function useSaveLocationEmails(
  location: Location,
  screen?: ScreenReaction<Location, LocationEmailsInput>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (lists: LocationEmailsInput) =>
        apiJson<Location>(linkPath(location, 'self', { keepQuery: false }), { method: 'PUT', json: lists }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminLocations.list() }),
    },
    screen,
  );
}

/** Who changed the branch, when and what (its changes link), newest first. */
export const locationChangesQuery = (location: Location) =>
  queryOptions({
    queryKey: queryKeys.adminLocations.changes(location.abbreviation),
    queryFn: async () =>
      (
        await apiJson<HalCollection<'auditEntries', AuditEntry>>(
          linkPath(location, 'changes', { keepQuery: false }),
        )
      )._embedded?.auditEntries ?? [],
  });
