import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressImportResult } from '../../../contracts/masterdata/addresses.ts';
import type { AdminCustomer, CustomerSetting } from '../../../contracts/masterdata/customers.ts';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import type { MemberUser } from '../../../contracts/masterdata/members.ts';
import type { UserErasure } from '../../../contracts/personal-data.ts';
import { apiFetch, apiJson, nullIfNotFound } from './client.ts';
import { fetchCollectionPage, hasLink, type Linked, linkPath, nextPagePath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

export const CUSTOMERS_PATH = '/api/admin/customers';
/** Page sizes of spec 001 section 9: lists and a customer's addresses by 100. */
export const CUSTOMER_PAGE_SIZE = 100;
export const ADDRESS_PAGE_SIZE = 100;

const fetchPage = <T>(path: string, name: string) => fetchCollectionPage<T>(path, name, 0);

export interface CustomerListSearch {
  query: string;
  /** Branch abbreviations; empty for every branch the admin administers. */
  locations: string[];
}

export function customerListPath(search: CustomerListSearch): string {
  const params = new URLSearchParams({
    sort: 'customerId,asc',
    size: String(CUSTOMER_PAGE_SIZE),
    projection: 'list',
  });
  if (search.query) params.set('query', search.query);
  if (search.locations.length > 0) params.set('location', search.locations.join(','));
  return `${CUSTOMERS_PATH}?${params}`;
}

export const customerListQuery = (search: CustomerListSearch) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminCustomers.list(search),
    initialPageParam: customerListPath(search),
    queryFn: ({ pageParam }) => fetchPage<AdminCustomer>(pageParam, 'customers'),
    getNextPageParam: nextPagePath,
  });

/** The customer of an id, or null when there is none the admin may see (the create dialog's lookup). */
export const customerLookupQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.lookup(customerId),
    queryFn: () =>
      nullIfNotFound(apiJson<AdminCustomer>(`${CUSTOMERS_PATH}/${encodeURIComponent(customerId)}`)),
    staleTime: 0,
  });

export interface BranchOption {
  abbreviation: string;
  name: string;
  /** Whether the admin may put customers into this branch. */
  assignable: boolean;
}

/**
 * The branches. A branch admin administers the customers of the branches whose modify link the
 * server offers (docs/decisions/0053); central admins get it for every branch.
 */
export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.branches(),
    queryFn: async (): Promise<BranchOption[]> => {
      const page = await fetchPage<{ abbreviation: string; name: string } & Linked>(
        '/api/admin/locations?sort=abbreviation,asc&size=100',
        'locations',
      );
      return page.items.map((location) => ({
        abbreviation: location.abbreviation,
        name: location.name,
        assignable: hasLink(location, 'modify'),
      }));
    },
    staleTime: 10 * 60_000,
  });

export const customerSettingsQuery = (customer: AdminCustomer) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.settings(customer.customerId),
    queryFn: () => apiJson<CustomerSetting[]>(linkPath(customer, 'settings')),
  });

/**
 * Saves one setting of the customer. The settings list takes the saved value at once; the generated
 * SFTP password is shown once and not kept.
 */
export function useSaveCustomerSetting(
  customer: AdminCustomer,
  name: string,
  screen?: ScreenReaction<CustomerSetting, unknown>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (value: unknown) =>
        apiJson<CustomerSetting>(`${linkPath(customer, 'settings')}/${encodeURIComponent(name)}`, {
          method: 'PUT',
          json: { name, value },
        }),
      onSuccess: (saved) => {
        if (name === 'SFTP_PASSWORD') return;
        queryClient.setQueryData(customerSettingsQuery(customer).queryKey, (current) => [
          ...(current ?? []).filter((setting) => setting.name !== name),
          saved,
        ]);
      },
    },
    screen,
  );
}

/** Deletes the customer; every customer list and detail is fetched afresh. */
export function useDeleteCustomer(customer: AdminCustomer, screen?: ScreenReaction<Response, void>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: () => apiFetch(linkPath(customer, 'delete'), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.all }),
    },
    screen,
  );
}

