import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSftpKey,
  SftpAccounts,
  SftpKey,
  SftpKeyInput,
  SftpKeys,
  SftpNewPassword,
} from '../../../contracts/sftp-account.ts';
import { apiFetch, apiJson } from './client.ts';
import { fetchCollectionPage } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/** The SFTP accounts of the signed-in user's customers (those with SFTP enabled). */
export const sftpAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.one('sftpAccounts'),
    queryFn: () => apiJson<SftpAccounts>('/api/sftp-accounts'),
  });

/** Generates a new SFTP password of one account; the answer is the only place it is shown. */
export function useRenewSftpPassword(screen: ScreenReaction<SftpNewPassword, string> = {}) {
  const queryClient = useQueryClient();
  return useApiMutation<SftpNewPassword, string>(
    {
      mutationFn: (customerId) =>
        apiJson<SftpNewPassword>(`/api/sftp-accounts/${encodeURIComponent(customerId)}/password`, {
          method: 'POST',
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settings.one('sftpAccounts') }),
    },
    screen,
  );
}

/**
 * Whose SSH keys a screen keeps (docs/decisions/0223): an account of the user's own customers (the
 * settings), or a customer's account in the customer administration.
 */
export interface SftpKeysScope {
  kind: 'own' | 'admin';
  customerId: string;
}

function keysPath({ kind, customerId }: SftpKeysScope): string {
  const id = encodeURIComponent(customerId);
  return kind === 'own' ? `/api/sftp-accounts/${id}/keys` : `/api/admin/customers/${id}/sftpKeys`;
}

const keysQueryKey = ({ kind, customerId }: SftpKeysScope) =>
  kind === 'own' ? queryKeys.settings.sftpKeys(customerId) : queryKeys.adminCustomers.sftpKeys(customerId);

/** The keys of the account, oldest first. */
export const sftpKeysQuery = (scope: SftpKeysScope) =>
  queryOptions({
    queryKey: keysQueryKey(scope),
    queryFn: async (): Promise<SftpKey[]> =>
      scope.kind === 'own'
        ? (await apiJson<SftpKeys>(keysPath(scope))).keys
        : (await fetchCollectionPage<AdminSftpKey>(keysPath(scope), 'sftpKeys', 0)).items,
  });

/** Adds a pasted public key to the account; a refused one answers with field errors. */
export function useAddSftpKey(scope: SftpKeysScope, screen?: ScreenReaction<SftpKey, SftpKeyInput>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (input: SftpKeyInput) => apiJson<SftpKey>(keysPath(scope), { method: 'POST', json: input }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keysQueryKey(scope) }),
    },
    screen,
  );
}

/** Removes a key: programs that sign in with it are refused from then on. */
export function useRemoveSftpKey(scope: SftpKeysScope, screen?: ScreenReaction<Response, SftpKey>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (key: SftpKey) =>
        apiFetch(`${keysPath(scope)}/${encodeURIComponent(key.id)}`, { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keysQueryKey(scope) }),
    },
    screen,
  );
}
