import { queryOptions } from '@tanstack/react-query';
import type { User } from '../../../contracts/access.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in user's profile (GET /api/user); null when the directory does not know the user (404). */
export const currentUserQuery = (subject: string) =>
  queryOptions({
    queryKey: queryKeys.user.detail(subject),
    queryFn: () => nullIfNotFound(apiJson<User>('/api/user')),
    staleTime: 10 * 60_000,
  });
