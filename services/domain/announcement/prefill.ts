import { addMonths, addWorkdays, type IsoDate, isWeekend, workdayOnOrAfter } from '../rules/calendar.ts';
import type { DeliveryDateWindow } from '../rules/reference.ts';

export type NotAnnounceableReason = 'ALREADY_FINALIZED' | 'WRONG_SHIPMENT_TYPE';

/** What the dialog needs to know of each selected shipment. */
export interface AnnounceCandidate {
  shipmentNumber: string;
  state: string;
  /** The shipment offers the announce link (state, type and permissions allow it). */
  canAnnounce: boolean;
  senderCountry: string;
  consigneeCountry: string;
  shippingDate?: IsoDate;
  shippingTimeFrom?: string;
  shippingTimeUntil?: string;
  shippingNotice?: string;
  deliveryDate?: IsoDate;
  /** The product's delivery window; absent when the product has none. */
  deliveryDateWindow?: DeliveryDateWindow;
  deliveryDateIsOptional: boolean;
}

/** The user's default shipping times (personal settings), with the Friday variants. */
export interface ShippingTimeDefaults {
  from: string;
  until: string;
  fridayFrom: string;
  fridayUntil: string;
}

export type AnnounceNote =
  | 'announce.multiple-shipping-dates'
  | 'announce.shipping-date-moved'
  | 'announce.delivery-windows-differ'
  | 'announce.fixed-delivery-window'
  | 'announce.none-announceable';

export interface AnnouncePrefill {
  notAnnounceable: { shipmentNumber: string; reason: NotAnnounceableReason }[];
  announceable: string[];
  values: {
    dateFrom: IsoDate;
    dateUntil?: IsoDate;
    timeFrom: string;
    timeUntil: string;
    notice?: string;
    deliveryDate?: IsoDate;
  };
  fields: {
    /** The shipping end date is offered unless a fixed delivery window applies. */
    dateUntil: 'shown' | 'hidden';
    deliveryDate: 'enabled' | 'disabled' | 'hidden';
  };
  notes: AnnounceNote[];
  /**
   * Announceable shipments the dialog's delivery date does not cover (spec section 4): those whose
   * product has no delivery window, and those whose product's delivery date is optional.
   */
  uncovered: { noWindow: string[]; optionalWindow: string[] };
  /** Earliest shipping date the pickers offer: today at the branch, as the announcement is checked. */
  minDate: IsoDate;
  /** Latest date the pickers offer: two months ahead. */
  maxDate: IsoDate;
  /** The user's default times, for a shipping date moved to or from a Friday. */
  timeDefaults: ShippingTimeDefaults;
  /** The window the delivery date lies in, while its field is shown. */
  deliveryWindow?: { min: number; max?: number; country: string };
}

/** Reason a shipment without the announce link cannot be announced (spec section 4). */
export function notAnnounceableReason(state: string): NotAnnounceableReason {
  return state === 'DRAFT' || state === 'ANNOUNCED' ? 'WRONG_SHIPMENT_TYPE' : 'ALREADY_FINALIZED';
}

const common = <T>(values: (T | undefined)[]): T | undefined => {
  const first = values[0];
  return values.every((value) => value === first) ? first : undefined;
};

const isFriday = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5;

const sameWindow = (a?: DeliveryDateWindow, b?: DeliveryDateWindow) => a?.min === b?.min && a?.max === b?.max;

const hasMandatoryWindow = (candidate: AnnounceCandidate) =>
  candidate.deliveryDateWindow !== undefined && !candidate.deliveryDateIsOptional;

/**
 * Prefills the announce dialog for a selection (spec section 4, "Announce dialog prefill"): the
 * common shipping date or the next workday, past dates moved forward, times and notice when equal,
 * Friday times on Fridays, and the delivery date by the products' windows.
 */
