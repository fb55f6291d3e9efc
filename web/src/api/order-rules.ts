import { queryOptions } from '@tanstack/react-query';
import type { OrderRules } from '../../../contracts/shipment/order-rules.ts';
import { apiJson } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * What the settings of the order's customer add to its rules (GET /api/customer-data/orderRules);
 * without a customer id, those of the user's first customer, for whom a new order is saved.
 */
export const orderRulesQuery = (customerId?: string) =>
  queryOptions({
    queryKey: queryKeys.account.orderRules(customerId ?? null),
    queryFn: async (): Promise<OrderRules> => {
      const query = customerId ? `?customerId=${encodeURIComponent(customerId)}` : '';
      // The schema library loads beside the request, not with the order form (docs/decisions/0143).
      const [{ orderRulesSchema }, rules] = await Promise.all([
        import('../../../contracts/shipment/order-rules.ts'),
        apiJson<unknown>(`/api/customer-data/orderRules${query}`),
      ]);
      return orderRulesSchema.parse(rules);
    },
    staleTime: 5 * 60_000,
  });
