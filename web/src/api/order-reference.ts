import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PageMetadata } from '../../../contracts/hal.ts';
import type { AddressBookType } from '../../../contracts/masterdata/addresses.ts';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import type { LocationSummary } from '../../../contracts/masterdata/locations.ts';
import type { Country, Product, ZipCodeArea } from '../../../contracts/masterdata/reference.ts';
import { apiJson, nullIfNotFound } from './client.ts';

interface HalPage<T> {
  _embedded?: Record<string, T[]>;
  page?: PageMetadata;
}

const embedded = <T>(body: HalPage<T>, name: string): T[] => body._embedded?.[name] ?? [];

/** Reference lists change rarely; a form may keep them while it is open. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** A product as the route query offers it (the contract's product). */
export type ProductOption = Product;

export interface IncotermOption {
  identifier: string;
  name: string;
  international: boolean;
}

export interface AddressOption {
  id: string;
  name: string;
  additionalName: string | null;
  customerId: string | null;
  street: string;
  country: string;
  zipCode: string;
  city: string;
  contactName?: string | null;
  phone?: string | null;
  email?: string | null;
  emonsCustomerId?: string | null;
  mobile?: string | null;
  web?: string | null;
  isRetail?: boolean;
  isNeutral?: boolean;
  autosendShippingDocuments?: boolean;
  types?: AddressBookType[];
  deliveryNotes?: { identifier: string; attachmentValue?: string | null }[];
  _links?: { self?: { href: string } };
}

export interface HazmatOption {
  id: number;
  unNumber: string;
  sequenceNumber: number;
  clazz: string;
  classificationCode: string;
  packagingGroup: string | null;
  tunnelRestrictionCode: string | null;
  name: string;
  collectiveTerm: number;
  massUnit: number;
  transportCategory?: number;
  factor?: number;
  label?: string;
}

export interface NotificationCodeOption {
  identifier: string;
  name: string;
  active: boolean;
  default: boolean;
  multiUsage: boolean;
  attachment: { name: string; defaultValue: string | null; validator: string | null } | null;
  requiredFields: string[];
  /** Products the note may go with; null: every product. */
  products: string[] | null;
}

/** A cargo item template as the dropdown offers it (the contract's template; empty fields are null). */
export interface CargoTemplateOption {
  id: string;
  name: string;
  colliQty?: number;
  packingCode?: string | null;
  goods?: string | null;
  marking?: string | null;
  orderNumber?: string | null;
  dangerousGoods?: boolean;
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

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
    queryKey: ['reference', 'products', route],
    queryFn: async () => {
      const params = new URLSearchParams({ size: '100' });
      for (const [key, value] of Object.entries(route)) if (value) params.set(key, String(value));
      return embedded(
        await apiJson<HalPage<ProductOption>>(`/api/products/byOriginAndDestination?${params}`),
        'products',
      );
    },
    staleTime: REFERENCE_STALE_MS,
  });

const listQuery = <T>(name: string, path: string) =>
  queryOptions({
    queryKey: ['reference', name],
    queryFn: async () => embedded(await apiJson<HalPage<T>>(path), name),
    staleTime: REFERENCE_STALE_MS,
  });

export const incotermsQuery = () => listQuery<IncotermOption>('incotermCodes', '/api/incotermCodes?size=100');
export const packagingCodesQuery = () =>
  listQuery<{ identifier: string; name: string }>(
    'packagingCodes',
    '/api/packagingCodes?size=100&sort=identifier,asc',
  );
export const hazmatCodesQuery = () =>
  listQuery<{ code: string; name: string }>('hazmatCodes', '/api/hazmatCodes?size=100');
export const notificationCodesQuery = () =>
  listQuery<NotificationCodeOption>('notificationCodes', '/api/notificationCodes?active=true&size=100');
export const currenciesQuery = () => listQuery<{ isoCode: string }>('currencies', '/api/currencies?size=100');

/** A branch (location) with its address, e.g. the shipment's own branch on a pick-up order. */
export const branchQuery = (abbreviation: string) =>
  queryOptions({
    queryKey: ['reference', 'locations', abbreviation],
    queryFn: () => apiJson<LocationSummary>(`/api/locations/${encodeURIComponent(abbreviation)}`),
    staleTime: REFERENCE_STALE_MS,
  });

/** Cargo item templates for the dropdown: 15 at a time, searched by name (spec section 9). */
export const cargoTemplatesQuery = (query: string) =>
  queryOptions({
    queryKey: ['reference', 'cargoTemplates', query],
    queryFn: async () => {
      const params = new URLSearchParams({ size: '15', sort: 'name,asc' });
      if (query) params.set('query', query);
      return embedded(
        await apiJson<HalPage<CargoTemplateOption>>(`/api/templates/cargoitems?${params}`),
        'cargoitems',
      );
    },
  });

/** A paged search of 25 at a time, loading the next page when the list is scrolled to its end. */
const pagedSearch = <T>(name: string, path: string, query: string, extra: Record<string, string> = {}) =>
  infiniteQueryOptions({
    queryKey: ['reference', name, 'search', query, extra],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ size: '25', page: String(pageParam), ...extra });
      if (query) params.set('query', query);
      const body = await apiJson<HalPage<T>>(`${path}?${params}`);
      return { items: embedded(body, name), page: body.page };
    },
    getNextPageParam: (last) =>
      last.page && last.page.number + 1 < last.page.totalPages ? last.page.number + 1 : undefined,
  });

export const addressSearchQuery = (query: string, types: string) =>
  pagedSearch<AddressOption>('addresses', '/api/addresses', query, { type: types, sort: 'name,asc' });

export const hazmatSearchQuery = (query: string) =>
  pagedSearch<HazmatOption>('hazmats', '/api/hazmats', query, { projection: 'dropDown' });

/** Every country, page after page of 100 (spec section 7), with its names in all UI languages. */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['reference', 'countries', 'all'],
    queryFn: async () => {
      const countries: Country[] = [];
      for (let page = 0; ; page += 1) {
        const body = await apiJson<HalPage<Country>>(
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
    queryKey: ['reference', 'zipCodeAreas', 'supportedCountries'],
    queryFn: () => apiJson<string[]>('/api/zipCodeAreas/supportedCountries'),
    staleTime: REFERENCE_STALE_MS,
  });

/** The zip code areas (city picker) of a zip code: 250 at most, by city (spec section 9). */
export const zipCodeAreasQuery = (country: string, zipCode: string) =>
  queryOptions({
    queryKey: ['reference', 'zipCodeAreas', country, zipCode],
    queryFn: async () => {
      const params = new URLSearchParams({ country, query: zipCode, size: '250', sort: 'city,ASC' });
      return embedded(await apiJson<HalPage<ZipCodeArea>>(`/api/zipCodeAreas?${params}`), 'zipCodeAreas');
    },
    staleTime: REFERENCE_STALE_MS,
    retry: false,
  });

/** The customer's default invoice recipient; null when there is none (404). */
export const defaultInvoiceRecipientQuery = (customerId: string | undefined) =>
  queryOptions({
    queryKey: ['invoiceRecipients', 'default', customerId ?? ''],
    queryFn: () => {
      const params = customerId ? `?${new URLSearchParams({ customerId })}` : '';
      return nullIfNotFound(
        apiJson<InvoiceRecipientAddress>(`/api/invoiceRecipientAddresses/default${params}`),
      );
    },
    staleTime: REFERENCE_STALE_MS,
  });