/** Under the 'addresses' key, so the address form's saves and deletes refresh the list. */
export const customerAddressesQuery = (customer: AdminCustomer, query: string, sort: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.addresses.ofCustomer(customer.customerId, query, sort),
    initialPageParam: (() => {
      const params = new URLSearchParams({ sort, size: String(ADDRESS_PAGE_SIZE), page: '0' });
      if (query) params.set('query', query);
      return `${linkPath(customer, 'addresses', { keepQuery: false })}?${params}`;
    })(),
    queryFn: ({ pageParam }) => fetchPage<Address>(pageParam, 'addresses'),
    getNextPageParam: nextPagePath,
  });

/** Under the 'invoiceRecipients' key, so the recipient form's saves refresh the list. */
export const customerInvoiceRecipientsQuery = (customer: AdminCustomer) =>
  infiniteQueryOptions({
    queryKey: queryKeys.invoiceRecipients.ofCustomer(customer.customerId),
    initialPageParam: (() => {
      const path = linkPath(customer, 'invoiceRecipients');
      return `${path}${path.includes('?') ? '&' : '?'}sort=name,asc&size=100`;
    })(),
    queryFn: ({ pageParam }) => fetchPage<InvoiceRecipientAddress>(pageParam, 'invoiceRecipientAddresses'),
    getNextPageParam: nextPagePath,
  });

export const customerMembersQuery = (customer: AdminCustomer) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.membersOf(customer.customerId),
    queryFn: () => fetchPage<MemberUser>(`${linkPath(customer, 'members')}?size=100`, 'users'),
  });

export const userSearchQuery = (query: string) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.users(query),
    queryFn: () =>
      fetchPage<MemberUser>(`/api/admin/users?${new URLSearchParams({ query, size: '20' })}`, 'users'),
  });

/** Assigns a user to the customer; `replaceAssignments` makes it the user's only customer. */
export function useAssignMember(
  customer: AdminCustomer,
  screen?: ScreenReaction<MemberUser, { user: MemberUser; replaceAssignments: boolean }>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ user, replaceAssignments }: { user: MemberUser; replaceAssignments: boolean }) =>
        apiJson<MemberUser>(`${linkPath(customer, 'members')}/${encodeURIComponent(user.username)}`, {
          method: 'PUT',
          json: { replaceAssignments },
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.all }),
    },
    screen,
  );
}

/** Ends a user's membership (its `unassign` link) or deletes the user (its `delete` link). */
export function useRemoveMember(link: 'unassign' | 'delete') {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (user: MemberUser) => apiFetch(linkPath(user, link), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.members() }),
  });
}

/**
 * Erases a user's personal data everywhere (administrators; the user's `erasure` link). The user is
 * gone afterwards and shipments, histories and mails read differently: every query is fetched afresh.
 */
export function useEraseUser(screen?: ScreenReaction<UserErasure, MemberUser>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: async (user: MemberUser) =>
        (await (await apiFetch(linkPath(user, 'erasure'), { method: 'POST' })).json()) as UserErasure,
      onSuccess: () => queryClient.invalidateQueries(),
    },
    screen,
  );
}

/** Deletes every address of the customer's address book. */
export function useDeleteCustomerAddresses(customer: AdminCustomer, screen?: ScreenReaction<Response, void>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: () => apiFetch(linkPath(customer, 'deleteAll'), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
    },
    screen,
  );
}

/** Imports an address file (.vcf, .xls, .xlsx, .csv) into the customer's address book. */
export function useImportCustomerAddresses(
  customer: AdminCustomer,
  screen?: ScreenReaction<AddressImportResult, File>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: async (file: File) => {
        const body = new FormData();
        body.append('file', file, file.name);
        const response = await apiFetch(linkPath(customer, 'exportAddresses'), { method: 'PUT', body });
        return (await response.json()) as AddressImportResult;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
    },
    screen,
  );
}
