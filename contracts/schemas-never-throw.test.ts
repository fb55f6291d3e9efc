import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.ts';

/**
 * Every schema the contracts export answers any input with issues, never with an exception: a
 * refinement that reads a field of `null` would be a 500 on the server and a crash in the browser.
 */
const schemas: [string, z.ZodType][] = Object.entries(contracts as Record<string, unknown>).flatMap(
  ([name, value]) => (value instanceof z.ZodType ? [[name, value] as [string, z.ZodType]] : []),
);

const hostile = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: false }),
  fc.constantFrom(
    null,
    undefined,
    [null],
    { items: [null] },
    { cargoList: { items: [null] } },
    { order: null },
  ),
);

describe('contract schemas', () => {
  it('are found', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s never throws on any input', (_name, schema) => {
    fc.assert(
      fc.property(hostile, (input) => {
        schema.safeParse(input);
      }),
      { numRuns: 150 },
    );
  });
});
