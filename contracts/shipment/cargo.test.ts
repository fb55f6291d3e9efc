import { describe, expect, it } from 'vitest';
import {
  type CargoItemInput,
  cargoItemSchema,
  cargoListSchema,
  type HazmatEntryInput,
  hazmatEntrySchema,
  isExplosiveClass,
  palletExchangeAllowed,
} from './cargo.ts';

const hazmat = (fields: Partial<HazmatEntryInput> = {}): HazmatEntryInput => ({
  unNumber: '1203',
  packagingCode: 'JC',
  packagingGroup: 'II',
  hazardClass: '3',
  weight: 100,
  ...fields,
});
const item = (fields: Partial<CargoItemInput> = {}): CargoItemInput => ({
  packingCode: 'EP',
  goods: 'Farben',
  weight: 480,
  ...fields,
});
const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('hazmat entries', () => {
  it('needs the net explosive quantity for class 1 and refuses it for other classes', () => {
    expect(issuesOf(hazmatEntrySchema.safeParse(hazmat({ hazardClass: '1.4S' })))).toEqual([
      ['neq', 'field.required'],
    ]);
    expect(hazmatEntrySchema.safeParse(hazmat({ hazardClass: '1.4S', neq: 2.5 })).success).toBe(true);
    expect(issuesOf(hazmatEntrySchema.safeParse(hazmat({ neq: 2.5 })))).toEqual([
      ['neq', 'validation.notAllowed'],
    ]);
    expect(issuesOf(hazmatEntrySchema.safeParse(hazmat({ hazardClass: '1.1D', neq: 0 })))).toEqual([
      ['neq', 'validation.positive'],
    ]);
  });

  it('needs the technical name of a collective (N.O.S.) entry only', () => {
    expect(
      issuesOf(hazmatEntrySchema.safeParse(hazmat({ collectiveTerm: true, technicalName: ' ' }))),
    ).toEqual([['technicalName', 'field.required']]);
    expect(
      hazmatEntrySchema.safeParse(hazmat({ collectiveTerm: true, technicalName: 'Xylol' })).success,
    ).toBe(true);
    expect(hazmatEntrySchema.safeParse(hazmat({ collectiveTerm: false })).success).toBe(true);
  });

  it('reports these rules beside the missing fields of the same entry', () => {
    const issues = issuesOf(
      hazmatEntrySchema.safeParse({ unNumber: '0012', hazardClass: '1.4S', collectiveTerm: true, weight: 5 }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        ['packagingCode', 'field.required'],
        ['neq', 'field.required'],
        ['technicalName', 'field.required'],
      ]),
    );
  });

  it('takes quantity at least 1, whole weights, and kg or ltr', () => {
    expect(issuesOf(hazmatEntrySchema.safeParse(hazmat({ quantity: 0 })))).toEqual([
      ['quantity', 'validation.positive'],
    ]);
    expect(issuesOf(hazmatEntrySchema.safeParse(hazmat({ weight: 1.5 })))).toEqual([
      ['weight', 'validation.integer'],
    ]);
    expect(hazmatEntrySchema.safeParse(hazmat({ massUnit: 'ltr' })).success).toBe(true);
    expect(hazmatEntrySchema.safeParse({ ...hazmat(), massUnit: 'g' }).success).toBe(false);
  });

  it('knows class 1 by its first digit', () => {
    expect(['1', '1.4S', '1.1D'].map(isExplosiveClass)).toEqual([true, true, true]);
    expect(['3', '2.1', undefined].map(isExplosiveClass)).toEqual([false, false, false]);
  });
});

