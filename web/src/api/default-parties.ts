import { queryOptions } from '@tanstack/react-query';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { queryKeys } from './query-keys.ts';

/** The defaults change rarely; a form may keep them while it is open. */
const DEFAULT_PARTY_STALE_MS = 5 * 60_000;

/**
 * The user's default sender or consignee address (spec 000 section 7); null when there is none
 * (404). A module of its own, small enough for the entry chunk: the route of a new order asks for
 * them before its own JavaScript is there (docs/decisions/0207).
 */
export const defaultPartyAddressQuery = (role: 'sender' | 'consignee') =>
  queryOptions({
    queryKey: [...queryKeys.addresses.all, 'default', role] as const,
    queryFn: () =>
      nullIfNotFound(
        apiJson<Address>(`/api/addresses/${role === 'sender' ? 'defaultSender' : 'defaultConsignee'}`),
      ),
    staleTime: DEFAULT_PARTY_STALE_MS,
  });
