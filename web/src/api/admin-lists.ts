import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { ZipCodeSyncResult } from '../../../contracts/masterdata/reference.ts';
import { apiJson } from './client.ts';
import { type Linked, linkPath, nextPagePath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

export type SortDirection = 'asc' | 'desc';

/** A list's order: one of the API's sort properties and a direction. */
export interface ListSort {
  column: string;
  direction: SortDirection;
}

/** What a read-only administration list asks its collection for. */
export interface ListRequest {
  /** The `_embedded` name of the items, e.g. `hazmats`. */
  collection: string;
  /** The collection's path without query, e.g. `/api/hazmats`. */
  path: string;
  pageSize: number;
  query: string;
  /** Undefined leaves the order to the API's default. */
  sort: ListSort | undefined;
  /** Further filters, e.g. `country` of the zip code areas. */
  params?: Record<string, string>;
}

export interface ListPage<T> {
  items: T[];
  page: PageMetadata | undefined;
  links: HalLinks;
}

/** The first page's path: size, sort, search text and filters as query parameters. */
export function listPath(request: ListRequest): string {
  const params = new URLSearchParams({ size: String(request.pageSize), page: '0' });
  if (request.sort) params.set('sort', `${request.sort.column},${request.sort.direction}`);
  if (request.query) params.set('query', request.query);
  for (const [name, value] of Object.entries(request.params ?? {})) if (value) params.set(name, value);
  return `${request.path}?${params}`;
}

/** A collection one page after the other, each further page by the previous page's next link. */
export const listQuery = <T>(request: ListRequest) =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.list(request.collection, listPath(request)),
    initialPageParam: listPath(request),
    queryFn: async ({ pageParam }): Promise<ListPage<T>> => {
      const body = await apiJson<HalCollection<string, T>>(pageParam);
      return {
        items: body._embedded?.[request.collection] ?? [],
        page: body.page,
        links: body._links ?? {},
      };
    },
    getNextPageParam: nextPagePath,
  });

/** An entity's detail by its self link, without template and query parts (spec 001 section 7). */
export const detailQuery = <T extends Linked>(item: T) => {
  const path = linkPath(item, 'self', { keepQuery: false });
  return queryOptions({
    queryKey: queryKeys.admin.detail(path),
    queryFn: () => apiJson<T>(path),
  });
};

/** The next direction when a column header is clicked: a new column starts ascending. */
export function nextSort(current: ListSort | undefined, column: string): ListSort {
  return {
    column,
    direction: current?.column === column && current.direction === 'asc' ? 'desc' : 'asc',
  };
}

/** A sync of the zip code areas: one country and a search. */
export interface ZipCodeSync {
  country: string;
  query: string;
}

/** Synchronises zip code areas from the zip code source (POST /api/zipCodeAreas); their lists follow. */
export function useSyncZipCodeAreas(screen?: ScreenReaction<ZipCodeSyncResult, ZipCodeSync>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (sync: ZipCodeSync) =>
        apiJson<ZipCodeSyncResult>(`/api/zipCodeAreas?${new URLSearchParams({ ...sync })}`, {
          method: 'POST',
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.lists('zipCodeAreas') }),
    },
    screen,
  );
}
