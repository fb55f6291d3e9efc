import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PageMetadata } from '../../../contracts/hal.ts';
import { apiJson } from './client.ts';

interface HalPage<T> {
  _embedded?: Record<string, T[]>;
  page?: PageMetadata;
}

const embedded = <T>(body: HalPage<T>, name: string): T[] => body._embedded?.[name] ?? [];

/** Reference lists change rarely; a form may keep them while it is open. */
const REFERENCE_STALE_MS = 5 * 60_000;

export interface ProductOption {
  identifier: string;
  name: string;
  deliveryDateIsOptional: boolean;
  deliveryDateWindow: { min: number; max: number | null } | null;
}

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
  label?: string;
}

export interface NotificationCodeOption {
  identifier: string;
  name: string;
}

export interface CargoTemplateOption {
  name: string;
  colliQty?: number;
  packingCode?: string;
  goods?: string;
  marking?: string;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
}

export interface ProductRoute {
  originAlpha2Code?: string;
  originZipCode?: string;
  destinationAlpha2Code?: string;
  destinationZipCode?: string;
  shippingDate?: string;
}

/** Products for the route of the order (origin and destination), as the product card offers them. */
export const productsQuery = (route: ProductRoute) =>
  queryOptions({
    queryKey: ['reference', 'products', route],
    queryFn: async () => {
      const params = new URLSearchParams({ size: '100' });
      for (const [key, value] of Object.entries(route)) if (value) params.set(key, value);
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
