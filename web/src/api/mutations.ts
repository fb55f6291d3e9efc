import { useMutation } from '@tanstack/react-query';

/** What the screen that starts a mutation does with its outcome: a notification, closing a dialog, field errors. */
export interface ScreenReaction<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  /** Given, the screen shows the failure itself and it does not go to the global error dialog. */
  onError?: (error: Error, variables: TVariables) => unknown;
}

/** What an API module's mutation hook brings: the request, and the queries it updates or invalidates. */
interface ApiMutation<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

/**
 * The mutation hooks of the API modules are built on this: the screen's reaction runs first, then
 * the module's cache work. Both run with the mutation itself, not as callbacks of `mutate()`, so a
 * notification is not lost when the refreshed list unmounts the dialog that started it.
 */
export function useApiMutation<TData, TVariables = void>(
  api: ApiMutation<TData, TVariables>,
  screen: ScreenReaction<TData, TVariables> = {},
) {
  return useMutation<TData, Error, TVariables>({
    mutationFn: api.mutationFn,
    ...(screen.onError ? { meta: { reportErrors: false } } : {}),
    onSuccess: async (data, variables) => {
      await screen.onSuccess?.(data, variables);
      await api.onSuccess?.(data, variables);
    },
    onError: async (error, variables) => {
      await screen.onError?.(error, variables);
      await api.onError?.(error, variables);
    },
  });
}
