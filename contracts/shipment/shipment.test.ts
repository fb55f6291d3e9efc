import { describe, expect, it } from 'vitest';
import {
  announceDialogResultSchema,
  cargoItemSchema,
  hazmatEntrySchema,
  inquiryPayloadSchema,
  labelRequestSchema,
  loadingListRequestSchema,
  partySchema,
  shipmentPayloadSchema,
  shipmentSchema,
} from './index.ts';

const party = { name: 'Bauer Werkzeuge KG', street: 'Marienplatz 8', zipCode: '80331', city: 'München' };
const payload = {
  sender: { ...party, name: 'Müller Maschinenbau GmbH' },
  consignee: party,
  shippingDate: '2026-11-24',
  shippingTerms: { identifier: '04' },
  product: { identifier: 'P01' },
  cargoList: { items: [{ packingCode: 'EP', goods: 'Teile', weight: 10 }] },
};

describe('shipment contracts', () => {
  it('fills the spec defaults: country DE, colliQty 1, hazmat quantity 1 in kg, no notes', () => {
    expect(partySchema.parse(party).country).toBe('DE');
    expect(cargoItemSchema.parse({ packingCode: 'EP', goods: 'Teile', weight: 10 })).toMatchObject({
      colliQty: 1,
      dangerousGoods: false,
      hazmats: [],
    });
    expect(
      hazmatEntrySchema.parse({ unNumber: '1203', packagingCode: 'JC', packagingGroup: 'II', weight: 5 }),
    ).toMatchObject({
      quantity: 1,
      massUnit: 'kg',
    });
    expect(shipmentPayloadSchema.parse(payload).deliveryNotes).toEqual([]);
  });

  it('accepts the read representation back as a payload and ignores its read-only fields', () => {
    const read = shipmentSchema.parse({
      ...payload,
      shipmentNumber: '4711',
      emonsCustomerId: '100001',
      state: 'DRAFT',
      type: 'DISTRIBUTION',
      isOpen: true,
      shippingTermsIdentifier: '04',
      version: 3,
      _links: { self: { href: '/api/shipments/4711' }, modify: { href: '/api/shipments/4711' } },
    });
    const echoed = shipmentPayloadSchema.parse(read);
    expect(echoed).not.toHaveProperty('_links');
    expect(echoed).not.toHaveProperty('shipmentNumber');
    expect(echoed).toMatchObject({ emonsCustomerId: '100001', state: 'DRAFT', version: 3 });
  });

  it('refuses unknown link names and states', () => {
    expect(shipmentPayloadSchema.safeParse({ ...payload, state: 'SHIPPED' }).success).toBe(false);
    const read = {
      ...payload,
      shipmentNumber: '1',
      state: 'DRAFT',
      type: 'QUER',
      isOpen: true,
      shippingTermsIdentifier: '04',
      version: 0,
    };
    expect(shipmentSchema.safeParse({ ...read, _links: { fly: { href: '/' } } }).success).toBe(false);
  });

  it('takes dates as YYYY-MM-DD and money values as decimal numbers', () => {
    expect(shipmentPayloadSchema.safeParse({ ...payload, shippingDate: '2026-02-30' }).success).toBe(false);
    expect(
      shipmentPayloadSchema.safeParse({ ...payload, insuranceValue: { value: 1250.5, currency: 'EUR' } })
        .success,
    ).toBe(true);
    expect(
      shipmentPayloadSchema.safeParse({ ...payload, insuranceValue: { value: '1250.50', currency: 'EUR' } })
        .success,
    ).toBe(false);
  });

  it('parses the dialogs and requests', () => {
    expect(announceDialogResultSchema.parse({ dateFrom: '2026-11-24', timeFrom: '08:00' })).toEqual({
      dateFrom: '2026-11-24',
      timeFrom: '08:00',
    });
    expect(
      inquiryPayloadSchema.safeParse({
        inquiryText: 'Wo ist die Sendung?',
        files: [{ fileName: 'a.png', contentType: 'image/png', data: 'AA==' }],
      }).success,
    ).toBe(false);
    expect(inquiryPayloadSchema.parse({ inquiryText: 'Wo?' }).files).toEqual([]);
    expect(loadingListRequestSchema.safeParse({ shipmentNumbers: [] }).success).toBe(false);
    expect(labelRequestSchema.parse({ shipments: ['4711'] })).toEqual({
      shipments: ['4711'],
      printerType: 'LASER',
      labelPosition: 1,
    });
    expect(labelRequestSchema.safeParse({ shipments: ['4711'], labelPosition: 5 }).success).toBe(false);
  });
});
