import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useRef } from 'react';
import type { DaysOff } from '../api/holidays.ts';
import { localToday } from '../api/holidays.ts';
import { personalSettingsQuery } from '../api/settings.ts';
import {
  defaultShippingDate,
  defaultShippingTerms,
  defaultShippingTimes,
  settingText,
  shippingTimesForNewDate,
} from './order-defaults.ts';
import { useOrderFormContext } from './order-form.ts';

/**
 * What the user's personal settings put into an order (spec section 4 and 9): a new order's
 * shipping date (today plus the offset, in workdays) and times (Friday values on Fridays), the
 * times following a new shipping date while they are still the defaults, and the shipping terms
 * whenever the order holds none the route offers.
 */
export function useOrderDefaults(
  senderCountry: string,
  daysOff: DaysOff,
  termOptions: readonly string[] | undefined,
  international: boolean,
) {
  const form = useOrderFormContext();
  const settings = useQuery({ ...personalSettingsQuery(), staleTime: 60_000 });
  const values = form.getValues();
  const list = settings.data;

  // A new order (no shipping date or times yet) starts from the settings, once they and the
  // sender country's holidays are known. An order being edited always has a shipping date.
  const started = useRef(Boolean(values.shippingDate));
  useEffect(() => {
    if (started.current || !list || !daysOff.ready) return;
    started.current = true;
    const current = form.getValues();
    if (current.shippingDate || current.shippingTimeFrom || current.shippingTimeUntil) return;
    const shippingDate = defaultShippingDate(list, localToday(), senderCountry, daysOff);
    const times = defaultShippingTimes(list, shippingDate);
    const currency = settingText(list, 'CURRENCY_DEFAULT');
    // As a transition, which typing interrupts (docs/decisions/0157).
    startTransition(() => {
      form.setFieldValue('shippingDate', shippingDate);
      if (times.shippingTimeFrom) form.setFieldValue('shippingTimeFrom', times.shippingTimeFrom);
      if (times.shippingTimeUntil) form.setFieldValue('shippingTimeUntil', times.shippingTimeUntil);
      if (currency) {
        form.setFieldValue('collectOnDelivery.currency', currency);
        form.setFieldValue('insuranceValue.currency', currency);
      }
    });
  }, [list, daysOff, senderCountry, form]);

  // Picking a Friday moves untouched default times to the Friday values, and back.
  const shippingDate = values.shippingDate ?? '';
  const lastDate = useRef(shippingDate);
  useEffect(() => {
    const previous = lastDate.current;
    lastDate.current = shippingDate;
    if (!list || !previous || !shippingDate || previous === shippingDate) return;
    const current = form.getValues();
    const times = shippingTimesForNewDate(list, previous, shippingDate, {
      shippingTimeFrom: current.shippingTimeFrom ?? '',
      shippingTimeUntil: current.shippingTimeUntil ?? '',
    });
    if (times.shippingTimeFrom !== (current.shippingTimeFrom ?? '')) {
      form.setFieldValue('shippingTimeFrom', times.shippingTimeFrom);
    }
    if (times.shippingTimeUntil !== (current.shippingTimeUntil ?? '')) {
      form.setFieldValue('shippingTimeUntil', times.shippingTimeUntil);
    }
  }, [shippingDate, list, form]);

  // Shipping terms the route does not offer (none yet, or national turned international) give way
  // to the default.
  const term = values.shippingTerms?.identifier ?? '';
  const consigneeHasProviderId = Boolean(values.consignee.emonsCustomerId);
  useEffect(() => {
    if (!termOptions || termOptions.length === 0 || termOptions.includes(term)) return;
    const next = defaultShippingTerms(termOptions, international, consigneeHasProviderId, list ?? []);
    if (next && next !== term) form.setFieldValue('shippingTerms.identifier', next);
  }, [termOptions, term, international, consigneeHasProviderId, list, form]);
}
