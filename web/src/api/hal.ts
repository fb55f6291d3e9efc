/** Anything the API sends with `_links` (an entity or a collection). */
export interface Linked {
  _links?: Partial<Record<string, { href: string; templated?: boolean }>>;
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
