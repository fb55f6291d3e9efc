import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  ForwarderJourneyCode,
  ForwarderJourneyCodes,
} from '../../../contracts/masterdata/journey-codes.ts';
import { apiFetch, apiJson } from './client.ts';
import { linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

const PATH = '/api/admin/journeyCodes';

/** What an administrator enters for a code: the code (when adding), status, reason and note. */
export interface JourneyCodeEntry {
  code: string;
  status: string;
  reason: string | null;
  note: string | null;
}

/** The forwarder's own status codes (docs/decisions/0236). */
export const journeyCodesQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.journeyCodes(),
    queryFn: () => apiJson<ForwarderJourneyCodes>(PATH),
  });

/** Adds a code, or changes the one `existing` names; the list is fetched afresh. */
export function useSaveJourneyCode(
  existing: ForwarderJourneyCode | null,
  screen?: ScreenReaction<ForwarderJourneyCode, JourneyCodeEntry>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: ({ code, ...target }: JourneyCodeEntry) =>
        existing
          ? apiJson<ForwarderJourneyCode>(linkPath(existing, 'update'), { method: 'PUT', json: target })
          : apiJson<ForwarderJourneyCode>(PATH, { method: 'POST', json: { code, ...target } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyCodesQuery().queryKey }),
    },
    screen,
  );
}

export function useRemoveJourneyCode(screen?: ScreenReaction<Response, ForwarderJourneyCode>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (code: ForwarderJourneyCode) => apiFetch(linkPath(code, 'delete'), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyCodesQuery().queryKey }),
    },
    screen,
  );
}
