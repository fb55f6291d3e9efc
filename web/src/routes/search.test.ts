import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shipmentListSearchSchema } from '../shipments/list-search.ts';
import { asText, oneOf, searchOf, textOrNumber } from './search.ts';

/** What the router may hand a validator: parsed query values of any kind. */
const searchValue = fc.oneof(
  fc.constantFrom('confirmed', 'form', 'wizard', 'DRAFT,ANNOUNCED', 'shippingDate,asc', ' 123 ', '', '7'),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
);
const searchInput = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, searchValue])), { requiredKeys: [] });

/** The route validators as they were written with zod: the plain readers must answer the same. */
const invitation = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);
const text = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string().trim().max(100),
);
const cases = [
  [
    'the index route',
    searchOf({ registration: oneOf('confirmed') }),
    z.object({ registration: z.literal('confirmed').optional().catch(undefined) }),
  ],
  [
    'the create route',
    searchOf({ mode: oneOf('form', 'wizard') }),
    z.object({ mode: z.enum(['form', 'wizard']).optional().catch(undefined) }),
  ],
  [
    'the registration route',
    searchOf({ customerId: textOrNumber, hash: textOrNumber }),
    z.object({ customerId: invitation, hash: invitation }),
  ],
  [
    'the administration routes',
    searchOf({ searchText: asText }),
    z.object({ searchText: z.coerce.string().optional().catch(undefined) }),
  ],
  [
    'the shipment list',
    (input: Record<string, unknown>) => shipmentListSearchSchema.parse(input),
    z.object({
      searchText: text.optional().catch(undefined),
      state: z
        .string()
        .regex(
          /^(DRAFT|ANNOUNCED|CARGO_LIST_CREATED|FINALIZED|CANCELLED)(,(DRAFT|ANNOUNCED|CARGO_LIST_CREATED|FINALIZED|CANCELLED))*$/,
        )
        .optional()
        .catch(undefined),
      sort: z
        .string()
        .regex(/^(shipmentNumber|senderName|shippingDate|state),(asc|desc)$/)
        .optional()
        .catch(undefined),
      page: z.coerce.number().int().min(0).max(100_000).optional().catch(undefined),
    }),
  ],
] as const;

/** Drops members whose value is undefined: the router leaves them out of the URL either way. */
const present = (search: object) =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));

describe('search parameter readers', () => {
  for (const [name, read, schema] of cases) {
    it(`read ${name}'s parameters as its zod schema did`, () => {
      const keys = Object.keys(schema.shape);
      fc.assert(
        fc.property(searchInput(keys), (input) => {
          const expected = present(schema.parse(input));
          // The list's sort reader knows every sort property; the schema above only some of them.
          if (name === 'the shipment list' && typeof input.sort === 'string' && !('sort' in expected)) {
            const { sort: _sort, ...rest } = present(read(input));
            expect(rest).toEqual(expected);
          } else expect(present(read(input))).toEqual(expected);
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('leave out what is absent or broken', () => {
    expect(searchOf({ mode: oneOf('form', 'wizard') })({ mode: 'other' })).toEqual({});
    expect(searchOf({ customerId: textOrNumber })({ customerId: 100001 })).toEqual({ customerId: '100001' });
  });
});
