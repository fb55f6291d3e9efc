import { describe, expect, it } from 'vitest';
import {
  cargoVolume,
  hasFullDimensions,
  isExceptionalMeasure,
  offeredCodes,
  palletExchangeAllowed,
} from './cargo.ts';

describe('cargo volume', () => {
  it('given two pallets of 120x80x100 and one of 60x40x50, then 2.04 cbm', () => {
    expect(
      cargoVolume([
        { colliQty: 2, length: 120, width: 80, height: 100 },
        { colliQty: 1, length: 60, width: 40, height: 50 },
      ]),
    ).toBe(2.04);
  });

  it('rounds to three decimals', () => {
    expect(cargoVolume([{ colliQty: 3, length: 11, width: 11, height: 11 }])).toBe(0.004);
  });

  it('given items without dimensions, then they add nothing and an empty volume is undefined', () => {
    expect(cargoVolume([{ colliQty: 1, length: 100, width: 100 }])).toBeUndefined();
    expect(cargoVolume([])).toBeUndefined();
    expect(cargoVolume([{ colliQty: 1, length: 1, width: 1, height: 1 }])).toBeUndefined();
  });

  it('tells full dimensions and exceptional measures', () => {
    expect(hasFullDimensions({ length: 1, width: 1, height: 1 })).toBe(true);
    expect(hasFullDimensions({ length: 1, width: 1 })).toBe(false);
    expect(isExceptionalMeasure({ length: 746, height: 100 })).toBe(true);
    expect(isExceptionalMeasure({ length: 745, height: 221 })).toBe(true);
    expect(isExceptionalMeasure({ length: 745, height: 220 })).toBe(false);
  });
});

describe('pallet exchange (FP)', () => {
  it('given a consignee in the exchange countries, then FP is offered', () => {
    for (const country of ['DE', 'AT', 'BE', 'NL', 'LU', 'CH', 'CZ', 'SK']) {
      expect(palletExchangeAllowed(country)).toBe(true);
    }
  });

  it('given a consignee elsewhere, then FP is offered only for a configured extra country', () => {
    expect(palletExchangeAllowed('PL')).toBe(false);
    expect(palletExchangeAllowed('PL', ['PL', 'HU'])).toBe(true);
    expect(offeredCodes(['FP', 'GP'], 'FR')).toEqual(['GP']);
    expect(offeredCodes(['FP', 'GP'], 'DE')).toEqual(['FP', 'GP']);
  });
});
