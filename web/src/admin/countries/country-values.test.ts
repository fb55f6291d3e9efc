import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../contracts/masterdata/reference.ts';
import { countryFormValues, countryName, countryNames, countryPayload } from './country-values.ts';

const austria: Country = {
  alpha2Code: 'AT',
  alpha3Code: 'AUT',
  isoCode: '040',
  iocCode: 'AUT',
  name: 'Austria',
  names: { en: 'Austria', de: 'Österreich', cs: 'Rakousko', sk: 'Rakúsko' },
  _links: {},
};

describe('country form values', () => {
  it('starts empty for a new country and with the codes of a saved one', () => {
    expect(countryFormValues()).toEqual({ alpha2Code: '', alpha3Code: '', isoCode: '', iocCode: '' });
    expect(countryFormValues(austria)).toEqual({
      alpha2Code: 'AT',
      alpha3Code: 'AUT',
      isoCode: '040',
      iocCode: 'AUT',
    });
  });

  it('names a known region in the four languages and a made-up code not at all', () => {
    expect(countryNames('at')).toMatchObject({ en: 'Austria', de: 'Österreich' });
    expect(countryNames('QZ')).toEqual({});
    expect(countryNames('A1')).toEqual({});
  });

  it('sends names only with a new country and keeps the alpha-2 code of a saved one', () => {
    const values = { alpha2Code: ' qz ', alpha3Code: 'qzz', isoCode: '999', iocCode: 'qzz' };
    expect(countryPayload(values)).toEqual({
      alpha2Code: 'qz',
      alpha3Code: 'qzz',
      isoCode: '999',
      iocCode: 'qzz',
    });
    expect(countryPayload({ ...values, alpha2Code: 'XX' }, austria)).toEqual({
      alpha2Code: 'AT',
      alpha3Code: 'qzz',
      isoCode: '999',
      iocCode: 'qzz',
    });
    expect(countryPayload({ ...values, alpha2Code: 'LI' })).toMatchObject({ names: { en: 'Liechtenstein' } });
  });

  it('shows the name in the UI language, falling back to the server name and the code', () => {
    expect(countryName(austria, 'cs')).toBe('Rakousko');
    expect(countryName({ ...austria, names: {} }, 'sk')).toBe('Austria');
  });
});
