import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { HalCollection } from '../../../contracts/hal.ts';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import type { LocationSummary } from '../../../contracts/masterdata/locations.ts';
import type {
  Country,
  Currency,
  Hazmat,
  HazmatCode,
  IncotermCode,
  NotificationCode,
  PackagingCode,
  Product,
  ZipCodeArea,
} from '../../../contracts/masterdata/reference.ts';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The items of a HAL collection page; a page without `_embedded` has none. */
const embedded = <T>(body: HalCollection<string, T>, name: string): T[] => body._embedded?.[name] ?? [];

/** Reference lists change rarely; a form may keep them while it is open. */
const REFERENCE_STALE_MS = 5 * 60_000;

export interface ProductRoute {
  originAlpha2Code?: string;
  originZipCode?: string;
  destinationAlpha2Code?: string;
  destinationZipCode?: string;
  shippingDate?: string;
  originIsCustomer?: boolean;
  originIsNeutral?: boolean;
  destinationIsCustomer?: boolean;
}

/** Products for the route of the order (origin and destination), as the product card offers them. */
export const productsQuery = (route: ProductRoute) =>
  queryOptions({
    queryKey: queryKeys.reference.products(route),
    queryFn: async () => {
      const params = new URLSearchParams({ size: '100' });
      for (const [key, value] of Object.entries(route)) if (value) params.set(key, String(value));
      return embedded(
        await apiJson<HalCollection<'products', Product>>(`/api/products/byOriginAndDestination?${params}`),
        'products',
      );
    },
    staleTime: REFERENCE_STALE_MS,
  });

const listQuery = <T>(name: string, path: string) =>
  queryOptions({
    queryKey: queryKeys.reference.collection(name),
    queryFn: async () => embedded(await apiJson<HalCollection<string, T>>(path), name),
    staleTime: REFERENCE_STALE_MS,
  });

export const incotermsQuery = () => listQuery<IncotermCode>('incotermCodes', '/api/incotermCodes?size=100');
export const packagingCodesQuery = () =>
  listQuery<PackagingCode>('packagingCodes', '/api/packagingCodes?size=100&sort=identifier,asc');
export const hazmatCodesQuery = () => listQuery<HazmatCode>('hazmatCodes', '/api/hazmatCodes?size=100');
export const notificationCodesQuery = () =>
  listQuery<NotificationCode>('notificationCodes', '/api/notificationCodes?active=true&size=100');
export const currenciesQuery = () => listQuery<Currency>('currencies', '/api/currencies?size=100');

/** A branch (location) with its address, e.g. the shipment's own branch on a pick-up order. */
export const branchQuery = (abbreviation: string) =>
  queryOptions({
    queryKey: queryKeys.reference.location(abbreviation),
    queryFn: () => apiJson<LocationSummary>(`/api/locations/${encodeURIComponent(abbreviation)}`),
    staleTime: REFERENCE_STALE_MS,
  });

/** Cargo item templates for the dropdown: 15 at a time, searched by name (spec section 9). */
export const cargoTemplatesQuery = (query: string) =>
  queryOptions({
    queryKey: queryKeys.reference.cargoTemplates(query),
    queryFn: async () => {
      const params = new URLSearchParams({ size: '15', sort: 'name,asc' });
      if (query) params.set('query', query);
      return embedded(
        await apiJson<HalCollection<'cargoitems', CargoItemTemplate>>(`/api/templates/cargoitems?${params}`),
        'cargoitems',
      );
    },
  });

/** A paged search of 25 at a time, loading the next page when the list is scrolled to its end. */
const pagedSearch = <T>(name: string, path: string, query: string, extra: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey: queryKeys.reference.search(name, query, extra),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ size: '25', page: String(pageParam), ...extra });
      if (query) params.set('query', query);
      const body = await apiJson<HalCollection<string, T>>(`${path}?${params}`);
      return { items: embedded(body, name), page: body.page };
    },
    getNextPageParam: (last) =>
      last.page && last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined,
  });

export const addressSearchQuery = (query: string, types: string) =>
  pagedSearch<Address>('addresses', '/api/addresses', query, { type: types, sort: 'name,asc' });

export const hazmatSearchQuery = (query: string) =>
  pagedSearch<Hazmat>('hazmats', '/api/hazmats', query, { projection: 'dropDown' });

/** Every country, page after page of 100 (spec section 7), with its names in all UI languages. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.countries(),
    queryFn: async () => {
      const countries: Country[] = [];
      for (let page = 0; ; page += 1) {
        const body = await apiJson<HalCollection<'countries', Country>>(
          `/api/countries?size=100&sort=alpha2Code,asc&page=${page}`,
        );
        countries.push(...embedded(body, 'countries'));
        if (!body.page || page + 1 >= body.page.totalPages) return countries;
      }
    },
    staleTime: REFERENCE_STALE_MS,
  });

/** The countries whose cities are looked up from the zip code. */
export const zipCodeCountriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.zipCodeCountries(),
    queryFn: () => apiJson<string[]>('/api/zipCodeAreas/supportedCountries'),
    staleTime: REFERENCE_STALE_MS,
  });

/** The zip code areas (city picker) of a zip code: 250 at most, by city (spec section 9). */
export const zipCodeAreasQuery = (country: string, zipCode: string) =>
  queryOptions({
    queryKey: queryKeys.reference.zipCodeAreas(country, zipCode),
    queryFn: async () => {
      const params = new URLSearchParams({ country, query: zipCode, size: '250', sort: 'city,ASC' });
      return embedded(
        await apiJson<HalCollection<'zipCodeAreas', ZipCodeArea>>(`/api/zipCodeAreas?${params}`),
        'zipCodeAreas',
      );
    },
    staleTime: REFERENCE_STALE_MS,
    retry: false,
  });

/** The customer's default invoice recipient; null when there is none (404). */
export const defaultInvoiceRecipientQuery = (customerId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.invoiceRecipients.defaultOf(customerId ?? ''),
    queryFn: () => {
      const params = customerId ? `?${new URLSearchParams({ customerId })}` : '';
      return nullIfNotFound(
        apiJson<InvoiceRecipientAddress>(`/api/invoiceRecipientAddresses/default${params}`),
      );
    },
    staleTime: REFERENCE_STALE_MS,
  });

/** The default cargo item template (sorted by isDefault, one); null when no template is the default. */
export const defaultCargoTemplateQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.cargoTemplates.all, 'default'] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ sort: 'isDefault,desc', size: '1' });
      const [first] = embedded(
        await apiJson<HalCollection<'cargoitems', CargoItemTemplate>>(`/api/templates/cargoitems?${params}`),
        'cargoitems',
      );
      return first?.isDefault ? first : null;
    },
    staleTime: REFERENCE_STALE_MS,
  });