describe('cargo items', () => {
  it('keeps the dangerous-goods flag and the entries consistent', () => {
    expect(issuesOf(cargoItemSchema.safeParse(item({ dangerousGoods: true })))).toEqual([
      ['hazmats', 'shipment.hazmats.required'],
    ]);
    expect(issuesOf(cargoItemSchema.safeParse(item({ hazmats: [hazmat()] })))).toEqual([
      ['dangerousGoods', 'field.invalid'],
    ]);
    expect(cargoItemSchema.safeParse(item({ dangerousGoods: true, hazmats: [hazmat()] })).success).toBe(true);
  });

  it('refuses a hazmat heavier than its item in kg, not in litres', () => {
    const heavy = item({ dangerousGoods: true, hazmats: [hazmat(), hazmat({ weight: 481 })] });
    expect(issuesOf(cargoItemSchema.safeParse(heavy))).toEqual([
      ['hazmats.1.weight', 'shipment.hazmat.weightAboveItem'],
    ]);
    expect(
      cargoItemSchema.safeParse(
        item({ dangerousGoods: true, hazmats: [hazmat({ weight: 481, massUnit: 'ltr' })] }),
      ).success,
    ).toBe(true);
    expect(
      cargoItemSchema.safeParse(item({ dangerousGoods: true, hazmats: [hazmat({ weight: 480 })] })).success,
    ).toBe(true);
  });

  it('compares the weights while other fields of the item are still missing', () => {
    const unfinished = { weight: 100, dangerousGoods: true, hazmats: [{ weight: 150 }] };
    expect(issuesOf(cargoItemSchema.safeParse(unfinished))).toEqual(
      expect.arrayContaining([
        ['packingCode', 'field.required'],
        ['hazmats.0.unNumber', 'field.required'],
        ['hazmats.0.weight', 'shipment.hazmat.weightAboveItem'],
      ]),
    );
  });

  it('takes dimensions of 1 to 999 cm and weights of 1 to 99999 kg, whole numbers', () => {
    expect(cargoItemSchema.safeParse(item({ length: 999, width: 1, height: 220 })).success).toBe(true);
    expect(issuesOf(cargoItemSchema.safeParse(item({ length: 1000 })))).toEqual([
      ['length', 'validation.tooLarge'],
    ]);
    expect(issuesOf(cargoItemSchema.safeParse(item({ height: 0 })))).toEqual([
      ['height', 'validation.positive'],
    ]);
    expect(issuesOf(cargoItemSchema.safeParse(item({ weight: 100000 })))).toEqual([
      ['weight', 'validation.tooLarge'],
    ]);
    expect(
      issuesOf(cargoItemSchema.safeParse(item({ goods: 'x'.repeat(31), marking: 'x'.repeat(18) }))),
    ).toEqual([
      ['marking', 'field.too-long'],
      ['goods', 'field.too-long'],
    ]);
  });
});

describe('shipment info', () => {
  const list = (fields: Record<string, unknown>) => ({ items: [item()], ...fields });

  it('takes cbm up to 99.999 with 3 decimals and loading length up to 99.99 with 2', () => {
    expect(cargoListSchema.safeParse(list({ cbm: 99.999, loadingLength: 99.99 })).success).toBe(true);
    expect(issuesOf(cargoListSchema.safeParse(list({ cbm: 100 })))).toEqual([['cbm', 'validation.tooLarge']]);
    expect(issuesOf(cargoListSchema.safeParse(list({ cbm: 0.0005 })))).toEqual([['cbm', 'field.invalid']]);
    expect(issuesOf(cargoListSchema.safeParse(list({ loadingLength: 0 })))).toEqual([
      ['loadingLength', 'validation.positive'],
    ]);
    expect(issuesOf(cargoListSchema.safeParse(list({ loadingLength: 1.234 })))).toEqual([
      ['loadingLength', 'field.invalid'],
    ]);
  });

  it('needs the loading equipment type, FP or GP, once a quantity above 0 is given', () => {
    expect(cargoListSchema.safeParse(list({ loadingEquipmentQty: 0 })).success).toBe(true);
    expect(issuesOf(cargoListSchema.safeParse(list({ loadingEquipmentQty: 2 })))).toEqual([
      ['loadingEquipmentType', 'field.required'],
    ]);
    expect(
      cargoListSchema.safeParse(list({ loadingEquipmentQty: 2, loadingEquipmentType: 'GP' })).success,
    ).toBe(true);
    expect(issuesOf(cargoListSchema.safeParse(list({ loadingEquipmentType: 'EP' })))).toEqual([
      ['loadingEquipmentType', 'field.invalid'],
    ]);
    expect(issuesOf(cargoListSchema.safeParse(list({ loadingEquipmentQty: -1, storingPos: -1 })))).toEqual([
      ['storingPos', 'field.invalid'],
      ['loadingEquipmentQty', 'field.invalid'],
    ]);
  });
});

describe('pallet exchange', () => {
  it('is offered for DE, AT, BE, NL, LU, CH, CZ and SK consignees and configured extra countries', () => {
    for (const country of ['DE', 'AT', 'BE', 'NL', 'LU', 'CH', 'CZ', 'SK']) {
      expect(palletExchangeAllowed(country), country).toBe(true);
    }
    expect(palletExchangeAllowed('FR')).toBe(false);
    expect(palletExchangeAllowed('IT', ['PL'])).toBe(false);
    expect(palletExchangeAllowed('PL', ['PL', 'HU'])).toBe(true);
    expect(palletExchangeAllowed(undefined)).toBe(true);
  });
});

describe('a missing number', () => {
  it('is required, not malformed; a fraction is no whole number', () => {
    const { weight: _weight, ...withoutWeight } = item();
    expect(issuesOf(cargoItemSchema.safeParse(withoutWeight))).toEqual([['weight', 'field.required']]);
    expect(issuesOf(cargoItemSchema.safeParse(item({ weight: 1.5 })))).toEqual([
      ['weight', 'validation.integer'],
    ]);
  });
});
