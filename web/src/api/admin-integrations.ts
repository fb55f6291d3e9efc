import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  ApiClient,
  ApiClientCreated,
  ApiClientInput,
  WebhookDelivery,
  WebhookSubscription,
  WebhookSubscriptionCreated,
  WebhookSubscriptionInput,
} from '../../../contracts/integrations.ts';
import { apiFetch, apiJson } from './client.ts';
import { fetchCollectionPage, linkPath } from './hal.ts';
import { type ScreenReaction, useApiMutation } from './mutations.ts';
import { queryKeys } from './query-keys.ts';

const customerPath = (customerId: string) => `/api/admin/customers/${encodeURIComponent(customerId)}`;

export const apiClientsQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.apiClients(customerId),
    queryFn: () => fetchCollectionPage<ApiClient>(`${customerPath(customerId)}/apiClients`, 'apiClients', 0),
  });

export const webhooksQuery = (customerId: string) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.webhooks(customerId),
    queryFn: () =>
      fetchCollectionPage<WebhookSubscription>(`${customerPath(customerId)}/webhooks`, 'webhooks', 0),
  });

/** The newest deliveries of a webhook; refreshed every few seconds while retries are pending. */
export const webhookDeliveriesQuery = (customerId: string, webhook: WebhookSubscription) =>
  queryOptions({
    queryKey: queryKeys.adminCustomers.webhookDeliveries(customerId, webhook.id),
    queryFn: () =>
      fetchCollectionPage<WebhookDelivery>(`${linkPath(webhook, 'deliveries')}?size=50`, 'deliveries', 0),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (delivery) => delivery.status === 'QUEUED' || delivery.status === 'RETRYING',
      )
        ? 3000
        : false,
  });

export function useCreateApiClient(
  customerId: string,
  screen?: ScreenReaction<ApiClientCreated, ApiClientInput>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (input: ApiClientInput) =>
        apiJson<ApiClientCreated>(`${customerPath(customerId)}/apiClients`, { method: 'POST', json: input }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.apiClients(customerId) }),
    },
    screen,
  );
}

export function useRevokeApiClient(customerId: string, screen?: ScreenReaction<Response, ApiClient>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (client: ApiClient) => apiFetch(linkPath(client, 'revoke'), { method: 'DELETE' }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.apiClients(customerId) }),
    },
    screen,
  );
}

export function useCreateWebhook(
  customerId: string,
  screen?: ScreenReaction<WebhookSubscriptionCreated, WebhookSubscriptionInput>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (input: WebhookSubscriptionInput) =>
        apiJson<WebhookSubscriptionCreated>(`${customerPath(customerId)}/webhooks`, {
          method: 'POST',
          json: input,
        }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.webhooks(customerId) }),
    },
    screen,
  );
}

export function useDeleteWebhook(customerId: string, screen?: ScreenReaction<Response, WebhookSubscription>) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (webhook: WebhookSubscription) =>
        apiFetch(linkPath(webhook, 'delete'), { method: 'DELETE' }),
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: queryKeys.adminCustomers.webhooks(customerId) }),
    },
    screen,
  );
}

export function useRedeliverWebhook(
  customerId: string,
  webhookId: string,
  screen?: ScreenReaction<WebhookDelivery, WebhookDelivery>,
) {
  const queryClient = useQueryClient();
  return useApiMutation(
    {
      mutationFn: (delivery: WebhookDelivery) =>
        apiJson<WebhookDelivery>(linkPath(delivery, 'redeliver'), { method: 'POST' }),
      onSuccess: () =>
        queryClient.invalidateQueries({
          queryKey: queryKeys.adminCustomers.webhookDeliveries(customerId, webhookId),
        }),
    },
    screen,
  );
}
