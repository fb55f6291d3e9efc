import { queryOptions } from '@tanstack/react-query';
import type { LegalInformation } from '../../../contracts/legal.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The operator's details and the ADSp link, from the configuration (GET /api/legal). */
export const legalInformationQuery = () =>
  queryOptions({
    queryKey: queryKeys.legal.all,
    queryFn: () => apiJson<LegalInformation>('/api/legal'),
    staleTime: 5 * 60_000,
  });
