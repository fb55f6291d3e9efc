import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderRules } from '../../../contracts/shipment/order-rules.ts';
import { defaultOrderRules } from '../../../contracts/shipment/order-rules-values.ts';
import { orderRulesQuery } from '../api/order-rules.ts';
import { personalSettingsQuery } from '../api/settings.ts';
import { withPersonalRequiredFields } from './cargo-rules.ts';

/**
 * The rules the order's customer adds (required fields, optional dimensions, mandatory cbm and
 * loading length, extra pallet exchange countries) and the fields the user requires for
 * themselves (personal REQUIRED_FIELDS). Until they are loaded, the spec's defaults apply.
 */
export function useOrderRules(customerId?: string): OrderRules {
  const customer = useQuery(orderRulesQuery(customerId));
  // Users without the User role have no personal settings (403): then none are added.
  const personal = useQuery({ ...personalSettingsQuery(), staleTime: 60_000 });
  const requiredSetting = personal.data?.find((setting) => setting.name === 'REQUIRED_FIELDS')?.value;
  return useMemo(
    () => withPersonalRequiredFields(customer.data ?? defaultOrderRules(customerId), requiredSetting),
    [customer.data, customerId, requiredSetting],
  );
}
