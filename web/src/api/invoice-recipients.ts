import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { type Linked, linkPath, nextPagePath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

export const INVOICE_RECIPIENT_COLLECTION = '/api/invoiceRecipientAddresses';

/** Page size of the invoice recipient list (spec 000 section 7). */
export const INVOICE_RECIPIENT_PAGE_SIZE = 100;

/** The columns the list sorts by: the API's property names (spec 000 section 2). */
export const invoiceRecipientSortColumns = [
  'isDefault',
  'customerId',
  'name',
  'street',
  'country',
  'zipCode',
  'city',
] as const;
export type InvoiceRecipientSortColumn = (typeof invoiceRecipientSortColumns)[number];

export interface InvoiceRecipientListSearch {
  query: string;
  sort: { column: InvoiceRecipientSortColumn; direction: 'asc' | 'desc' };
}

export interface InvoiceRecipientPage {
  recipients: InvoiceRecipientAddress[];
  page: PageMetadata;
  /** The collection's links: create or migrate, next. */
  links: HalLinks;
}

export function invoiceRecipientListPath(search: InvoiceRecipientListSearch): string {
  const params = new URLSearchParams({
    sort: `${search.sort.column},${search.sort.direction}`,
    size: String(INVOICE_RECIPIENT_PAGE_SIZE),
    page: '0',
  });
  if (search.query) params.set('query', search.query);
  return `${INVOICE_RECIPIENT_COLLECTION}?${params}`;
}

async function fetchPage(path: string): Promise<InvoiceRecipientPage> {
  const body = await apiJson<HalCollection<'invoiceRecipientAddresses', InvoiceRecipientAddress>>(path);
  return {
    recipients: body._embedded?.invoiceRecipientAddresses ?? [],
    page: body.page ?? { size: INVOICE_RECIPIENT_PAGE_SIZE, totalElements: 0, totalPages: 0, number: 0 },
    links: body._links ?? {},
  };
}

/** The list, one page of 100 after the other by the collection's next links. */
export const invoiceRecipientListQuery = (search: InvoiceRecipientListSearch) =>
  infiniteQueryOptions({
    queryKey: queryKeys.invoiceRecipients.list(search),
    initialPageParam: invoiceRecipientListPath(search),
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: nextPagePath,
  });

/** The recipients an address can name, sorted by name: the first page is what the choice offers. */
export const invoiceRecipientChoicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.invoiceRecipients.choices(),
    queryFn: () =>
      fetchPage(invoiceRecipientListPath({ query: '', sort: { column: 'name', direction: 'asc' } })).then(
        (page) => page.recipients,
      ),
  });

/**
 * The recipient of a customer number: a saved one of the user's customer (it has an id), else the
 * forwarder's customer of that number offered for taking over (no id); null when neither exists.
 */
export const invoiceRecipientByCustomerIdQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.invoiceRecipients.byCustomerId(customerId),
    queryFn: () =>
      nullIfNotFound(
        apiJson<InvoiceRecipientAddress>(
          `${INVOICE_RECIPIENT_COLLECTION}/find/byCustomerId/${encodeURIComponent(customerId)}`,
        ),
      ),
  });

/** Takes over the forwarder's customer `customerId` as a recipient, by the collection's migrate link. */
function migrateInvoiceRecipient(collection: Linked, customerId: string) {
  const template = collection._links?.migrate?.href;
  if (!template) throw new Error('no migrate link');
  const expanded = {
    _links: { migrate: { href: template.replace('{customerId}', encodeURIComponent(customerId)) } },
  };
  return apiJson<InvoiceRecipientAddress>(linkPath(expanded, 'migrate'), { method: 'POST' });
}

/** Takes over a customer of the forwarder (its customer id) as invoice recipient; the recipient lists follow. */
export function useMigrateInvoiceRecipient(
  collection: Linked,
  screen?: ScreenReaction<InvoiceRecipientAddress, string>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (customerId: string) => migrateInvoiceRecipient(collection, customerId),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoiceRecipients.all }),
    },
    screen,
  );
}
