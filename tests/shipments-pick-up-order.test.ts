import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../services/domain/rules/calendar.ts';
import { pdfText } from './harness/pdf-text.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, crossTransportOrder, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
let customer2: Api;
let auditor: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  customer2 = await apiAs(portal, 'customer2');
  auditor = await apiAs(portal, 'auditor');
});
afterAll(() => portal?.stop());

async function create(body: unknown = crossTransportOrder()) {
  const response = await customer1.request('POST', '/api/shipments', { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Today at the Hamburg branch, which handles customer 100001. */
const today = () => dateIn(new Date(), 'Europe/Berlin');

function pickUpOrder(overrides: Record<string, unknown> = {}) {
  const { shippingDate, deliveryDate } = crossTransportOrder();
  return {
    type: 'QUERTRANSPORT',
    partnerName: 'Partner Spedice s.r.o.',
    partnerAttentionOf: 'Jiří Dvořák',
    partnerEmail: 'dispo@partner-spedice.example',
    locationContactName: 'Anna Müller',
    locationEmail: 'customer1@mueller-maschinenbau.example',
    notes: 'Rampe 3, Zufahrt über Tor 2',
    sender: {
      name: 'Lager Praha s.r.o.',
      street: 'Kolbenova 5',
      zipCode: '190 00',
      city: 'Praha',
      country: 'CZ',
    },
    consignee: { name: 'Schmidt Werkzeugbau GmbH', city: 'München', country: 'DE' },
    shippingDate,
    shippingTimeFrom: '08:00',
    shippingTimeUntil: '12:00',
    deliveryDate,
    customs: { documents: 'CREATE', eur1: true },
    clearing: { locationOkay: true, location: 'PRG' },
    ...overrides,
  };
}

const issue = (api: Api, shipment: Json, body: unknown, headers: Record<string, string> = {}) =>
  api.request('POST', `/api/shipments/${shipment.shipmentNumber}/pickUpOrder`, { body, headers });

describe('issuing a pick-up order', () => {
  it('answers a PDF made from the stored shipment, with partner and shipment number', async () => {
    const shipment = await create();
    const tampered = { ...shipment, orderNumber: 'FROM-THE-CLIENT' };
    const response = await issue(customer1, shipment, { shipment: tampered, order: pickUpOrder() });
    expect(response.status, response.raw.toString().slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pick-up-order-${shipment.shipmentNumber}.pdf"`,
    );
    expect(response.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.raw).replace(/\s+/g, ' ');
    for (const expected of [
      'Pick-up order',
      `Shipment number: ${shipment.shipmentNumber}`,
      'Order number: A-4711',
      'Partner Spedice s.r.o.',
      'E-mail: dispo@partner-spedice.example',
      'Lager Praha s.r.o.',
      'Schmidt Werkzeugbau GmbH',
      'Branch Hamburg (HAM)',
      'Maschinenteile',
      '480 kg',
      'Clearing via branch: yes (PRG)',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('FROM-THE-CLIENT');
    // The operator is named as the imprint names it.
    const imprint = await customer1.request('GET', '/api/legal');
    expect(text).toContain(imprint.body.operator.name);
    expect(text).not.toContain('Freight Portal Spedition GmbH');

    const german = await issue(customer1, shipment, { order: pickUpOrder() }, { 'accept-language': 'de' });
    expect(pdfText(german.raw)).toContain('Abholauftrag');
  });

  it('records the issue in the audit log, with partner and dates only, and keeps the shipment savable', async () => {
    const shipment = await create();
    const order = pickUpOrder();
    const response = await issue(customer1, shipment, { order });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe(`"${shipment.version + 1}"`);
    const log = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`);
    const entry = log.body._embedded.auditEntries.find(
      (candidate: Json) => 'pickUpOrder.partnerName' in candidate.modifications,
    );
    expect(entry).toMatchObject({
      type: 'MOD',
      userLogin: 'customer1',
      userFullname: 'Anna Müller',
      modifications: {
        'pickUpOrder.type': 'QUERTRANSPORT',
        'pickUpOrder.partnerName': 'Partner Spedice s.r.o.',
        'pickUpOrder.partnerEmail': 'dispo@partner-spedice.example',
        'pickUpOrder.shippingDate': order.shippingDate,
        'pickUpOrder.deliveryDate': order.deliveryDate,
      },
    });
    expect(Object.keys(entry.modifications)).toHaveLength(5);

    const read = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}`);
    expect(read.body).toMatchObject({ state: 'DRAFT', version: shipment.version + 1, orderNumber: 'A-4711' });
    const saved = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...crossTransportOrder(), orderNumber: 'A-4712', version: read.body.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('answers field errors for missing required fields and the clearing branch', async () => {
    const shipment = await create();
    const response = await issue(customer1, shipment, {
      order: pickUpOrder({
        partnerName: '',
        partnerEmail: undefined,
        locationEmail: 'not-an-address',
        sender: { name: ' ' },
        consignee: {},
        clearing: { locationOkay: true },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).toMatchObject({ status: 400, title: 'Bad Request', code: 'validation.failed' });
    const fields = response.body.errors.map((error: Json) => error.field).sort();
    expect(fields).toEqual(
      [
        'order.clearing.location',
        'order.consignee.name',
        'order.locationEmail',
        'order.partnerEmail',
        'order.partnerName',
        'order.sender.name',
      ].sort(),
    );
    const byField = Object.fromEntries(
      response.body.errors.map((error: Json) => [error.field, error.defaultMessage]),
    );
    expect(byField['order.locationEmail']).toBe('is not a valid email address');
    expect(byField['order.clearing.location']).toBe('must not be empty');
    const log = await customer1.request('GET', `/api/shipments/${shipment.shipmentNumber}/auditLog`);
    expect(log.body._embedded.auditEntries).toHaveLength(1);
  });

  it('refuses dates in the past, beyond two months, or a delivery before the pick-up', async () => {
    const shipment = await create();
    const past = await issue(customer1, shipment, {
      order: pickUpOrder({ shippingDate: addDays(today(), -1), deliveryDate: addDays(today(), 70) }),
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([
      { field: 'order.shippingDate', defaultMessage: 'must not be in the past' },
      { field: 'order.deliveryDate', defaultMessage: 'must be within the next two months' },
    ]);
    const reversed = await issue(customer1, shipment, {
      order: pickUpOrder({ shippingDate: addDays(today(), 3), deliveryDate: addDays(today(), 2) }),
      shipment,
    });
    expect(reversed.body.errors).toEqual([
      { field: 'order.deliveryDate', defaultMessage: 'must not be before the shipping date' },
    ]);
    const quarter = await issue(customer1, shipment, { order: pickUpOrder({ shippingTimeFrom: '08:05' }) });
    expect(quarter.body.errors).toEqual([
      { field: 'order.shippingTimeFrom', defaultMessage: 'must be a time in 15-minute steps (HH:MM)' },
    ]);
  });

  it("answers 404 for another customer's shipment and unknown ones, 403 for the auditor", async () => {
    const shipment = await create();
    const foreign = await issue(customer2, shipment, { order: pickUpOrder() });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'shipment.not-found']);
    const unknown = await issue(customer1, { shipmentNumber: '9999999' }, { order: pickUpOrder() });
    expect(unknown.status).toBe(404);
    expect((await issue(auditor, shipment, { order: pickUpOrder() })).status).toBe(403);
  });

  it('refuses a cancelled cross transport and a distribution shipment with a 409 problem', async () => {
    const shipment = await create();
    const cancelled = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...crossTransportOrder(), state: 'CANCELLED', version: shipment.version },
    });
    expect(cancelled.body._links.pickUpOrder).toBeUndefined();
    const refused = await issue(customer1, shipment, { order: pickUpOrder() });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'shipment.pick-up-order.not-allowed',
      detail: `Shipment ${shipment.shipmentNumber} offers no pick-up order.`,
    });

    const distribution = await create(order());
    expect(distribution._links.pickUpOrder).toBeUndefined();
    const wrongType = await issue(customer1, distribution, { order: pickUpOrder() });
    expect([wrongType.status, wrongType.body.code]).toEqual([409, 'shipment.pick-up-order.not-allowed']);
    const log = await customer1.request('GET', `/api/shipments/${distribution.shipmentNumber}/auditLog`);
    expect(log.body._embedded.auditEntries).toHaveLength(1);
  });
});
