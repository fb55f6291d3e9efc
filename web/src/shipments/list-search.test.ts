import { describe, expect, it } from 'vitest';
import { nextSort, shipmentListSearchSchema, sortOf, statesOf } from './list-search.ts';

const parse = (input: Record<string, unknown>) => shipmentListSearchSchema.parse(input);

describe('shipment list search params', () => {
  it('keeps valid values', () => {
    expect(
      parse({ searchText: ' Hamburg ', state: 'DRAFT,ANNOUNCED', sort: 'shippingDate,asc', page: 2 }),
    ).toEqual({
      searchText: 'Hamburg',
      state: 'DRAFT,ANNOUNCED',
      sort: 'shippingDate,asc',
      page: 2,
    });
  });

  it('reads a numeric search text (a shipment number) as text', () => {
    expect(parse({ searchText: 123456 }).searchText).toBe('123456');
  });

  it('drops broken values instead of failing', () => {
    expect(parse({ state: 'DRAFT,NONSENSE', sort: 'password,asc', page: -1 })).toEqual({});
  });

  it('defaults to shipment number descending and turns a header click into the next sort', () => {
    expect(sortOf({})).toEqual({ column: 'shipmentNumber', direction: 'desc' });
    expect(nextSort({}, 'shipmentNumber')).toBe('shipmentNumber,asc');
    expect(nextSort({ sort: 'shipmentNumber,asc' }, 'shipmentNumber')).toBe('shipmentNumber,desc');
    expect(nextSort({ sort: 'shipmentNumber,asc' }, 'state')).toBe('state,asc');
  });

  it('splits the state list', () => {
    expect(statesOf({ state: 'FINALIZED,CANCELLED' })).toEqual(['FINALIZED', 'CANCELLED']);
    expect(statesOf({})).toEqual([]);
  });
});
