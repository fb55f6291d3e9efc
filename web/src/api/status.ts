import { queryOptions } from '@tanstack/react-query';
import { apiJson } from './client.ts';

export interface BackendStatus {
  backendVersion: string;
}

export const statusQuery = () =>
  queryOptions({
    queryKey: ['status'],
    queryFn: () => apiJson<BackendStatus>('/api/status'),
    staleTime: 5 * 60_000,
  });
