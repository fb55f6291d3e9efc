import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  CodeMapping,
  CodeMappingInput,
  CodeMappings,
} from '../../../contracts/masterdata/code-mappings.ts';
import type { AdminCustomer } from '../../../contracts/masterdata/customers.ts';
import { apiFetch, apiJson } from './client.ts';
import { linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

/** A customer's code mappings and the defaults that ship with the portal (docs/decisions/0229). */
export const codeMappingsQuery = (customer: AdminCustomer) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.codeMappings(customer.customerId),
    queryFn: () => apiJson<CodeMappings>(linkPath(customer, 'codeMappings')),
  });

/** Adds or replaces one mapping; the list is fetched afresh. */
export function useSaveCodeMapping(
  customer: AdminCustomer,
  screen?: ScreenReaction<CodeMapping, Omit<CodeMappingInput, 'note'> & { note?: string | null }>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (mapping) =>
        apiJson<CodeMapping>(linkPath(customer, 'codeMappings'), { method: 'POST', json: mapping }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: codeMappingsQuery(customer).queryKey }),
    },
    screen,
  );
}

export function useRemoveCodeMapping(
  customer: AdminCustomer,
  screen?: ScreenReaction<Response, CodeMapping>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (mapping: CodeMapping) => apiFetch(linkPath(mapping, 'delete'), { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: codeMappingsQuery(customer).queryKey }),
    },
    screen,
  );
}

/** Replaces the customer's mappings with those of a CSV file (the export's columns). */
export function useImportCodeMappings(
  customer: AdminCustomer,
  screen?: ScreenReaction<{ imported: number }, File>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: async (file: File) => {
        const body = new FormData();
        body.append('file', file, file.name);
        const response = await apiFetch(linkPath(customer, 'codeMappings'), { method: 'PUT', body });
        return (await response.json()) as { imported: number };
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: codeMappingsQuery(customer).queryKey }),
    },
    screen,
  );
}
