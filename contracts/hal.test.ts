import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type HalCollection, halCollectionSchema, sortParamOf, sortValues } from './hal.ts';

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

describe('a sort parameter over fixed properties', () => {
  const schema = z.object({ sort: sortParamOf(['name', 'city'] as const) });

  it('is an enum of every property with and without a direction', () => {
    expect(sortValues(['name', 'city'])).toEqual([
      'name',
      'name,asc',
      'name,desc',
      'city',
      'city,asc',
      'city,desc',
    ]);
  });

  it('takes the direction in any case, once or repeated', () => {
    expect(schema.parse({ sort: 'name,DESC' })).toEqual({ sort: 'name,desc' });
    expect(schema.parse({ sort: ['city , Asc', 'name'] })).toEqual({ sort: ['city,asc', 'name'] });
    expect(schema.parse({})).toEqual({});
  });

  it('refuses another property with sort.invalid on the parameter', () => {
    const result = schema.safeParse({ sort: ['name', 'password,asc'] });
    expect(result.error?.issues).toMatchObject([{ path: ['sort'], message: 'sort.invalid' }]);
  });
});
