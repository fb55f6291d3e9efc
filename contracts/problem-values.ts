/*
 * The problem document's media type and field naming as plain values, without zod, for code that
 * must not load the schema library (the web app's first screen); `problem.ts` re-exports them
 * beside the problem schema.
 */

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The name of a field in a field error: `cargoList.items[0].weight`, as the spec spells paths. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}
