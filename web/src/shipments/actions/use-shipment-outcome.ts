import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notifySaved } from '../../errors/notify.ts';

/**
 * After a save the user reads what became of the shipment (announced, commissioned, cancelled or
 * saved, spec section 4) and every list showing it is fetched afresh.
 */
export function useShipmentOutcome() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (shipments: Shipment[]) => {
    const numbers = shipments.map((shipment) => shipment.shipmentNumber).join(', ');
    const state = shipments[0]?.state;
    const key =
      state === 'ANNOUNCED' || state === 'CREATE_ANNOUNCEMENT'
        ? 'actions.announced'
        : state === 'FINALIZED'
          ? 'actions.finalized'
          : state === 'CANCELLED'
            ? 'actions.cancelled'
            : 'actions.saved';
    notifySaved(t(key, { numbers }));
    return queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all });
  };
}
