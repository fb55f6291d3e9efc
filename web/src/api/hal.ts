import type { HalCollection, HalLink, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import { apiJson } from './client.ts';

/** Anything the API sends with `_links` (an entity or a collection). */
export interface Linked {
  _links?: Partial<Record<string, HalLink>>;
}

/** Whether the server offers an action: the web app shows a control only when its link is there. */
export function hasLink(entity: Linked | undefined, name: string): boolean {
  return Boolean(entity?._links?.[name]?.href);
}

/**
 * The path to call for a link, relative to the portal's origin so the fetch wrapper adds the token:
 * template parts (`{?projection}`) are cut off, and with `keepQuery: false` the query as well
 * (entity details follow the self link without them, spec 001 section 7).
 */
export function linkPath(
  entity: Linked | undefined,
  name: string,
  options: { keepQuery?: boolean } = {},
): string {
  const href = entity?._links?.[name]?.href;
  if (!href) throw new Error(`no ${name} link`);
  const url = new URL(href.replace(/\{[^}]*\}/g, ''), 'http://portal.invalid');
  return options.keepQuery === false ? url.pathname : `${url.pathname}${url.search}`;
}

/** One page of a HAL collection as a list shows it: its items, the paging and the collection's links. */
export interface CollectionPage<T> {
  items: T[];
  page: PageMetadata;
  links: HalLinks;
}

/** Reads one page of a HAL collection whose items are `_embedded.<name>`; a page without them has none. */
export async function fetchCollectionPage<T>(
  path: string,
  name: string,
  pageSize: number,
): Promise<CollectionPage<T>> {
  const body = await apiJson<HalCollection<string, T>>(path);
  return {
    items: body._embedded?.[name] ?? [],
    page: body.page ?? { size: pageSize, totalElements: 0, totalPages: 0, number: 0 },
    links: body._links ?? {},
  };
}

/** The path of the page after `last`, by the collection's next link, as infinite queries want it. */
export const nextPagePath = (last: { links: HalLinks }): string | undefined =>
  hasLink({ _links: last.links }, 'next') ? linkPath({ _links: last.links }, 'next') : undefined;
