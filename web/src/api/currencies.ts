import { queryOptions } from '@tanstack/react-query';
import type { HalCollection } from '../../../contracts/hal.ts';
import type { Currency } from '../../../contracts/masterdata/reference.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The currencies with their insurance and cash-on-delivery limits (GET /api/currencies). */
export const currencyConfigsQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.currencyConfigs(),
    queryFn: async () =>
      (await apiJson<HalCollection<'currencies', Currency>>('/api/currencies'))._embedded?.currencies ?? [],
    staleTime: 5 * 60_000,
  });
