import { describe, expect, it } from 'vitest';
import {
  type PickUpOrderInput,
  pickUpOrderDateErrors,
  pickUpOrderMaxDate,
  pickUpOrderRequestSchema,
  pickUpOrderSchema,
  pickUpOrderSchemaFor,
} from './pick-up-order.ts';

const TODAY = '2026-11-23';

function order(overrides: Partial<PickUpOrderInput> = {}): PickUpOrderInput {
  return {
    type: 'QUERTRANSPORT',
    partnerName: 'Partner Spedice s.r.o.',
    partnerEmail: 'dispo@partner.example',
    locationContactName: 'Anna Müller',
    locationEmail: 'anna@portal.example',
    sender: { name: 'Lager Praha s.r.o.', city: 'Praha', country: 'CZ' },
    consignee: { name: 'Bauer Werkzeuge KG' },
    shippingDate: '2026-11-24',
    shippingTimeFrom: '08:00',
    shippingTimeUntil: '16:45',
    deliveryDate: '2026-11-26',
    ...overrides,
  };
}

/** The field errors of a parse: path and message key. */
function errorsOf(input: unknown, schema = pickUpOrderSchemaFor(TODAY)) {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message }));
}

describe('the pick-up order contract', () => {
  it('accepts a complete order and fills the customs and clearing defaults', () => {
    const parsed = pickUpOrderSchemaFor(TODAY).parse(order());
    expect(parsed.customs).toEqual({
      documents: 'NOT_NECESSARY',
      aeex1: false,
      eur1: false,
      tpaper: false,
      commercialInvoice: false,
    });
    expect(parsed.clearing.locationOkay).toBe(false);
  });

  it('requires partner name and e-mail, the contact, and the names of consignor and consignee', () => {
    const { partnerName: _name, partnerEmail: _email, ...rest } = order();
    expect(
      errorsOf({
        ...rest,
        locationContactName: ' ',
        locationEmail: '',
        sender: { name: '' },
        consignee: {},
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'partnerName', key: 'field.required' },
        { field: 'partnerEmail', key: 'field.required' },
        { field: 'locationContactName', key: 'field.required' },
        { field: 'locationEmail', key: 'field.required' },
        { field: 'sender.name', key: 'field.required' },
        { field: 'consignee.name', key: 'field.required' },
      ]),
    );
  });

  it('checks the e-mail addresses', () => {
    expect(
      errorsOf(order({ partnerEmail: 'dispo@', partnerCCEmail: 'copy', locationEmail: 'x@y.example' })),
    ).toEqual([
      { field: 'partnerEmail', key: 'validation.email' },
      { field: 'partnerCCEmail', key: 'validation.email' },
    ]);
    expect(errorsOf(order({ partnerCCEmail: '' }))).toEqual([]);
  });

  it('takes times on the quarter hour of a 24-hour day only', () => {
    expect(
      errorsOf(order({ shippingTimeFrom: '08:10', shippingTimeUntil: '24:00', deliveryTimeFrom: '7:30' })),
    ).toEqual([
      { field: 'shippingTimeFrom', key: 'validation.quarterHour' },
      { field: 'shippingTimeUntil', key: 'validation.time' },
      { field: 'deliveryTimeFrom', key: 'validation.time' },
    ]);
    expect(errorsOf(order({ deliveryTimeFrom: '23:45', deliveryTimeUntil: '00:00' }))).toEqual([]);
  });

  it('keeps the dates between today and two months ahead, delivery not before shipping', () => {
    expect(pickUpOrderMaxDate(TODAY)).toBe('2027-01-23');
    expect(errorsOf(order({ shippingDate: '2026-11-22', deliveryDate: '2027-01-24' }))).toEqual([
      { field: 'shippingDate', key: 'shipment.shippingDate.past' },
      { field: 'deliveryDate', key: 'shipment.shippingDate.tooFar' },
    ]);
    expect(errorsOf(order({ shippingDate: TODAY, deliveryDate: '2027-01-23' }))).toEqual([]);
    expect(errorsOf(order({ shippingDate: '2026-11-25', deliveryDate: '2026-11-24' }))).toEqual([
      { field: 'deliveryDate', key: 'pickUpOrder.deliveryDate.beforeShipping' },
    ]);
    expect(pickUpOrderDateErrors({ shippingDate: '2026-12-31' }, '2026-12-31')).toEqual([]);
    expect(pickUpOrderDateErrors({ deliveryDate: '2027-03-01' }, '2026-12-31')).toEqual([
      { field: 'deliveryDate', defaultMessage: 'shipment.shippingDate.tooFar' },
    ]);
  });

  it('leaves the date horizon out of the schema that holds whatever the day', () => {
    expect(
      errorsOf(order({ shippingDate: '2020-01-02', deliveryDate: '2020-01-03' }), pickUpOrderSchema),
    ).toEqual([]);
  });

  it('needs the clearing branch when clearing by a branch is agreed, also next to other errors', () => {
    expect(errorsOf(order({ partnerName: '', clearing: { locationOkay: true, location: ' ' } }))).toEqual([
      { field: 'partnerName', key: 'field.required' },
      { field: 'clearing.location', key: 'field.required' },
    ]);
    expect(errorsOf(order({ clearing: { locationOkay: true, location: 'PRG' } }))).toEqual([]);
    expect(errorsOf(order({ clearing: { locationOkay: false } }))).toEqual([]);
  });

  it('checks customs documents and the insured value', () => {
    expect(
      errorsOf(
        order({
          customs: { documents: 'LATER' as 'CLAIM', insuranceValue: { value: 10.123, currency: 'EUR' } },
        }),
      ).map((error) => error.field),
    ).toEqual(['customs.documents', 'customs.insuranceValue.value']);
  });

  it('takes the shipment along in the request body, and the order as the contract says', () => {
    const parsed = pickUpOrderRequestSchema.parse({ shipment: { shipmentNumber: '1' }, order: order() });
    expect(parsed.order.partnerName).toBe('Partner Spedice s.r.o.');
    expect(pickUpOrderRequestSchema.safeParse({ order: { ...order(), type: 'OTHER' } }).success).toBe(false);
  });
});
