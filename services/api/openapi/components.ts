/**
 * Tidies `components.schemas` after fastify-type-provider-zod filled it: the library emits every
 * named schema twice, `X` as the server answers it and `XInput` as it accepts it, whether an
 * operation uses them or not. Here each name keeps the variants operations actually use: one
 * used variant is called `X`; two equal ones become one `X`; two that differ stay `X` and `XInput`.
 * Unused schemas go, so the document lists each DTO once.
 */

const PREFIX = '#/components/schemas/';
const INPUT = 'Input';

type Json = unknown;
type Schemas = Record<string, Json>;

/** Every schema name `value` refers to with `$ref`. */
function refsOf(value: Json, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) refsOf(entry, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(PREFIX)) {
        into.add(child.slice(PREFIX.length));
      } else {
        refsOf(child, into);
      }
    }
  }
  return into;
}

/** `value` with its `$ref`s to renamed schemas pointing at the new names. */
function renamed(value: Json, names: ReadonlyMap<string, string>): Json {
  if (Array.isArray(value)) return value.map((entry) => renamed(entry, names));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(PREFIX)) {
        const name = child.slice(PREFIX.length);
        return [key, `${PREFIX}${names.get(name) ?? name}`];
      }
      return [key, renamed(child, names)];
    }),
  );
}

/** The schemas reachable from `roots` (the document without its schemas) through `$ref`s. */
function reachable(roots: Json, schemas: Schemas): Set<string> {
  const seen = new Set<string>();
  const queue = [...refsOf(roots)];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name) || !(name in schemas)) continue;
    seen.add(name);
    queue.push(...refsOf(schemas[name]));
  }
  return seen;
}

export interface OpenApiLike {
  components?: { schemas?: Schemas; [key: string]: unknown };
  [key: string]: unknown;
}

export function tidySchemaComponents<D extends OpenApiLike>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const withoutSchemas = { ...document, components: { ...document.components, schemas: {} } };
  const used = reachable(withoutSchemas, schemas);

  // Named schemas whose input variant is used: `X` and `XInput` both exist.
  const pairs = Object.keys(schemas)
    .filter((name) => name.endsWith(INPUT) && used.has(name))
    .map((input) => ({ input, output: input.slice(0, -INPUT.length) }))
    .filter(({ output }) => output in schemas);
  const names = new Map<string, string>();
  for (const { input, output } of pairs) if (!used.has(output)) names.set(input, output);

  // Both variants used: merge the pairs whose schemas are equal once merged pairs count as one name.
  // Start from every candidate and drop those that differ, until what is left agrees (a fixpoint).
  let merging = pairs.filter(({ output }) => used.has(output));
  for (let changed = true; changed; ) {
    const trial = new Map([...names, ...merging.map(({ input, output }) => [input, output] as const)]);
    const kept = merging.filter(
      ({ input, output }) =>
        JSON.stringify(renamed(schemas[input], trial)) === JSON.stringify(renamed(schemas[output], trial)),
    );
    changed = kept.length !== merging.length;
    merging = kept;
  }
  for (const { input, output } of merging) names.set(input, output);

  const tidied: [string, Json][] = [];
  for (const name of Object.keys(schemas)) {
    if (!used.has(name)) continue;
    const target = names.get(name) ?? name;
    // A merged input variant equals its output variant: the output variant is written once.
    if (names.has(name) && used.has(target)) continue;
    tidied.push([target, renamed(schemas[name], names)]);
  }
  tidied.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const result = renamed({ ...document, components: { ...document.components, schemas: {} } }, names) as D;
  return { ...result, components: { ...result.components, schemas: Object.fromEntries(tidied) } };
}
