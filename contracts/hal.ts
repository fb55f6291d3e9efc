import { z } from 'zod';

/** A HAL link; templated links carry `{...}` placeholders (RFC 6570). */
export const halLinkSchema = z.object({ href: z.string(), templated: z.boolean().optional() });
export type HalLink = z.infer<typeof halLinkSchema>;

export const halLinksSchema = z.record(z.string(), halLinkSchema);
export type HalLinks = z.infer<typeof halLinksSchema>;

/** Paging metadata of a collection; `number` counts from 0. */
export const pageMetadataSchema = z.object({
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  /**
   * False when `totalElements` is not a count: a free-text search over a large list estimates its
   * total from the newest rows, or counts no further than a limit. Absent where totals are exact.
   */
  totalExact: z.boolean().optional(),
});
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/** `{ _embedded: { <name>: [...] }, _links: { self, next, prev, ... }, page }`. */
export function halCollectionSchema<K extends string, T extends z.ZodType>(name: K, item: T) {
  return z.object({
    _embedded: z.object({ [name]: z.array(item) } as { [P in K]: z.ZodArray<T> }),
    _links: halLinksSchema,
    page: pageMetadataSchema,
  });
}

/** The body `halCollectionSchema(name, item)` describes, for a reader that knows the item type. */
export interface HalCollection<K extends string, T> {
  _embedded: { [P in K]: T[] };
  _links: HalLinks;
  page: PageMetadata;
}

/** `sort=property,direction`, repeatable; direction ASC or DESC in any case, ascending when absent. */
export const sortParamSchema = z.union([z.string(), z.array(z.string())]).optional();

export type SortValue<P extends string> = P | `${P},asc` | `${P},desc`;

/** Every `sort` value a list with these sortable properties accepts: `property`, `property,asc`, `property,desc`. */
export function sortValues<P extends string>(properties: readonly P[]): SortValue<P>[] {
  return properties.flatMap((property): SortValue<P>[] => [property, `${property},asc`, `${property},desc`]);
}

/** `name , DESC` -> `name,desc`: the direction may come in any case and with blanks around it. */
function normalizeSort(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeSort);
  if (typeof value !== 'string') return value;
  return value
    .trim()
    .replace(/\s*,\s*(asc|desc)$/i, (_match, direction: string) => `,${direction.toLowerCase()}`);
}

/**
 * `sort` over a fixed list of properties, as an enum of the accepted values, so that the OpenAPI
 * document names them; repeatable. An unknown property is the field error `sort.invalid` on `sort`.
 */
export function sortParamOf<const P extends string>(properties: readonly P[]) {
  const value = z.enum(sortValues(properties));
  return z.preprocess(normalizeSort, z.union([value, z.array(value)], { error: 'sort.invalid' })).optional();
}

/** The paging parameters of a collection: zero-based page, page size, sort. */
export function pageQuerySchema(defaultSize: number, maxSize = 1000) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
    sort: sortParamSchema,
  });
}
