import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRulesSchema } from '../contracts/shipment/order-rules.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { pdfText } from './harness/pdf-text.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

const setCustomerSetting = async (name: string, value: unknown) => {
  const saved = await call('PUT', `/api/admin/customers/100001/settings/${name}`, 'branchadmin', { value });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

const fieldsOf = (errors: { field: string }[]) => errors.map((error) => error.field).sort();

describe('all field errors at once', () => {
  it('names a too-long sender name and a wrong consignee zip code in one 400', async () => {
    const base = order();
    const body = {
      ...base,
      sender: { ...base.sender, name: 'M'.repeat(40) },
      consignee: { ...base.consignee, zipCode: '8033' },
    };
    const response = await customer1.request('POST', '/api/shipments', { body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body.errors)).toEqual(['consignee.zipCode', 'sender.name']);
  });

  it('still names the rule errors of the well-formed parts beside a malformed cargo list', async () => {
    const base = order();
    const body = {
      ...base,
      consignee: { ...base.consignee, zipCode: 'ABCDE' },
      cargoList: { items: [{ ...base.cargoList.items[0]!, goods: '' }] },
    };
    const response = await customer1.request('POST', '/api/shipments', { body });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body.errors)).toEqual(['cargoList.items[0].goods', 'consignee.zipCode']);
  });
});

describe('MANDATORY_FIELDS storingPos', () => {
  it('makes the storing positions required, and the rules say so', async () => {
    const before = orderRulesSchema.parse(
      (await call('GET', '/api/customer-data/orderRules', 'customer1')).body,
    );
    expect(before.storingPosMandatory).toBe(false);
    await setCustomerSetting('MANDATORY_FIELDS', ['storingPos']);
    try {
      const rules = orderRulesSchema.parse(
        (await call('GET', '/api/customer-data/orderRules', 'customer1')).body,
      );
      expect(rules.storingPosMandatory).toBe(true);
      const refused = await customer1.request('POST', '/api/shipments', { body: order() });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: 'cargoList.storingPos', defaultMessage: expect.any(String) },
      ]);
      const base = order();
      const accepted = await customer1.request('POST', '/api/shipments', {
        body: { ...base, cargoList: { ...base.cargoList, storingPos: 2 } },
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    } finally {
      await setCustomerSetting('MANDATORY_FIELDS', []);
    }
  });
});

describe('QUOTATION_DETAILS_ENABLED', () => {
  it('shows the surcharges of a quotation only when set', async () => {
    await setCustomerSetting('QUOTATION_ENABLED', true);
    try {
      const base = order();
      const created = await customer1.request('POST', '/api/shipments', {
        body: { ...base, insuranceValue: { value: 10_000, currency: 'EUR' } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const url = `/api/shipments/${created.body.shipmentNumber}`;
      const plain = await customer1.request('GET', `${url}/requestQuotation`);
      expect(plain.status).toBe(200);
      expect(plain.body.additionalCosts).toEqual([]);
      expect((await customer1.request('GET', url)).body.quotation.additionalCosts).toEqual([]);

      await setCustomerSetting('QUOTATION_DETAILS_ENABLED', true);
      const detailed = await customer1.request('GET', `${url}/requestQuotation`);
      expect(detailed.body.price).toEqual(plain.body.price);
      expect(detailed.body.additionalCosts.map((cost: Json) => cost.costIdentifier)).toContain('INSURANCE');
      expect((await customer1.request('GET', url)).body.quotation).toEqual(detailed.body);
    } finally {
      await setCustomerSetting('QUOTATION_DETAILS_ENABLED', false);
      await setCustomerSetting('QUOTATION_ENABLED', false);
    }
  });
});

describe('limited quantities and environmental hazard', () => {
  it('are kept with the hazmat entry and printed on the loading list', async () => {
    const base = order();
    const item = base.cargoList.items[0]!;
    const hazmat = {
      unNumber: '1090',
      hazardClass: '3',
      packagingGroup: 'II',
      quantity: 1,
      packagingCode: '4G',
      massUnit: 'kg' as const,
      weight: 20,
      limitedQuantities: true,
      environmentalHazard: true,
    };
    const created = await customer1.request('POST', '/api/shipments', {
      body: { ...base, cargoList: { items: [{ ...item, dangerousGoods: true, hazmats: [hazmat] }] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.cargoList.items[0].hazmats[0]).toMatchObject({
      limitedQuantities: true,
      environmentalHazard: true,
    });
    const number = created.body.shipmentNumber as string;
    const shipment = (await customer1.request('GET', `/api/shipments/${number}`)).body;
    const commissioned = await customer1.request('PUT', `/api/shipments/${number}/commission`, {
      body: shipment,
    });
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
    const list = await customer1.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: [number] },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const pdf = await customer1.request('GET', new URL(list.body._links.self.href).pathname);
    expect(pdfText(pdf.raw).replace(/\s+/g, ' ')).toContain('UN1090 LQ umweltgef');
  });
});
