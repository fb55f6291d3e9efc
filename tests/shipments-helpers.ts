import type { ShipmentPayloadInput } from '../contracts/shipment/index.ts';
import { addWorkdays, dateIn, isWorkday } from '../services/domain/rules/calendar.ts';
import { authHeader } from './harness/auth.ts';
import type { TestPortal } from './harness/portal.ts';

/** The next workday in Hamburg after today, and a delivery date inside P01's window (1-3 workdays). */
export function shippingDates() {
  const today = dateIn(new Date(), 'Europe/Berlin');
  const shippingDate = addWorkdays(today, 1, 'DE');
  return { shippingDate, deliveryDate: addWorkdays(shippingDate, 1, 'DE') };
}

/** A complete, valid order of customer 100001 (Hamburg, branch HAM) to Munich: a distribution shipment. */
export function order(overrides: Partial<ShipmentPayloadInput> = {}): ShipmentPayloadInput {
  return {
    sender: {
      customerId: '100001',
      name: 'Müller Maschinenbau GmbH',
      street: 'Billwerder Neuer Deich 72',
      zipCode: '20539',
      city: 'Hamburg',
      country: 'DE',
      contactName: 'Jana Müller',
      phone: '+49 40 7890120',
    },
    consignee: {
      name: 'Schmidt Werkzeugbau GmbH',
      street: 'Landsberger Straße 110',
      zipCode: '80339',
      city: 'München',
      country: 'DE',
    },
    orderNumber: 'A-4711',
    ...shippingDates(),
    shippingTerms: { identifier: '04' },
    product: { identifier: 'P01' },
    deliveryNotes: [],
    cargoList: {
      items: [
        {
          colliQty: 2,
          packingCode: 'EP',
          goods: 'Maschinenteile',
          weight: 480,
          length: 120,
          width: 80,
          height: 100,
        },
      ],
    },
    ...overrides,
  };
}

/**
 * An order whose free texts carry `texts`: the shipping notice, the driver's delivery note (190)
 * and the first cargo line's marking.
 */
export function orderWithFreeTexts(
  overrides: Partial<ShipmentPayloadInput>,
  texts: { notice: string; driverNote: string; marking: string },
): ShipmentPayloadInput {
  const base = order({
    ...overrides,
    shippingNotice: texts.notice,
    deliveryNotes: [{ identifier: '190', attachmentValue: texts.driverNote }],
  });
  const [first, ...rest] = base.cargoList?.items ?? [];
  if (!first) throw new Error('the order has no cargo line to mark');
  return {
    ...base,
    cargoList: { ...base.cargoList, items: [{ ...first, marking: texts.marking }, ...rest] },
  };
}

/**
 * Picked up in Prague (branch PRG's area) for a Hamburg customer: a cross transport (QUER), with
 * international shipping terms and a shipping date that is a workday in both countries.
 */
export function crossTransportOrder(overrides: Partial<ShipmentPayloadInput> = {}): ShipmentPayloadInput {
  let { shippingDate } = shippingDates();
  while (!isWorkday(shippingDate, 'CZ')) shippingDate = addWorkdays(shippingDate, 1, 'DE');
  return order({
    sender: {
      customerId: '100001',
      name: 'Lager Praha s.r.o.',
      street: 'Kolbenova 5',
      zipCode: '190 00',
      city: 'Praha',
      country: 'CZ',
    },
    shippingTerms: { identifier: '24' },
    shippingDate,
    deliveryDate: addWorkdays(shippingDate, 1, 'DE'),
    ...overrides,
  });
}

/** A parsed JSON response body; each test asserts the shape it relies on. */
// biome-ignore lint/suspicious/noExplicitAny: response bodies are whatever the API sent; the assertions check them
export type Json = any;

export interface Api {
  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Json; headers: Record<string, unknown>; raw: Buffer }>;
}

/** Calls the portal's API as a seeded user through app.inject. */
export async function apiAs(portal: TestPortal, username: string): Promise<Api> {
  const auth = await authHeader(portal, username);
  return {
    async request(method, url, options = {}) {
      const response = await portal.app.inject({
        method,
        url,
        headers: {
          ...auth,
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
      const type = String(response.headers['content-type'] ?? '');
      return {
        status: response.statusCode,
        body: type.includes('json') ? response.json() : response.body,
        headers: response.headers,
        raw: response.rawPayload,
      };
    },
  };
}
