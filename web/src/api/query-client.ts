import { MutationCache, QueryClient } from '@tanstack/react-query';
import { publishError } from '../errors/backend-errors.ts';
import { ApiError } from './client.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `reportErrors: false` for a mutation whose caller shows its failure itself. */
    mutationMeta: { reportErrors?: boolean };
  }
}

/** A client error will not heal by asking again; a server or network error may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry } },
    // Every failed save goes to the global backend-error channel, which logs it and opens 'Fehler!'.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.reportErrors !== false) publishError(error);
      },
    }),
  });
}
