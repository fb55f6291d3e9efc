import { describe, expect, it } from 'vitest';
import { normalizeOrder } from './normalize.ts';

describe('normalizing a received order', () => {
  it('strips control characters, drops empty fields and formats zip codes', () => {
    expect(
      normalizeOrder({
        orderNumber: '4711\u0000',
        shippingNotice: '  ',
        referenceNumber: null,
        consignee: { name: 'Novák', zipCode: '11000', country: 'CZ' },
        sender: { zipCode: 'D-20457' },
        cargoList: { items: [{ goods: 'Teile\n', marking: '' }] },
      }),
    ).toEqual({
      orderNumber: '4711',
      consignee: { name: 'Novák', zipCode: '110 00', country: 'CZ' },
      sender: { zipCode: '20457' },
      cargoList: { items: [{ goods: 'Teile' }] },
    });
  });

  it('leaves an invalid zip code as typed for validation to name', () => {
    expect(normalizeOrder({ consignee: { zipCode: '123', country: 'DE' } })).toEqual({
      consignee: { zipCode: '123', country: 'DE' },
    });
  });
});
