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

/** The paging parameters of a collection: zero-based page, page size, sort. */
export function pageQuerySchema(defaultSize: number, maxSize = 1000) {
  return z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
    sort: sortParamSchema,
  });
}
