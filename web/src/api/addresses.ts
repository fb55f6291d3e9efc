import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { Address, AddressBookType } from '../../../contracts/masterdata/addresses.ts';
import type { DataSubjectErasure } from '../../../contracts/personal-data.ts';
import { apiFetch, apiJson } from './client.ts';
import { hasLink, type Linked, linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
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

/** An address book entry to save: the entry it updates (its self link), if any, and the body to send. */
export interface AddressSave {
  entry: Linked;
  /** The body; an update gets the stored entry to keep what the caller does not carry. */
  payload: (stored?: Address) => unknown;
}

/**
 * Saves into the address book: an entry with a self link is updated there, otherwise a new one is
 * created. The address lists and the order form's address search are fetched afresh.
 */
export function useSaveAddress(screen?: ScreenReaction<Address, AddressSave>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: async ({ entry, payload }: AddressSave) => {
        if (hasLink(entry, 'self')) {
          const path = linkPath(entry, 'self', { keepQuery: false });
          const stored = await apiJson<Address>(path);
          return apiJson<Address>(path, { method: 'PUT', json: payload(stored) });
        }
        return apiJson<Address>('/api/addresses', { method: 'POST', json: payload() });
      },
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
        await queryClient.invalidateQueries({ queryKey: queryKeys.reference.collection('addresses') });
      },
    },
    screen,
  );
}

/** Deletes an address book entry by its delete link. */
/**
 * Erases the party an entry names, everywhere (administrators; the entry's erasure link). Every
 * list that may show it is fetched afresh.
 */
export function useEraseAddressParty(screen?: ScreenReaction<DataSubjectErasure, Address>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: async (address: Address) =>
        (await (
          await apiFetch(linkPath(address, 'erasure'), { method: 'POST' })
        ).json()) as DataSubjectErasure,
      onSuccess: () => queryClient.invalidateQueries(),
    },
    screen,
  );
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (address: Address) => apiFetch(linkPath(address, 'delete'), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
  });
}

/** Deletes every address of the signed-in customer's address book (the list's `deleteAll` link). */
export function useDeleteOwnAddresses(links: HalLinks | undefined, screen?: ScreenReaction<Response, void>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: () => apiFetch(linkPath({ _links: links ?? {} }, 'deleteAll'), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
    },
    screen,
  );
}
