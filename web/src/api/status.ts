import { queryOptions } from '@tanstack/react-query';
import type { BackendStatus } from '../../../contracts/status.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const statusQuery = () =>
  queryOptions({
    queryKey: queryKeys.status.all,
    queryFn: () => apiJson<BackendStatus>('/api/status'),
    staleTime: 5 * 60_000,
  });
