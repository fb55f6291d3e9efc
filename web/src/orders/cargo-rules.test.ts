import { describe, expect, it } from 'vitest';
import type { Hazmat } from '../../../contracts/masterdata/reference.ts';
import type { CargoItemTemplate } from '../../../contracts/masterdata/templates.ts';
import { defaultOrderRules } from '../../../contracts/shipment/order-rules.ts';
import {
  type CargoItemValues,
  canRemoveItem,
  cbmEnabled,
  dangerousGoodsLocked,
  equipmentTypeRequired,
  type HazmatValues,
  hazmatFromReference,
  isExceptionalMeasure,
  itemFromTemplate,
  neqEnabled,
  offeredCodes,
  offeredEquipmentTypes,
  technicalNameRequired,
  unNumberKey,
  unNumberLabel,
  withDangerousGoods,
  withPersonalRequiredFields,
} from './cargo-rules.ts';
import { emptyCargoItem, emptyHazmat } from './order-values.ts';

const rules = (fields: Partial<ReturnType<typeof defaultOrderRules>> = {}) => ({
  ...defaultOrderRules('100001'),
  ...fields,
});
const item = (fields: Partial<CargoItemValues> = {}): CargoItemValues => ({ ...emptyCargoItem(), ...fields });
const packingCodes = [
  { identifier: 'EP', name: 'Europalette' },
  { identifier: 'FP', name: 'Tauschpalette' },
  { identifier: 'KT', name: 'Karton' },
];
const identifiers = (codes: { identifier: string }[]) => codes.map((code) => code.identifier);

const reference = (fields: Partial<Hazmat> = {}): Hazmat => ({
  id: 1,
  unNumber: '1203',
  sequenceNumber: 1,
  clazz: '3',
  classificationCode: 'F1',
  packagingGroup: 'II',
  tunnelRestrictionCode: 'D/E',
  name: 'MOTOR SPIRIT or GASOLINE or PETROL',
  collectiveTerm: 0,
  massUnit: 2,
  transportCategory: 2,
  factor: 3,
  note: null,
  _links: {},
  ...fields,
});

/** A template with nothing but its name, and `fields`. */
const template = (fields: Partial<CargoItemTemplate> = {}): CargoItemTemplate => ({
  id: 't1',
  ownerCustomerId: '100001',
  name: 'Vorlage',
  marking: null,
  orderNumber: null,
  colliQty: 1,
  packingCode: null,
  goods: null,
  dangerousGoods: false,
  weight: null,
  length: null,
  width: null,
  height: null,
  isDefault: false,
  _links: {},
  ...fields,
});

describe('the warning of exceptional measures', () => {
  it('warns of a length over 745 cm and a height over 220 cm, nothing else', () => {
    expect(isExceptionalMeasure('length', 746)).toBe(true);
    expect(isExceptionalMeasure('length', 745)).toBe(false);
    expect(isExceptionalMeasure('height', 221)).toBe(true);
    expect(isExceptionalMeasure('height', 220)).toBe(false);
    expect(isExceptionalMeasure('width', 900)).toBe(false);
    expect(isExceptionalMeasure('length', '')).toBe(false);
    expect(isExceptionalMeasure('length', undefined)).toBe(false);
  });
});

describe('pallet exchange', () => {
  it('offers FP for consignees in the exchange countries and the customer-configured ones', () => {
    expect(identifiers(offeredCodes(packingCodes, (code) => code.identifier, 'DE', rules()))).toEqual([
      'EP',
      'FP',
      'KT',
    ]);
    for (const country of ['FR', 'IT']) {
      expect(identifiers(offeredCodes(packingCodes, (code) => code.identifier, country, rules()))).toEqual([
        'EP',
        'KT',
      ]);
    }
    const withPoland = rules({ palletExchangeCountries: ['PL'] });
    expect(identifiers(offeredCodes(packingCodes, (code) => code.identifier, 'PL', withPoland))).toContain(
      'FP',
    );
    expect(offeredEquipmentTypes('FR', rules())).toEqual(['GP']);
    expect(offeredEquipmentTypes('CZ', rules())).toEqual(['FP', 'GP']);
  });

  it('keeps an FP already chosen visible, so its error can be read', () => {
    expect(offeredEquipmentTypes('FR', rules(), 'FP')).toEqual(['FP', 'GP']);
    expect(identifiers(offeredCodes(packingCodes, (code) => code.identifier, 'FR', rules(), 'FP'))).toContain(
      'FP',
    );
  });

  it('clears a template packing code that is not offered', () => {
    const pallets = template({ name: 'Tauschpaletten', packingCode: 'FP', goods: 'Teile' });
    expect(itemFromTemplate(pallets, ['EP', 'KT']).packingCode).toBe('');
    expect(itemFromTemplate(pallets, ['EP', 'FP', 'KT']).packingCode).toBe('FP');
    expect(itemFromTemplate(pallets, undefined).packingCode).toBe('FP');
  });
});

