import type { FastifyRequest } from 'fastify';
import type { HalLink, HalLinks, PageMetadata } from '../../contracts/hal.ts';

/** The origin the client used (behind a proxy: its forwarded protocol and host). */
/**
 * The portal's own origin (PUBLIC_URL, else the listening address), never the request's Host or
 * forwarded headers, so that no request can make the API hand out links to another host.
 */
export function origin(request: FastifyRequest): string {
  return request.server.identity.origin();
}

/**
 * An absolute link to a path of this API; characters a URL (and so a Location header) cannot
 * carry as they are (beyond printable ASCII) are percent-encoded, a template's braces stay.
 */
export function link(request: FastifyRequest, path: string): HalLink {
  return { href: `${origin(request)}${path.replace(/[^\x21-\x7e]/gu, encodeChar)}` };
}

/** One character percent-encoded as UTF-8; a lone surrogate as the replacement character. */
function encodeChar(char: string): string {
  return char.isWellFormed() ? encodeURIComponent(char) : '%EF%BF%BD';
}

/** The request's own URL with `page` set to `page`. */
function pageLink(request: FastifyRequest, page: number): HalLink {
  const url = new URL(request.url, origin(request));
  url.searchParams.set('page', String(page));
  return { href: url.toString() };
}

export interface PageSlice<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalExact?: boolean;
}

export function pageMetadata(page: Omit<PageSlice<unknown>, 'content'>): PageMetadata {
  return {
    size: page.size,
    totalElements: page.totalElements,
    totalPages: Math.ceil(page.totalElements / page.size),
    number: page.number,
    ...(page.totalExact === undefined ? {} : { totalExact: page.totalExact }),
  };
}

/**
 * A HAL collection: the items under `_embedded.<name>`, `self`, `next` and `prev` links that keep
 * every other parameter of the request, `extraLinks` (create, ...), and the page metadata.
 */
export function halCollection<K extends string, T>(
  request: FastifyRequest,
  name: K,
  page: PageSlice<T>,
  extraLinks: HalLinks = {},
) {
  const metadata = pageMetadata(page);
  const links: HalLinks = { self: { href: new URL(request.url, origin(request)).toString() }, ...extraLinks };
  if (page.number + 1 < metadata.totalPages) links.next = pageLink(request, page.number + 1);
  if (page.number > 0) links.prev = pageLink(request, Math.min(page.number - 1, metadata.totalPages - 1));
  return {
    _embedded: { [name]: page.content } as { [P in K]: T[] },
    _links: links,
    page: metadata,
  };
}

/** A whole list as one page, for small collections that are never paged. */
export function singlePage<T>(content: T[]): PageSlice<T> {
  return { content, number: 0, size: Math.max(content.length, 1), totalElements: content.length };
}
