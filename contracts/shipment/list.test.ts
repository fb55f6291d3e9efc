import { describe, expect, it } from 'vitest';
import { shipmentListQuerySchema, shipmentSortProperties } from './list.ts';

describe('the shipment list query', () => {
  const schema = shipmentListQuerySchema(1000);

  it('sorts by every list column in both directions', () => {
    for (const property of shipmentSortProperties) {
      for (const direction of ['asc', 'desc']) {
        expect(schema.safeParse({ sort: `${property},${direction}` }).success, property).toBe(true);
      }
    }
  });

  it('refuses a property that is no list column', () => {
    expect(schema.safeParse({ sort: 'password,asc' }).success).toBe(false);
  });
});
