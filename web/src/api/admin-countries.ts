import { queryOptions } from '@tanstack/react-query';
import type { HalCollection, HalLinks, PageMetadata } from '../../../contracts/hal.ts';
import type { Country } from '../../../contracts/masterdata/reference.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The admins' list of countries, with the create link and each country's modify and delete links. */
export const ADMIN_COUNTRY_COLLECTION = '/api/admin/countries';

/** Page size of the countries list (spec 001 section 7). */
export const COUNTRY_PAGE_SIZE = 100;

/** The columns the list sorts by: the API's property names (spec 001 section 2). */
export const countrySortColumns = ['name', 'alpha2Code', 'isoCode'] as const;
export type CountrySortColumn = (typeof countrySortColumns)[number];

export interface CountryListSearch {
  page: number;
  sort: { column: CountrySortColumn; direction: 'asc' | 'desc' };
  /** The UI language: the server sorts and names the countries in it. */
  language: string;
}

export interface CountryPage {
  countries: Country[];
  page: PageMetadata;
  links: HalLinks;
}

export function countryListPath(search: Omit<CountryListSearch, 'language'>): string {
  const params = new URLSearchParams({
    sort: `${search.sort.column},${search.sort.direction}`,
    size: String(COUNTRY_PAGE_SIZE),
    page: String(search.page),
  });
  return `${ADMIN_COUNTRY_COLLECTION}?${params}`;
}

/** One page of the countries, sorted by a column; the language is part of the key, as names follow it. */
export const countryListQuery = (search: CountryListSearch) =>
  queryOptions({
    queryKey: queryKeys.adminCountries.list(search),
    queryFn: async (): Promise<CountryPage> => {
      const body = await apiJson<HalCollection<'countries', Country>>(countryListPath(search));
      return {
        countries: body._embedded?.countries ?? [],
        page: body.page ?? { size: COUNTRY_PAGE_SIZE, totalElements: 0, totalPages: 0, number: search.page },
        links: body._links ?? {},
      };
    },
  });