describe('items from templates', () => {
  it('take the template fields, empty where the template has none', () => {
    const boxes = template({
      name: 'Gitterbox',
      colliQty: 2,
      packingCode: 'GP',
      goods: 'Schrauben',
      orderNumber: 'B-7',
      weight: 450,
      length: 120,
      width: 80,
    });
    expect(itemFromTemplate(boxes, undefined)).toEqual({
      ...emptyCargoItem(),
      colliQty: 2,
      packingCode: 'GP',
      goods: 'Schrauben',
      orderNumber: 'B-7',
      weight: 450,
      length: 120,
      width: 80,
      dangerousGoods: false,
      hazmats: [],
    });
  });

  it('bring one empty hazmat entry with dangerous goods', () => {
    const made = itemFromTemplate(template({ id: 't2', name: 'Farbe', dangerousGoods: true }), undefined);
    expect(made.dangerousGoods).toBe(true);
    expect(made.hazmats).toEqual([emptyHazmat()]);
  });
});

describe('cbm', () => {
  const full = item({ length: 120, width: 80, height: 100 });
  const flat = item({ length: 120 });

  it('follows the dimensions unless it is mandatory', () => {
    expect(cbmEnabled(rules(), [full])).toBe(false);
    expect(cbmEnabled(rules(), [flat])).toBe(false);
    expect(cbmEnabled(rules({ cbmMandatory: true }), [full])).toBe(true);
  });

  it('is entered when dimensions are optional and some item lacks them', () => {
    expect(cbmEnabled(rules({ dimensionsOptional: true }), [full, flat])).toBe(true);
    expect(cbmEnabled(rules({ dimensionsOptional: true }), [full])).toBe(false);
  });
});

describe('shipment info', () => {
  it('needs the loading equipment type once a quantity above 0 is given', () => {
    expect(equipmentTypeRequired(2)).toBe(true);
    expect(equipmentTypeRequired(0)).toBe(false);
    expect(equipmentTypeRequired('')).toBe(false);
  });
});

describe('required fields', () => {
  it("add the user's own required fields to the customer's", () => {
    const customer = rules({ requiredFields: ['cargoList.items.marking'] });
    expect(withPersonalRequiredFields(customer, ['orderNumber', 'marking']).requiredFields).toEqual([
      'cargoList.items.marking',
      'cargoList.items.orderNumber',
    ]);
    expect(withPersonalRequiredFields(customer, undefined)).toBe(customer);
  });
});

describe('the dangerous-goods checkbox and the items', () => {
  it('adds one empty entry when ticked, removes all when unticked, and is locked while entries exist', () => {
    const ticked = withDangerousGoods(item(), true);
    expect(ticked).toMatchObject({ dangerousGoods: true, hazmats: [emptyHazmat()] });
    expect(dangerousGoodsLocked(ticked)).toBe(true);
    expect(withDangerousGoods(ticked, false)).toMatchObject({ dangerousGoods: false, hazmats: [] });
    const emptied = { ...ticked, hazmats: [] };
    expect(dangerousGoodsLocked(emptied)).toBe(false);
    expect(withDangerousGoods(emptied, true).hazmats).toHaveLength(1);
  });

  it('removes an item only while more than one exists', () => {
    expect(canRemoveItem([item()])).toBe(false);
    expect(canRemoveItem([item(), item()])).toBe(true);
  });
});

describe('hazmat entries', () => {
  const entry = (fields: Partial<HazmatValues> = {}): HazmatValues => ({ ...emptyHazmat(), ...fields });

  it("take the ADR row's facts and its unit (2 means litres)", () => {
    expect(hazmatFromReference(entry({ weight: 20 }), reference())).toMatchObject({
      unNumber: '1203',
      sequenceNumber: 1,
      shippingName: 'MOTOR SPIRIT or GASOLINE or PETROL',
      hazardClass: '3',
      classificationCode: 'F1',
      packagingGroup: 'II',
      tunnelRestrictionCode: 'D/E',
      transportCategory: '2',
      factor: 3,
      collectiveTerm: false,
      massUnit: 'ltr',
      weight: 20,
    });
    expect(hazmatFromReference(entry(), reference({ massUnit: 1, packagingGroup: null })).massUnit).toBe(
      'kg',
    );
  });

  it('enable and require the net explosive quantity for class 1 only', () => {
    expect(neqEnabled({ hazardClass: '1.4S' })).toBe(true);
    expect(neqEnabled({ hazardClass: '3' })).toBe(false);
    expect(neqEnabled({})).toBe(false);
  });

  it('drop a net explosive quantity when a UN number of another class is chosen', () => {
    const explosive = entry({ unNumber: '0012', hazardClass: '1.4S', neq: 2.5 });
    expect(hazmatFromReference(explosive, reference({ unNumber: '0014', clazz: '1.4S' })).neq).toBe(2.5);
    expect(hazmatFromReference(explosive, reference({ unNumber: '0027', clazz: '1.1D' })).neq).toBe('');
    expect(hazmatFromReference(explosive, reference()).neq).toBe('');
  });

  it('need the technical name of a collective entry', () => {
    const collective = hazmatFromReference(entry(), reference({ collectiveTerm: 1 }));
    expect(technicalNameRequired(collective)).toBe(true);
    expect(technicalNameRequired(hazmatFromReference(entry(), reference()))).toBe(false);
  });

  it('identify the chosen ADR row for the select and name it while it is not loaded', () => {
    const chosen = hazmatFromReference(entry(), reference({ sequenceNumber: 2 }));
    expect(unNumberKey(chosen)).toBe('1203/2');
    expect(unNumberKey(entry())).toBe('');
    expect(unNumberLabel(chosen)).toBe('UN 1203 MOTOR SPIRIT or GASOLINE or PETROL (3, II)');
  });
});