export function prefillAnnouncement(
  candidates: AnnounceCandidate[],
  context: { today: IsoDate; defaults: ShippingTimeDefaults },
): AnnouncePrefill {
  const notes: AnnounceNote[] = [];
  const notAnnounceable = candidates
    .filter((candidate) => !candidate.canAnnounce)
    .map((candidate) => ({
      shipmentNumber: candidate.shipmentNumber,
      reason: notAnnounceableReason(candidate.state),
    }));
  const selected = candidates.filter((candidate) => candidate.canAnnounce);
  if (selected.length === 0) notes.push('announce.none-announceable');
  const senderCountry = selected[0]?.senderCountry ?? candidates[0]?.senderCountry ?? 'DE';
  const nextWorkday = addWorkdays(context.today, 1, senderCountry);

  let dateFrom = common(selected.map((candidate) => candidate.shippingDate));
  if (dateFrom === undefined) {
    dateFrom = nextWorkday;
    if (selected.length > 1) notes.push('announce.multiple-shipping-dates');
  } else if (dateFrom < context.today) {
    dateFrom = workdayOnOrAfter(context.today, senderCountry);
    notes.push('announce.shipping-date-moved');
  }

  const friday = isFriday(dateFrom);
  const timeFrom =
    common(selected.map((c) => c.shippingTimeFrom)) ??
    (friday ? context.defaults.fridayFrom : context.defaults.from);
  const timeUntil =
    common(selected.map((c) => c.shippingTimeUntil)) ??
    (friday ? context.defaults.fridayUntil : context.defaults.until);
  const notice = common(selected.map((candidate) => candidate.shippingNotice));

  const windowed = selected.filter(hasMandatoryWindow);
  const uncovered = {
    noWindow: selected.filter((c) => c.deliveryDateWindow === undefined).map((c) => c.shipmentNumber),
    optionalWindow: selected
      .filter((c) => c.deliveryDateWindow !== undefined && c.deliveryDateIsOptional)
      .map((c) => c.shipmentNumber),
  };
  const windowsDiffer = windowed.some(
    (candidate) => !sameWindow(candidate.deliveryDateWindow, windowed[0]?.deliveryDateWindow),
  );

  let deliveryDate: IsoDate | undefined;
  let deliveryField: AnnouncePrefill['fields']['deliveryDate'] = 'enabled';
  let dateUntilField: AnnouncePrefill['fields']['dateUntil'] = 'shown';
  const window = windowed[0]?.deliveryDateWindow;
  if (windowed.length === 0) {
    deliveryField = 'hidden';
  } else if (windowsDiffer) {
    notes.push('announce.delivery-windows-differ');
    deliveryField = 'hidden';
  } else if (window && window.max !== undefined && window.min === window.max) {
    deliveryDate = addWorkdays(dateFrom, window.min, windowed[0]?.consigneeCountry ?? senderCountry);
    deliveryField = 'disabled';
    dateUntilField = 'hidden';
    notes.push('announce.fixed-delivery-window');
  } else {
    const shared = common(windowed.map((candidate) => candidate.deliveryDate));
    deliveryDate = shared !== undefined && shared >= context.today ? shared : undefined;
  }

  return {
    notAnnounceable,
    announceable: selected.map((candidate) => candidate.shipmentNumber),
    values: {
      dateFrom,
      timeFrom,
      timeUntil,
      ...(notice !== undefined ? { notice } : {}),
      ...(deliveryDate !== undefined ? { deliveryDate } : {}),
    },
    fields: { dateUntil: dateUntilField, deliveryDate: deliveryField },
    notes,
    uncovered,
    minDate: context.today,
    maxDate: addMonths(context.today, 2),
    timeDefaults: context.defaults,
    ...(deliveryField !== 'hidden' && window
      ? {
          deliveryWindow: {
            min: window.min,
            ...(typeof window.max === 'number' ? { max: window.max } : {}),
            country: windowed[0]?.consigneeCountry ?? senderCountry,
          },
        }
      : {}),
  };
}

/** Weekends are never offered as shipping dates; exported for the date pickers' rules. */
export { isWeekend };
