import { useState } from 'react';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { OrderForm } from '../orders/OrderForm.tsx';
import { orderValuesOf } from '../orders/order-schema.ts';
import { useShipmentOutcome } from './actions/use-shipment-outcome.ts';

interface Props {
  shipment: Shipment;
  /** Leaves edit mode: after an abort, or once the saved shipment is in the list. */
  onClose: () => void;
}

/**
 * Edit mode of an expanded row (spec section 4): the order form starts from a backup of the
 * shipment taken on entry and checks it at once; abort drops the edits and the row shows the backup
 * again; save PUTs the self link with the version read, and the list is fetched afresh.
 */
export function ShipmentEditor({ shipment, onClose }: Props) {
  const [backup] = useState(() => orderValuesOf(shipment));
  const outcome = useShipmentOutcome();
  return (
    <OrderForm
      shipment={shipment}
      initialValues={backup}
      validateOnStart
      onAbort={onClose}
      onSaved={async (saved) => {
        await outcome([saved]);
        onClose();
      }}
    />
  );
}
