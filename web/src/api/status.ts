import { queryOptions } from '@tanstack/react-query';
import type { BackendStatus } from '../../../contracts/status.ts';
import { apiJson } from './client.ts';

export const statusQuery = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: () => apiJson<BackendStatus>('/api/status'),
    staleTime: 5 * 60_000,
  });
