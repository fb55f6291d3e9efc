import { describe, expect, it } from 'vitest';
import { codeTable, DEFAULT_CODE_MAPPINGS, portalCode, unitCodes } from './partner-codes.ts';

const portalPacking = new Set(['FP', 'KT', 'KI', 'PK', 'SA', 'CO']);
const known = (code: string) => portalPacking.has(code);

describe('partner codes', () => {
  it('maps Incoterms and Recommendation 21 codes by default, ignoring case', () => {
    const table = codeTable([]);
    expect(portalCode(table, 'shippingTerms', 'EXW')).toBe('24');
    expect(portalCode(table, 'shippingTerms', 'fca')).toBe('13');
    expect(portalCode(table, 'packingCode', 'CT', known)).toBe('KT');
    expect(portalCode(table, 'packingCode', 'PX', known)).toBe('FP');
    expect(portalCode(table, 'unit', 'KGS')).toBe('KGM');
  });

  it("takes the portal's own code as it is, and knows nothing of an unmapped one", () => {
    const table = codeTable([]);
    expect(portalCode(table, 'packingCode', 'KT', known)).toBe('KT');
    expect(portalCode(table, 'packingCode', 'ZZ', known)).toBeUndefined();
    expect(portalCode(table, 'shippingTerms', 'FOB')).toBeUndefined();
  });

  it("lets the customer's own mapping win over the defaults and the portal's codes", () => {
    const table = codeTable([
      { kind: 'packingCode', partnerValue: 'ct', portalValue: 'KI' },
      { kind: 'packingCode', partnerValue: 'CO', portalValue: 'PK' },
    ]);
    expect(portalCode(table, 'packingCode', 'CT', known)).toBe('KI');
    expect(portalCode(table, 'packingCode', 'CO', known)).toBe('PK');
    expect(portalCode(table, 'product', 'CT')).toBeUndefined();
  });

  it('ships defaults whose partner values are none of the portal packing codes', () => {
    const all = [
      'FP',
      'GP',
      'EP',
      'HP',
      'VP',
      'CP',
      'DP',
      'IP',
      'KT',
      'PK',
      'KI',
      'VS',
      'FA',
      'KS',
      'EI',
      'SA',
      'BB',
      'IB',
      'RO',
      'BU',
      'ST',
      'CO',
    ];
    const packing = DEFAULT_CODE_MAPPINGS.filter((entry) => entry.kind === 'packingCode');
    expect(packing.length).toBeGreaterThan(15);
    for (const entry of packing) {
      expect(all).not.toContain(entry.partnerValue);
      expect(all).toContain(entry.portalValue);
    }
  });

  it('gives the readers the unit codes: the defaults, and the customer over them', () => {
    const units = unitCodes(codeTable([{ kind: 'unit', partnerValue: 'kg', portalValue: 'GRM' }]));
    expect(units.KGS).toBe('KGM');
    expect(units.KG).toBe('GRM');
    expect(units.CT).toBeUndefined();
  });
});
