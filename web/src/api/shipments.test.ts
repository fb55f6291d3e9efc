import { describe, expect, it } from 'vitest';
import { shipmentListQuerySchema, shipmentSortProperties } from '../../../contracts/shipment/list.ts';
import { shipmentListSearchSchema } from '../shipments/list-search.ts';
import { shipmentListParams } from './shipments.ts';

/** The list request as the server reads it (GET /api/shipments). */
const serverQuery = shipmentListQuerySchema(1000);
const asServerReadsIt = (params: URLSearchParams) => serverQuery.safeParse(Object.fromEntries(params));

describe('the shipment list request', () => {
  it('sorts by every column the server sorts by, in both directions', () => {
    for (const property of shipmentSortProperties) {
      for (const direction of ['asc', 'desc']) {
        const sort = `${property},${direction}`;
        const search = shipmentListSearchSchema.parse({ sort });
        expect(search.sort, sort).toBe(sort);
        expect(asServerReadsIt(shipmentListParams(search)).success, sort).toBe(true);
      }
    }
  });

  it('carries the filters and the page the way the server reads them', () => {
    const search = shipmentListSearchSchema.parse({
      searchText: 'Hamburg',
      state: 'DRAFT,ANNOUNCED',
      page: 3,
    });
    const read = asServerReadsIt(shipmentListParams(search));
    expect(read.data).toMatchObject({
      query: 'Hamburg',
      state: 'DRAFT,ANNOUNCED',
      sort: 'shipmentNumber,desc',
      page: 3,
      size: 100,
    });
  });
});
