/*
 * Search-parameter readers for the routes, in plain code: the route tree belongs to the first
 * load, which carries no schema library. A value of the wrong kind is dropped, never an error page.
 */

type Search = Record<string, unknown>;

/** Only the defined values: an absent parameter stays absent in the URL. */
function defined<T extends Record<string, unknown>>(search: T): Partial<T> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** One of the given words, else nothing. */
export const oneOf =
  <const W extends string>(...words: W[]) =>
  (value: unknown): W | undefined =>
    words.includes(value as W) ? (value as W) : undefined;

/** The router reads `?customerId=100001` as a number; such a value stays text. */
export const textOrNumber = (value: unknown): string | undefined =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;

/** Any value given, as text. */
export const asText = (value: unknown): string | undefined =>
  value === undefined ? undefined : String(value);

type Readers = Record<string, (value: unknown) => unknown>;
type SearchRead<R extends Readers> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/** A route's `validateSearch` from one reader per parameter. */
export function searchOf<R extends Readers>(readers: R): NoInfer<(input: Search) => SearchRead<R>> {
  return (input) =>
    defined(
      Object.fromEntries(Object.entries(readers).map(([key, read]) => [key, read(input[key])])),
    ) as SearchRead<R>;
}
