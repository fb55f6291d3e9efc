import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidMobile, isValidPhone } from './contacts.ts';

describe('phone numbers', () => {
  it('given a national number, then it is read in the party country', () => {
    expect(isValidPhone('040 3003940', 'DE')).toBe(true);
    expect(isValidPhone('222 123 456', 'CZ')).toBe(true);
  });

  it('given an international number, then the party country does not matter', () => {
    expect(isValidPhone('+43 1 5131234', 'DE')).toBe(true);
  });

  it('given garbage, then it is no phone number', () => {
    expect(isValidPhone('12', 'DE')).toBe(false);
    expect(isValidPhone('call me', 'DE')).toBe(false);
  });

  it('given a number of the right length outside the numbering plan, then it is refused', () => {
    expect(isValidPhone('999 999 999', 'CZ')).toBe(false);
  });

  it('given a country that is no country, then a national number is refused', () => {
    expect(isValidPhone('040 3003940', 'XX')).toBe(false);
    expect(isValidMobile('0171 1234567', '')).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('given a mobile number, then it is accepted', () => {
    expect(isValidMobile('+49 171 1234567', 'DE')).toBe(true);
    expect(isValidMobile('601 123 456', 'CZ')).toBe(true);
  });

  it('given a number that may be fixed or mobile, then it is accepted', () => {
    expect(isValidMobile('+1 201 555 0123', 'DE')).toBe(true);
  });

  it('given a fixed-line number, then it is no mobile number', () => {
    expect(isValidMobile('040 3003940', 'DE')).toBe(false);
    expect(isValidMobile('+420 222 123 456', 'CZ')).toBe(false);
  });
});

describe('email addresses', () => {
  it('accepts an address and refuses a name', () => {
    expect(isValidEmail('dispo@mueller-maschinenbau.de')).toBe(true);
    expect(isValidEmail('dispo at mueller')).toBe(false);
  });
});
