import { describe, expect, it } from 'vitest';
import { batchDeliveryDate } from './batch.ts';
import { type AnnounceCandidate, prefillAnnouncement } from './prefill.ts';

const today = '2026-11-23'; // a Monday
const defaults = { from: '08:00', until: '16:00', fridayFrom: '08:00', fridayUntil: '12:00' };
const draft = (overrides: Partial<AnnounceCandidate> = {}): AnnounceCandidate => ({
  shipmentNumber: '1000001',
  state: 'DRAFT',
  canAnnounce: true,
  senderCountry: 'DE',
  consigneeCountry: 'DE',
  shippingDate: '2026-11-24',
  deliveryDateWindow: { min: 1, max: 3 },
  deliveryDateIsOptional: false,
  ...overrides,
});
const prefill = (candidates: AnnounceCandidate[]) => prefillAnnouncement(candidates, { today, defaults });

describe('announce dialog prefill', () => {
  it('lists shipments without the announce link with their reason', () => {
    const result = prefill([
      draft({ shipmentNumber: '1', canAnnounce: false, state: 'DRAFT' }),
      draft({ shipmentNumber: '2', canAnnounce: false, state: 'FINALIZED' }),
      draft({ shipmentNumber: '3' }),
    ]);
    expect(result.notAnnounceable).toEqual([
      { shipmentNumber: '1', reason: 'WRONG_SHIPMENT_TYPE' },
      { shipmentNumber: '2', reason: 'ALREADY_FINALIZED' },
    ]);
    expect(result.announceable).toEqual(['3']);
  });

  it('says so when none can be announced', () => {
    expect(prefill([draft({ canAnnounce: false, state: 'CANCELLED' })]).notes).toContain(
      'announce.none-announceable',
    );
  });

  it('takes the common shipping date, or the next workday with a note when they differ', () => {
    expect(prefill([draft(), draft({ shipmentNumber: '2' })]).values.dateFrom).toBe('2026-11-24');
    const differing = prefill([draft(), draft({ shipmentNumber: '2', shippingDate: '2026-11-26' })]);
    expect(differing.values.dateFrom).toBe('2026-11-24');
    expect(differing.notes).toContain('announce.multiple-shipping-dates');
  });

  it('moves a shipping date in the past to the next valid day with a note', () => {
    const result = prefill([draft({ shippingDate: '2026-11-20' })]);
    expect(result.values.dateFrom).toBe(today);
    expect(result.notes).toContain('announce.shipping-date-moved');
  });

  it('skips holidays of the sender country for the next workday', () => {
    const result = prefillAnnouncement(
      [draft({ shippingDate: undefined }), draft({ shippingDate: undefined })],
      {
        today: '2026-12-23',
        defaults,
      },
    );
    expect(result.values.dateFrom).toBe('2026-12-28');
  });

  it('prefills equal times and notice, else the defaults, with Friday times on Fridays', () => {
    const equal = prefill([
      draft({ shippingTimeFrom: '07:00', shippingTimeUntil: '15:00', shippingNotice: 'Rampe 3' }),
      draft({
        shipmentNumber: '2',
        shippingTimeFrom: '07:00',
        shippingTimeUntil: '15:00',
        shippingNotice: 'Rampe 3',
      }),
    ]);
    expect(equal.values).toMatchObject({ timeFrom: '07:00', timeUntil: '15:00', notice: 'Rampe 3' });
    const mixed = prefill([draft({ shippingTimeFrom: '07:00' }), draft({ shipmentNumber: '2' })]);
    expect(mixed.values).toMatchObject({ timeFrom: '08:00', timeUntil: '16:00' });
    expect(mixed.values.notice).toBeUndefined();
    const friday = prefill([draft({ shippingDate: '2026-11-27' })]);
    expect(friday.values).toMatchObject({ timeFrom: '08:00', timeUntil: '12:00' });
  });

  it('prefills an equal delivery date, clearing one in the past', () => {
    expect(prefill([draft({ deliveryDate: '2026-11-26' })]).values.deliveryDate).toBe('2026-11-26');
    expect(prefill([draft({ deliveryDate: '2026-11-20' })]).values.deliveryDate).toBeUndefined();
  });

  it('hides the delivery date with a warning when the windows differ', () => {
    const result = prefill([draft(), draft({ shipmentNumber: '2', deliveryDateWindow: { min: 2, max: 5 } })]);
    expect(result.fields.deliveryDate).toBe('hidden');
    expect(result.notes).toContain('announce.delivery-windows-differ');
  });

  it('names the shipments the delivery date does not cover, by their window', () => {
    const result = prefill([
      draft(),
      draft({ shipmentNumber: '2', deliveryDateIsOptional: true }),
      draft({ shipmentNumber: '3', deliveryDateWindow: undefined, deliveryDateIsOptional: true }),
      draft({ shipmentNumber: '4', canAnnounce: false, state: 'FINALIZED', deliveryDateWindow: undefined }),
    ]);
    expect(result.uncovered).toEqual({ noWindow: ['3'], optionalWindow: ['2'] });
    expect(result.fields.deliveryDate).toBe('enabled');
    const none = prefill([draft({ deliveryDateWindow: undefined })]);
    expect(none.fields.deliveryDate).toBe('hidden');
    expect(none.uncovered).toEqual({ noWindow: ['1000001'], optionalWindow: [] });
    expect(prefill([draft()]).uncovered).toEqual({ noWindow: [], optionalWindow: [] });
  });

  it('with a fixed window sets the delivery date to the window start, disabled, without an end date', () => {
    const result = prefill([draft({ deliveryDateWindow: { min: 2, max: 2 } })]);
    expect(result.values.deliveryDate).toBe('2026-11-26');
    expect(result.fields).toEqual({ dateUntil: 'hidden', deliveryDate: 'disabled' });
    expect(prefill([draft()]).fields.dateUntil).toBe('shown');
  });

  it('hands the dialog the default times and the delivery window while the date is asked for', () => {
    const wish = prefill([draft({ deliveryDateWindow: { min: 2 } })]);
    expect(wish.timeDefaults).toEqual(defaults);
    expect(wish.deliveryWindow).toEqual({ min: 2, country: 'DE' });
    expect(prefill([draft({ consigneeCountry: 'CZ' })]).deliveryWindow).toEqual({
      min: 1,
      max: 3,
      country: 'CZ',
    });
    expect(prefill([draft({ deliveryDateIsOptional: true })]).deliveryWindow).toBeUndefined();
  });

  it("offers dates from the branch's today up to two months ahead", () => {
    expect(prefill([draft()]).minDate).toBe(today);
    expect(prefill([draft()]).maxDate).toBe('2027-01-23');
  });
});

