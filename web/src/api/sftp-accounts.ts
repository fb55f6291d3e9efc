import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SftpAccounts, SftpNewPassword } from '../../../contracts/sftp-account.ts';
import { apiJson } from './client.ts';
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
