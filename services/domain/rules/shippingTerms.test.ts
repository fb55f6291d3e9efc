import { describe, expect, it } from 'vitest';
import { defaultShippingTerms, isInternational, shippingTermsOptions } from './shippingTerms.ts';

const codes = [
  { identifier: '01', international: false },
  { identifier: '04', international: false },
  { identifier: '06', international: false },
  { identifier: '08', international: false },
  { identifier: '11', international: true },
  { identifier: '24', international: true },
  { identifier: '31', international: true },
];

describe('default shipping terms', () => {
  it('given a consignee who is a customer, then 06 nationally and 11 internationally', () => {
    const situation = { consigneeIsCustomer: true, codes, configuredDefault: '08' };
    expect(defaultShippingTerms({ ...situation, senderCountry: 'DE', consigneeCountry: 'DE' })).toBe('06');
    expect(defaultShippingTerms({ ...situation, senderCountry: 'DE', consigneeCountry: 'CZ' })).toBe('11');
  });

  it('given another consignee, then the configured default when it is offered', () => {
    expect(
      defaultShippingTerms({
        consigneeIsCustomer: false,
        codes,
        configuredDefault: '08',
        senderCountry: 'DE',
        consigneeCountry: 'DE',
      }),
    ).toBe('08');
  });

  it('given a configured default of the other kind, then 04 nationally and 24 internationally', () => {
    const situation = { consigneeIsCustomer: false, codes, configuredDefault: '08' };
    expect(defaultShippingTerms({ ...situation, senderCountry: 'CZ', consigneeCountry: 'DE' })).toBe('24');
    expect(
      defaultShippingTerms({
        ...situation,
        configuredDefault: undefined,
        senderCountry: 'DE',
        consigneeCountry: 'DE',
      }),
    ).toBe('04');
  });

  it('given none of the preferred codes, then the first option', () => {
    const few = [
      { identifier: '31', international: true },
      { identifier: '01', international: false },
    ];
    expect(
      defaultShippingTerms({
        consigneeIsCustomer: false,
        codes: few,
        senderCountry: 'AT',
        consigneeCountry: 'DE',
      }),
    ).toBe('31');
    expect(
      defaultShippingTerms({
        consigneeIsCustomer: true,
        codes: few,
        senderCountry: 'DE',
        consigneeCountry: 'DE',
      }),
    ).toBe('01');
    expect(
      defaultShippingTerms({
        consigneeIsCustomer: true,
        codes: [],
        senderCountry: 'DE',
        consigneeCountry: 'DE',
      }),
    ).toBeUndefined();
  });

  it('calls a shipment international when sender or consignee is outside Germany', () => {
    expect(isInternational('DE', 'DE')).toBe(false);
    expect(isInternational('AT', 'DE')).toBe(true);
    expect(isInternational('DE', 'SK')).toBe(true);
    expect(shippingTermsOptions(codes, 'DE', 'DE').map((code) => code.identifier)).toEqual([
      '01',
      '04',
      '06',
      '08',
    ]);
  });
});
