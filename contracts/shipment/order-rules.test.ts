import { describe, expect, it } from 'vitest';
import {
  defaultOrderRules,
  type OrderRulesInput,
  orderRuleErrors,
  requiredFieldPathsOf,
} from './order-rules.ts';

const rules = (fields: Partial<ReturnType<typeof defaultOrderRules>> = {}) => ({
  ...defaultOrderRules('100001'),
  ...fields,
});
const measured = { packingCode: 'EP', length: 120, width: 80, height: 100 };
const order = (fields: Partial<OrderRulesInput> = {}, items = [measured]): OrderRulesInput => ({
  consignee: { country: 'DE' },
  cargoList: { items },
  ...fields,
});
const fields = (input: OrderRulesInput, settings = rules()) =>
  orderRuleErrors(input, settings).map((error) => `${error.field} ${error.defaultMessage}`);

describe("the customer's order rules", () => {
  it('pass a complete order under the default rules', () => {
    expect(fields(order())).toEqual([]);
  });

  it('need length, width and height unless dimensions are optional', () => {
    const flat = order({}, [{ packingCode: 'EP', length: 120 } as typeof measured]);
    expect(fields(flat)).toEqual([
      'cargoList.items[0].width field.required',
      'cargoList.items[0].height field.required',
    ]);
    expect(fields(flat, rules({ dimensionsOptional: true }))).toEqual([]);
  });

  it('need cbm and loading length when they are mandatory', () => {
    const mandatory = rules({ cbmMandatory: true, loadingLengthMandatory: true });
    expect(fields(order(), mandatory)).toEqual([
      'cargoList.cbm field.required',
      'cargoList.loadingLength field.required',
    ]);
    expect(
      fields(order({ cargoList: { cbm: 0.96, loadingLength: 1.2, items: [measured] } }), mandatory),
    ).toEqual([]);
  });

  it('need marking and order numbers the required-field list names', () => {
    const required = rules({
      requiredFields: ['orderNumber', 'cargoList.items.marking', 'cargoList.items.orderNumber'],
    });
    expect(fields(order({ orderNumber: ' ' }), required)).toEqual([
      'orderNumber field.required',
      'cargoList.items[0].marking field.required',
      'cargoList.items[0].orderNumber field.required',
    ]);
    const filled = order({ orderNumber: 'A-1' }, [
      { ...measured, marking: 'M', orderNumber: 'B-2' } as typeof measured,
    ]);
    expect(fields(filled, required)).toEqual([]);
  });

  it('refuse pallet exchange (FP) outside the exchange countries unless the customer adds the country', () => {
    const polish = order({
      consignee: { country: 'PL' },
      cargoList: { loadingEquipmentType: 'FP', items: [{ ...measured, packingCode: 'FP' }] },
    });
    expect(fields(polish)).toEqual([
      'cargoList.loadingEquipmentType shipment.palletExchange.notAllowed',
      'cargoList.items[0].packingCode shipment.palletExchange.notAllowed',
    ]);
    expect(fields(polish, rules({ palletExchangeCountries: ['PL'] }))).toEqual([]);
    expect(fields({ ...polish, consignee: { country: 'SK' } })).toEqual([]);
  });

  it('read REQUIRED_FIELDS setting values as field paths', () => {
    expect(requiredFieldPathsOf(['marking', 'orderNumber', 'shipment.orderNumber', 'web'])).toEqual([
      'cargoList.items.marking',
      'cargoList.items.orderNumber',
      'orderNumber',
    ]);
    expect(requiredFieldPathsOf(undefined)).toEqual([]);
    expect(requiredFieldPathsOf('marking')).toEqual([]);
  });
});
