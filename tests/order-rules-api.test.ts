import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRuleErrors, orderRulesSchema } from '../contracts/shipment/order-rules.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const setCustomerSetting = async (name: string, value: unknown) => {
  const saved = await call('PUT', `/api/admin/customers/100001/settings/${name}`, 'branchadmin', { value });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

const fieldsOf = (errors: { field: string }[]) => errors.map((error) => error.field).sort();

/** A shipment to Warsaw: outside the standard pallet exchange countries. */
const toWarsaw = () =>
  order({
    consignee: {
      name: 'Nowak Sp. z o.o.',
      street: 'ul. Marszałkowska 10',
      zipCode: '00-950',
      city: 'Warszawa',
      country: 'PL',
    },
    shippingTerms: { identifier: '24' },
    cargoList: {
      loadingEquipmentQty: 2,
      loadingEquipmentType: 'FP',
      items: [{ colliQty: 1, packingCode: 'FP', goods: 'Maschinenteile', weight: 480 }],
    },
  });

describe('GET /api/customer-data/orderRules', () => {
  it("answers the spec's defaults for a customer without settings", async () => {
    const { status, body } = await call('GET', '/api/customer-data/orderRules', 'customer1');
    expect(status).toBe(200);
    expect(orderRulesSchema.parse(body)).toEqual({
      customerId: '100001',
      requiredFields: [],
      dimensionsOptional: false,
      cbmMandatory: false,
      loadingLengthMandatory: false,
      storingPosMandatory: false,
      palletExchangeCountries: [],
      waiverCustomer: false,
    });
  });

  it("follows the customer's settings, and the server refuses what the rules refuse", async () => {
    await setCustomerSetting('REQUIRED_FIELDS', ['marking', 'shipment.orderNumber']);
    await setCustomerSetting('MANDATORY_FIELDS', ['cbm']);
    await setCustomerSetting('ADMIN_MANDATORY_FIELDS', ['loadingLength']);
    await setCustomerSetting('WAIVER_CUSTOMER', true);
    const { body } = await call('GET', '/api/customer-data/orderRules?customerId=100001', 'customer1');
    const rules = orderRulesSchema.parse(body);
    expect(rules).toMatchObject({
      waiverCustomer: true,
      requiredFields: ['cargoList.items.marking', 'orderNumber'],
      dimensionsOptional: false,
      cbmMandatory: true,
      loadingLengthMandatory: true,
    });

    // Without dimensions, marking, order number, cbm and loading length, pallet exchange to Poland:
    // the browser's check with these rules names every field the server refuses for them.
    const payload = { ...toWarsaw(), orderNumber: '' };
    const expected = orderRuleErrors({ ...payload, orderNumber: undefined }, rules);
    expect(fieldsOf(expected)).toEqual([
      'cargoList.cbm',
      'cargoList.items[0].height',
      'cargoList.items[0].length',
      'cargoList.items[0].marking',
      'cargoList.items[0].packingCode',
      'cargoList.items[0].width',
      'cargoList.loadingEquipmentType',
      'cargoList.loadingLength',
      'orderNumber',
    ]);
    const refused = await call('POST', '/api/shipments', 'customer1', { ...payload, orderNumber: undefined });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body.errors as Json[])).toEqual(expect.arrayContaining(fieldsOf(expected)));

    await setCustomerSetting('OPTIONAL_FIELDS', ['dimensions']);
    await setCustomerSetting('ADDITIONAL_PALETTE_SWAP_COUNTRIES', 'PL, HU');
    const relaxed = orderRulesSchema.parse(
      (await call('GET', '/api/customer-data/orderRules', 'customer1')).body,
    );
    expect(relaxed).toMatchObject({ dimensionsOptional: true, palletExchangeCountries: ['PL', 'HU'] });
    const complete = {
      ...toWarsaw(),
      cargoList: {
        ...toWarsaw().cargoList,
        cbm: 1.5,
        loadingLength: 2.4,
        items: [{ ...toWarsaw().cargoList.items[0]!, marking: 'NW-1' }],
      },
    };
    expect(orderRuleErrors(complete, relaxed)).toEqual([]);
    const accepted = await call('POST', '/api/shipments', 'customer1', complete);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  });

  it("answers another customer's rules like an unknown customer", async () => {
    const foreign = await call('GET', '/api/customer-data/orderRules?customerId=100001', 'customer2');
    expect(foreign.status).toBe(404);
    expect((await call('GET', '/api/customer-data/orderRules?customerId=999999', 'customer1')).status).toBe(
      404,
    );
    expect((await call('GET', '/api/customer-data/orderRules?customerId=1', 'customer1')).status).toBe(400);
    const forAdmin = await call('GET', '/api/customer-data/orderRules?customerId=100001', 'admin');
    expect(forAdmin.status).toBe(200);
  });
});
