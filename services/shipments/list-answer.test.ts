import { describe, expect, it } from 'vitest';
import type { Principal } from '../../contracts/access.ts';
import type { ShipmentListItem } from '../../projections/shipment-list/queries.ts';
import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import { writeShipmentListAnswer } from './list-answer.ts';
import type { ShipmentCustomer } from './settings.ts';
import { shipmentViewsOf, type ViewContext } from './views.ts';

const principal: Principal = {
  subject: 'u1',
  username: 'customer1',
  email: 'c1@example.com',
  firstName: 'Petra',
  lastName: 'Müller',
  fullName: 'Petra Müller',
  phone: '',
  roles: ['User'],
  customerIds: ['100001'],
};

const customer = (customerId: string, quotation: boolean, details: boolean) =>
  ({ customerId, quotationEnabled: quotation, quotationDetailsEnabled: details }) as ShipmentCustomer;

const order = (name: string) => ({
  sender: { city: 'Hamburg', name: 'Müller "M" GmbH', street: 'Am Kai 1', country: 'DE', zipCode: '20457' },
  product: { name: 'Produkt P01', identifier: 'P01' },
  cargoList: {
    items: [{ goods: 'Teile: 1, 2', width: 80.5, weight: 1e-7, hazmats: [], dangerousGoods: false }],
  },
  consignee: { city: 'Frýdek-Místek', name, street: 'Ring\t5\n', country: 'CZ', zipCode: '73801' },
  orderNumber: 'PO \\ 1',
  shippingDate: '2026-04-10',
  deliveryNotes: [],
  shippingTerms: { identifier: '04' },
});

/** The order's text as PostgreSQL writes jsonb: a space after each colon and comma outside strings. */
const jsonbText = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, entry]) => `${JSON.stringify(key)}: ${jsonbText(entry)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
};

const instants = {
  notice: new Date('2026-04-10T09:00:00.123Z'),
  commissioned: new Date('2026-04-10T10:00:00Z'),
  modified: new Date('2026-04-11T08:30:15.999Z'),
};

function shipment(
  number: string,
  customerId: string,
  state: string,
  type: string,
  extra: Partial<ShipmentListRow> = {},
  quotation?: unknown,
): { row: ShipmentListRow; item: ShipmentListItem } {
  const shipment = order(`Dvořák "${number}" \\ 😀 a: b, c`);
  const row = {
    shipment_number: number,
    customer_id: customerId,
    location: 'HAM',
    state,
    type,
    version: 3,
    last_modified_by: 'Petra Müller',
    last_modified_at: instants.modified,
    shipping_notice_created: null,
    commissioned_on: null,
    journey_status: null,
    journey_occurred_at: null,
    journey_exception: false,
    document: quotation ? { shipment, quotation } : { shipment },
    ...extra,
  } as ShipmentListRow;
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const item: ShipmentListItem = {
    shipment_number: number,
    customer_id: customerId,
    location: row.location,
    state,
    type,
    version: row.version,
    shipping_notice_created_iso: iso(row.shipping_notice_created),
    commissioned_on_iso: iso(row.commissioned_on),
    last_modified_by: row.last_modified_by,
    last_modified_at_iso: row.last_modified_at.toISOString(),
    journey_status: row.journey_status,
    journey_occurred_at_iso: iso(row.journey_occurred_at),
    journey_exception: row.journey_exception,
    late: false,
    shipment: jsonbText(shipment),
    shipping_terms_identifier: shipment.shippingTerms.identifier,
    quotation: (quotation ?? null) as ShipmentListItem['quotation'],
  };
  return { row, item };
}

const rows = [
  shipment(
    '1000009',
    '100001',
    'DRAFT',
    'DISTRIBUTION',
    {},
    {
      price: { value: 102.6, currency: 'EUR' },
      additionalCosts: [{ costIdentifier: 'INSURANCE', price: { value: 30, currency: 'EUR' } }],
    },
  ),
  shipment('1000008', '100001', 'ANNOUNCED', 'DISTRIBUTION', { shipping_notice_created: instants.notice }),
  shipment('1000007', '100002', 'FINALIZED', 'QUER', {
    commissioned_on: instants.commissioned,
    location: null,
    last_modified_by: null,
  }),
  shipment('1000006', '100001', 'CARGO_LIST_CREATED', 'DISTRIBUTION', {
    commissioned_on: instants.commissioned,
    journey_status: 'DELIVERY_ATTEMPTED',
    journey_occurred_at: instants.modified,
    journey_exception: true,
  }),
  shipment('1000005', '100001', 'CARGO_LIST_CREATED', 'DISTRIBUTION'),
  shipment('1000004', '100001', 'CANCELLED', 'DISTRIBUTION_NAH_IN_NAH'),
];

const customers = new Map([
  ['100001', customer('100001', true, false)],
  ['100002', customer('100002', false, true)],
]);
const loadingLists = new Map([['1000006', '5b0e0c4e-0d7c-4a55-9c55-0d5c1f1c2a11']]);
const collection = {
  _links: { self: { href: 'http://portal.example/api/shipments' } },
  page: { size: 100, totalElements: 6, totalPages: 1, number: 0, totalExact: true },
};

describe('writeShipmentListAnswer', () => {
  it.each([
    ['the portal tracking page', 'http://portal.example', undefined],
    ['an external tracking site', 'https://portal.example:8443', 'https://tracking.example/track?x=1'],
    ['an origin that contains the stand-in number', 'http://SHIPMENTNUMBER.example', undefined],
  ])('writes the same bytes as JSON.stringify of the views (%s)', (_, origin, trackingUrl) => {
    for (const scope of [{ all: false as const, customerIds: ['100001'] }, { all: true as const }]) {
      const view: ViewContext = { origin, language: 'cs', trackingUrl, principal, scope };
      const expected = JSON.stringify({
        _embedded: {
          shipments: shipmentViewsOf(
            rows.map((entry) => entry.row),
            view,
            customers,
            loadingLists,
          ),
        },
        ...collection,
      });
      const written = writeShipmentListAnswer(
        rows.map((entry) => entry.item),
        view,
        customers,
        loadingLists,
        collection,
      );
      expect(written.toString('utf8')).toBe(expected);
    }
  });

  it('writes an empty page and an order without fields', () => {
    const view: ViewContext = {
      origin: 'http://portal.example',
      language: 'de',
      principal,
      scope: { all: false, customerIds: ['100001'] },
    };
    expect(writeShipmentListAnswer([], view, customers, loadingLists, collection).toString()).toBe(
      JSON.stringify({ _embedded: { shipments: [] }, ...collection }),
    );
    const { item } = shipment('1000003', '100001', 'DRAFT', 'DISTRIBUTION');
    const written = writeShipmentListAnswer(
      [{ ...item, shipment: '{}' }],
      view,
      customers,
      loadingLists,
      collection,
    );
    expect(written.toString()).toMatch(/^\{"_embedded":\{"shipments":\[\{"shipmentNumber":"1000003",/);
    expect(JSON.parse(written.toString())._embedded.shipments[0].state).toBe('DRAFT');
  });
});
