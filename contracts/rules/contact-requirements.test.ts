import { describe, expect, it } from 'vitest';
import { fieldsRequired, missingContactFields, requiredContactFields } from './contact-requirements.ts';
import { isEmpty, valueAt } from './paths.ts';

const order = (consignee: Record<string, string>, sender: Record<string, string> = {}) => ({
  consignee,
  sender,
});

describe('fields_required', () => {
  it('passes when any listed field is filled', () => {
    expect(
      fieldsRequired(order({ phone: '', mobile: '0171 1234567' }), ['consignee.phone', 'consignee.mobile']),
    ).toBe(true);
  });

  it('fails when every listed field is empty or blank', () => {
    expect(fieldsRequired(order({ phone: ' ' }), ['consignee.phone', 'consignee.mobile'])).toBe(false);
  });
});

describe('consignee contacts per product', () => {
  it.each([
    ['150', { mobile: '0171 1234567' }, []],
    ['150', {}, ['consignee.phone', 'consignee.mobile']],
    ['166', { phone: '040 123456' }, []],
    ['166', { email: 'a@b.de' }, ['consignee.phone', 'consignee.mobile']],
    ['230', { web: 'www.example.de' }, []],
    ['230', { phone: '040 123456' }, ['consignee.web']],
    ['352', { email: 'a@b.de' }, []],
    ['352', { web: 'x' }, ['consignee.mobile', 'consignee.email', 'consignee.phone']],
    ['400', { email: 'a@b.de' }, []],
    ['400', { phone: '040 123456' }, ['consignee.email']],
    ['P01', {}, []],
  ])('given product %s and consignee %o, then %o are missing', (product, consignee, missing) => {
    expect(missingContactFields(order(consignee), product)).toEqual(missing);
  });

  it('given product 601, then the sender phone is needed', () => {
    expect(missingContactFields(order({ phone: '1' }), '601')).toEqual(['sender.phone']);
    expect(missingContactFields(order({}, { phone: '040 123456' }), '601')).toEqual([]);
    expect(requiredContactFields('P01')).toEqual([]);
  });
});

describe('paths', () => {
  it('reads dotted and indexed paths', () => {
    const shipment = { cargoList: { items: [{ weight: 12 }] } };
    expect(valueAt(shipment, 'cargoList.items[0].weight')).toBe(12);
    expect(valueAt(shipment, 'cargoList.items[1].weight')).toBeUndefined();
    expect(isEmpty(0)).toBe(false);
    expect(isEmpty([])).toBe(true);
  });
});
