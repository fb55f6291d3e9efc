import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

let portal: TestPortal;
let customer1: Api;
/** Five shipments of customer 100001, created in this order (ascending numbers). */
const created: Json[] = [];

const consignee = (name: string, city: string, zipCode: string) => ({
  name,
  street: 'Hauptstraße 1',
  zipCode,
  city,
  country: 'DE',
});

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  const orders = [
    order({ orderNumber: 'C-300', consignee: consignee('Zeppelin Werke AG', 'Friedrichshafen', '88045') }),
    order({ orderNumber: 'A-100', consignee: consignee('Bergmann KG', 'Dresden', '01067') }),
    order({ orderNumber: 'E-500', consignee: consignee('Albrecht GmbH', 'Köln', '50667') }),
    order({ orderNumber: 'B-200', consignee: consignee('Dorn & Söhne', 'Bremen', '28195') }),
    order({ orderNumber: 'D-400', consignee: consignee('Conrad Logistik', 'Berlin', '10115') }),
  ];
  for (const body of orders) {
    const response = await customer1.request('POST', '/api/shipments', { body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    created.push(response.body);
  }
  const [first, second, third] = created;
  const announce = await customer1.request('PUT', `/api/shipments/${first.shipmentNumber}`, {
    body: { ...orders[0], state: 'CREATE_ANNOUNCEMENT' },
  });
  expect(announce.body.state).toBe('ANNOUNCED');
  const commission = await customer1.request('PUT', `/api/shipments/${second.shipmentNumber}/commission`, {
    body: orders[1],
  });
  expect(commission.body.state).toBe('FINALIZED');
  const cancel = await customer1.request('PUT', `/api/shipments/${third.shipmentNumber}`, {
    body: { ...orders[2], state: 'CANCELLED' },
  });
  expect(cancel.body.state).toBe('CANCELLED');
});
afterAll(() => portal?.stop());

const numbersOf = (body: Json): string[] =>
  body._embedded.shipments.map((shipment: Json) => shipment.shipmentNumber);
const relative = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