describe('batch announcement delivery date', () => {
  it('takes the chosen delivery date for a mandatory window', () => {
    expect(
      batchDeliveryDate(draft({ deliveryDate: '2026-11-25' }), {
        dateFrom: '2026-11-26',
        deliveryDate: '2026-11-30',
      }),
    ).toBe('2026-11-30');
  });

  it('keeps the workday gap from the new shipping date, across weekends and holidays', () => {
    // Tuesday to Thursday is two workdays; from Friday 2026-11-27 that is Tuesday 2026-12-01.
    expect(
      batchDeliveryDate(draft({ shippingDate: '2026-11-24', deliveryDate: '2026-11-26' }), {
        dateFrom: '2026-11-27',
      }),
    ).toBe('2026-12-01');
    // Over Christmas in Germany the 24th to the 27th are days off: two workdays after the 23rd is the 29th.
    expect(
      batchDeliveryDate(draft({ shippingDate: '2026-11-24', deliveryDate: '2026-11-26' }), {
        dateFrom: '2026-12-23',
      }),
    ).toBe('2026-12-29');
  });

  it('leaves shipments without a mandatory window as they are', () => {
    expect(
      batchDeliveryDate(draft({ deliveryDateIsOptional: true, deliveryDate: '2026-11-25' }), {
        dateFrom: '2026-11-30',
      }),
    ).toBeUndefined();
  });
});
