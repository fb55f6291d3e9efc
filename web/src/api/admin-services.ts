import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { SftpStatus } from '../../../contracts/sftp.ts';
import { apiJson } from './client.ts';
import { linkPath } from './hal.ts';
import { useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

export const SFTP_STATUS_PATH = '/api/admin/services/sftp/status';

/**
 * The SFTP processing switch. A failed query is logged and answers null: the status is unknown
 * then (spec 001 section 8), and the screen says so instead of showing an error.
 */
export const sftpStatusQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminServices.sftp(),
    queryFn: async (): Promise<SftpStatus | null> => {
      try {
        return await apiJson<SftpStatus>(SFTP_STATUS_PATH);
      } catch (error) {
        console.warn('SFTP status query failed', error);
        return null;
      }
    },
    retry: false,
  });

/** Starts (true) or stops (false) the SFTP processing on the status's modify link; the answer is the new status. */
export function useSwitchSftp(status: SftpStatus | null | undefined) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (enabled: boolean) =>
      apiJson<SftpStatus>(linkPath(status ?? undefined, 'modify'), { method: 'PUT', json: { enabled } }),
    onSuccess: (saved) => queryClient.setQueryData(sftpStatusQuery().queryKey, saved),
  });
}