describe('the shipment list', () => {
  it('sorts by shipment number descending by default, 100 a page', async () => {
    const list = await customer1.request('GET', '/api/shipments');
    expect(list.status).toBe(200);
    expect(numbersOf(list.body)).toEqual(created.map((s) => s.shipmentNumber).reverse());
    expect(list.body.page).toEqual({
      size: 100,
      totalElements: 5,
      totalPages: 1,
      number: 0,
      totalExact: true,
    });
    expect(list.body._links.next).toBeUndefined();
    expect(list.body._links.self.href).toContain('/api/shipments');
  });

  it('pages with next and prev links that keep the other parameters', async () => {
    const first = await customer1.request('GET', '/api/shipments?size=2&sort=orderNumber,asc');
    expect(first.body.page).toEqual({
      size: 2,
      totalElements: 5,
      totalPages: 3,
      number: 0,
      totalExact: true,
    });
    expect(first.body._links.prev).toBeUndefined();
    const next = first.body._links.next.href as string;
    expect(next).toContain('sort=orderNumber%2Casc');
    const second = await customer1.request('GET', relative(next));
    expect(second.body.page.number).toBe(1);
    expect(second.body._links.prev).toBeDefined();
    const third = await customer1.request('GET', relative(second.body._links.next.href));
    expect(third.body._links.next).toBeUndefined();
    const orderNumbers = [first, second, third].flatMap((page) =>
      page.body._embedded.shipments.map((shipment: Json) => shipment.orderNumber),
    );
    expect(orderNumbers).toEqual(['A-100', 'B-200', 'C-300', 'D-400', 'E-500']);
  });

  it.each([
    ['orderNumber,desc', (s: Json) => s.orderNumber, 'desc'],
    ['consigneeName,asc', (s: Json) => s.consignee.name, 'asc'],
    ['consigneeCity,desc', (s: Json) => s.consignee.city, 'desc'],
    ['state,asc', (s: Json) => s.state, 'asc'],
    ['shipmentNumber,asc', (s: Json) => Number(s.shipmentNumber), 'asc'],
  ] as const)('sorts by %s', async (sort, value, direction) => {
    const list = await customer1.request('GET', `/api/shipments?sort=${sort}`);
    const values = list.body._embedded.shipments.map(value);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
  });

  it('sorts by a column with empty values, too', async () => {
    const list = await customer1.request('GET', '/api/shipments?sort=commissionedOn,desc');
    expect(list.status).toBe(200);
    expect(list.body._embedded.shipments).toHaveLength(5);
  });

  it('filters by state', async () => {
    const drafts = await customer1.request('GET', '/api/shipments?state=DRAFT');
    expect(numbersOf(drafts.body)).toEqual([created[4].shipmentNumber, created[3].shipmentNumber]);
    expect(drafts.body.page.totalElements).toBe(2);
    const several = await customer1.request('GET', '/api/shipments?state=ANNOUNCED,FINALIZED');
    expect(numbersOf(several.body).sort()).toEqual(
      [created[0].shipmentNumber, created[1].shipmentNumber].sort(),
    );
  });

  it('searches free text in numbers, names and cities', async () => {
    const byName = await customer1.request('GET', '/api/shipments?query=zeppelin');
    expect(numbersOf(byName.body)).toEqual([created[0].shipmentNumber]);
    const byCity = await customer1.request('GET', `/api/shipments?query=${encodeURIComponent('Köln')}`);
    expect(numbersOf(byCity.body)).toEqual([created[2].shipmentNumber]);
    const byNumber = await customer1.request('GET', `/api/shipments?query=${created[3].shipmentNumber}`);
    expect(numbersOf(byNumber.body)).toEqual([created[3].shipmentNumber]);
    const byOrder = await customer1.request('GET', '/api/shipments?query=D-400');
    expect(numbersOf(byOrder.body)).toEqual([created[4].shipmentNumber]);
    const combined = await customer1.request('GET', '/api/shipments?query=hamburg&state=CANCELLED');
    expect(numbersOf(combined.body)).toEqual([created[2].shipmentNumber]);
    const nothing = await customer1.request('GET', '/api/shipments?query=nirgendwo');
    expect(nothing.body.page.totalElements).toBe(0);
  });

  it('refuses unknown sort properties, states and sizes beyond 1000', async () => {
    const sort = await customer1.request('GET', '/api/shipments?sort=password,asc');
    expect(sort.status).toBe(400);
    expect(sort.body.errors[0].field).toBe('querystring.sort');
    expect((await customer1.request('GET', '/api/shipments?state=LOST')).status).toBe(400);
    expect((await customer1.request('GET', '/api/shipments?size=1001')).status).toBe(400);
  });

  it('offers create and the Excel export with the same filters', async () => {
    const list = await customer1.request('GET', '/api/shipments?state=DRAFT&sort=orderNumber,asc');
    expect(list.body._links.create.href).toMatch(/\/api\/shipments$/);
    const exportUrl = new URL(list.body._links.exportXLS.href);
    expect(exportUrl.pathname).toBe('/api/shipments.xlsx');
    expect(exportUrl.searchParams.get('state')).toBe('DRAFT');
    expect(exportUrl.searchParams.get('sort')).toBe('orderNumber,asc');
  });

  it('shows every row as GET of the shipment shows it', async () => {
    // Last in this file: it adds a shipment with awkward texts, a quotation and a loading list.
    const admin = await apiAs(portal, 'branchadmin');
    const setting = (name: string, value: unknown) =>
      admin.request('PUT', `/api/admin/customers/100001/settings/${name}`, { body: { value } });
    expect((await setting('QUOTATION_ENABLED', true)).status).toBe(200);
    try {
      const awkward = order({
        orderNumber: 'X: 1, "2" \\ 3',
        consignee: consignee('Dvořák "Ostrava" \\ 😀 a:b, c', 'Frýdek-Místek', '01067'),
      });
      const saved = await customer1.request('POST', '/api/shipments', { body: awkward });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const quoted = await customer1.request(
        'GET',
        `/api/shipments/${saved.body.shipmentNumber}/requestQuotation`,
      );
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
      const loadingList = await customer1.request('POST', '/api/loadinglists', {
        body: { shipmentNumbers: [created[1].shipmentNumber] },
      });
      expect(loadingList.status, JSON.stringify(loadingList.body)).toBe(201);

      const list = await customer1.request('GET', '/api/shipments');
      expect(list.status).toBe(200);
      expect(String(list.headers['content-type'])).toMatch(/^application\/json/);
      // Compact JSON, as JSON.stringify writes it: no space PostgreSQL's jsonb text has.
      expect(list.raw.toString('utf8')).toBe(JSON.stringify(list.body));
      const rows: Json[] = list.body._embedded.shipments;
      const states = new Set(rows.map((row) => row.state));
      expect([...states].sort()).toEqual(['ANNOUNCED', 'CANCELLED', 'CARGO_LIST_CREATED', 'DRAFT']);
      expect(rows.some((row) => row.quotation)).toBe(true);
      expect(rows.some((row) => row._links.loadinglist)).toBe(true);
      expect(rows.some((row) => row.commissionedOn && row.shippingNoticeCreated === undefined)).toBe(true);
      for (const row of rows) {
        const single = await customer1.request('GET', `/api/shipments/${row.shipmentNumber}`);
        expect(single.status).toBe(200);
        expect(row).toEqual(single.body);
      }
      const found = await customer1.request('GET', `/api/shipments?query=${encodeURIComponent('dvořák')}`);
      expect(numbersOf(found.body)).toEqual([saved.body.shipmentNumber]);
      const single = await customer1.request('GET', `/api/shipments/${saved.body.shipmentNumber}`);
      expect(found.body._embedded.shipments[0]).toEqual(single.body);
    } finally {
      await setting('QUOTATION_ENABLED', false);
    }
  });
});
