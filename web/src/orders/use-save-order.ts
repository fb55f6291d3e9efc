import { useRef, useState } from 'react';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { ApiError } from '../api/client.ts';
import { createShipment, putShipment } from '../api/shipment-commands.ts';
import { publishError } from '../errors/backend-errors.ts';
import { fieldErrorsByPath } from '../forms/field-error.ts';
import { type OrderValues, payloadOf } from './order-values.ts';

/** What saving needs of the order form. */
interface OrderFormHandle {
  getValues(): OrderValues;
  resetDirty(): void;
  setErrors(errors: Record<string, string>): void;
}

/** The spinner shows at least this long, so a fast save is still seen (spec section 9). */
const MIN_SPINNER_MS = 1000;

/**
 * Saves the order, one save at a time: a new one is POSTed, a saved one PUT on its self link.
 * Server field errors land on the form's fields and go to the 'Fehler!' dialog.
 */
export function useSaveOrder(form: OrderFormHandle, saved?: Shipment) {
  const [saving, setSaving] = useState(false);
  const running = useRef(false);
  const save = async (): Promise<Shipment | null> => {
    if (running.current) return null;
    running.current = true;
    setSaving(true);
    try {
      const payload = { ...payloadOf(form.getValues()), ...(saved ? { version: saved.version } : {}) };
      const [shipment] = await Promise.all([
        saved ? putShipment(saved, payload) : createShipment(payload),
        new Promise((resolve) => setTimeout(resolve, MIN_SPINNER_MS)),
      ]);
      form.resetDirty();
      return shipment;
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(fieldErrorsByPath(error.problem.errors ?? []));
      publishError(error);
      return null;
    } finally {
      running.current = false;
      setSaving(false);
    }
  };
  return { save, saving };
}
