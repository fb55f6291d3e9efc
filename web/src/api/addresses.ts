import { queryOptions } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { Address, AddressBookType } from '../../../contracts/masterdata/addresses.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** Page size of the address book list. */
export const ADDRESS_PAGE_SIZE = 50;

/** The columns the address book sorts by: the API's property names (spec 000 section 2). */
export const addressSortColumns = [
  'isDefaultSenderAddress',
  'customerId',
  'name',
  'street',
  'country',
  'zipCode',
  'city',
] as const;
export type AddressSortColumn = (typeof addressSortColumns)[number];

/** The types the list filters by; default types ride along with their role. */
export const addressFilterTypes = ['SENDER', 'CONSIGNEE', 'LOADING_SITE', 'NEUTRAL'] as const;

export interface AddressListSearch {
  query: string;
  types: AddressBookType[];
  sort: { column: AddressSortColumn; direction: 'asc' | 'desc' };
  page: number;
}

export interface AddressListPage {
  addresses: Address[];
  page: PageMetadata;
  links: HalLinks;
}

export function addressListParams(search: AddressListSearch): URLSearchParams {
  const params = new URLSearchParams({
    sort: `${search.sort.column},${search.sort.direction}`,
    size: String(ADDRESS_PAGE_SIZE),
    page: String(search.page),
    type: search.types.join(','),
  });
  if (search.query) params.set('query', search.query);
  return params;
}

export const addressListQuery = (search: AddressListSearch) =>
  queryOptions({
    queryKey: queryKeys.addresses.list(search),
    queryFn: async (): Promise<AddressListPage> => {
      const body = await apiJson<HalCollection<'addresses', Address>>(
        `/api/addresses?${addressListParams(search)}`,
      );
      return {
        addresses: body._embedded?.addresses ?? [],
        page: body.page ?? { size: ADDRESS_PAGE_SIZE, totalElements: 0, totalPages: 0, number: 0 },
        links: body._links ?? {},
      };
    },
  });
