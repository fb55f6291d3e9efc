import { queryOptions } from '@tanstack/react-query';
import type { Challenge } from 'altcha-lib';
import type {
  CustomerCompany,
  RegistrationRequest,
  RegistrationResult,
} from '../../../contracts/identity.ts';
import { ApiError, apiJson } from './client.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The customer an invitation link names; null when the link is not genuine (the API answers it like
 * an unknown customer) or names no valid customer number.
 */
export const invitationQuery = (customerId: string, hash: string) =>
  queryOptions({
    queryKey: queryKeys.registration.invitation(customerId, hash),
    queryFn: async (): Promise<CustomerCompany | null> => {
      try {
        return await apiJson<CustomerCompany>(
          `/api/customers/${encodeURIComponent(customerId)}?hash=${encodeURIComponent(hash)}`,
        );
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A fresh proof-of-work challenge for the registration's captcha (docs/decisions/0060). */
export const captchaChallenge = (signal: AbortSignal) =>
  apiJson<Challenge>('/api/registration/captcha', { signal, cache: 'no-store' });

/** Registers a visitor (POST /api/registration); the form shows the outcome. */
export function useRegister(screen?: ScreenReaction<RegistrationResult, RegistrationRequest>) {
  return useApiMutation(
    {
      mutationFn: (registration: RegistrationRequest) =>
        apiJson<RegistrationResult>('/api/registration', { method: 'POST', json: registration }),
    },
    screen,
  );
}
