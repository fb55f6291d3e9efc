import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type HalCollection, halCollectionSchema } from './hal.ts';

describe('a HAL collection', () => {
  const schema = halCollectionSchema('countries', z.object({ alpha2Code: z.string() }));

  it('has the type a client reads it with', () => {
    expectTypeOf<z.infer<typeof schema>>().toEqualTypeOf<
      HalCollection<'countries', { alpha2Code: string }>
    >();
  });

  it('carries its items under _embedded.<name>, its links and the page', () => {
    const body: HalCollection<'countries', { alpha2Code: string }> = {
      _embedded: { countries: [{ alpha2Code: 'DE' }] },
      _links: { self: { href: '/api/countries?page=0' } },
      page: { size: 100, totalElements: 1, totalPages: 1, number: 0 },
    };
    expect(schema.parse(body)).toEqual(body);
  });
});
