import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_EMAIL, ERASED_TEXT } from '../contracts/personal-data.ts';
import { eventually } from './harness/eventually.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { findInDatabase } from './harness/search.ts';
import { type Api, apiAs, order, orderWithFreeTexts } from './shipments-helpers.ts';

/** A private consignee with values that occur nowhere else, so a search for them finds only her. */
const person = {
  name: 'Xaverine Qwertzmann',
  additionalName: 'c/o Hinterhaus Quastenweg',
  street: 'Zzyzxweg 77',
  zipCode: '80339',
  city: 'München',
  country: 'DE',
  contactName: 'Yolanda Qwertzmann-Brix',
  phone: '+49 89 5550199',
  mobile: '+4915123457788',
  email: 'xaverine.qwertzmann@example.org',
};
const distinctive = [
  'Xaverine',
  'Qwertzmann',
  'Quastenweg',
  'Zzyzxweg',
  '5550199',
  '23457788',
  'xaverine.qwertzmann@example.org',
];
/** Free texts of her orders that name her but belong to no party: sealed under the shipment (0140). */
const freeTexts = {
  notice: 'Hoftor Quibbelhaus',
  marking: 'QZX-VEXLUND',
  driverNote: 'Fahrer fragt Pomeroyne',
  batchNotice: 'Torwache Glimmerbach',
};
const distinctiveTexts = Object.values(freeTexts);

let portal: TestPortal;
let customer1: Api;
let admin: Api;

beforeAll(async () => {
  portal = await startTestPortal();
  customer1 = await apiAs(portal, 'customer1');
  admin = await apiAs(portal, 'admin');
});
afterAll(async () => {
  await portal?.stop();
});

const findEverywhere = (values: string[]) => findInDatabase(portal.runtime.db, values);

describe('erasure of a party (GDPR Art. 17)', () => {
  it('leaves none of its values in any table, while the shipments and their facts stay', async () => {
    const address = await customer1.request('POST', '/api/addresses', {
      body: { ...person, types: ['CONSIGNEE'], isRetail: true },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const addressId = new URL(address.body._links.self.href).pathname.split('/').pop() as string;
    const changed = await customer1.request('PUT', `/api/addresses/${addressId}`, {
      body: { ...person, types: ['CONSIGNEE'], isRetail: true, phone: '+49 89 5550199 0' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const consignee = { ...person, phone: '+49 89 5550199 0' };
    const announced = await customer1.request('POST', '/api/shipments', {
      body: {
        ...orderWithFreeTexts({ consignee, orderNumber: 'ERASE-1' }, freeTexts),
        state: 'CREATE_ANNOUNCEMENT',
      },
    });
    expect(announced.status, JSON.stringify(announced.body)).toBe(201);
    const commissioned = await customer1.request('POST', '/api/shipments', {
      body: order({ consignee, orderNumber: 'ERASE-2' }),
    });
    const commissionedNumber = commissioned.body.shipmentNumber as string;
    const commission = await customer1.request('PUT', `/api/shipments/${commissionedNumber}/commission`, {
      body: order({ consignee, orderNumber: 'ERASE-2' }),
    });
    expect(commission.status, JSON.stringify(commission.body)).toBe(200);
    const loadingList = await customer1.request('POST', '/api/loadinglists', {
      body: { shipmentNumbers: [commissionedNumber] },
    });
    expect(loadingList.status, JSON.stringify(loadingList.body)).toBe(201);
    const other = await customer1.request('POST', '/api/shipments', {
      body: order({ orderNumber: 'KEEP-1' }),
    });
    expect(other.status).toBe(201);
    // A batch announcement keeps the dialog's notice with the batch.
    const draft = await customer1.request('POST', '/api/shipments', {
      body: order({ consignee, orderNumber: 'ERASE-3' }),
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const { shippingDate } = order();
    const batch = await customer1.request('POST', '/api/shipments/batch/announce', {
      body: {
        shipmentNumbers: [draft.body.shipmentNumber],
        announcement: {
          dateFrom: shippingDate,
          timeFrom: '08:00',
          timeUntil: '12:00',
          notice: freeTexts.batchNotice,
        },
      },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    const batchPath = new URL(String(batch.headers.location)).pathname;
    await eventually(async () =>
      (await customer1.request('GET', batchPath)).body.state === 'completed' ? true : undefined,
    );

    const announcedNumber = announced.body.shipmentNumber as string;
    // The shipping notice reached the embedded mail server and names the consignee.
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::integer as n from mailbox_messages where raw like ${'%Qwertzmann%'}
      `.execute(portal.runtime.db);
      return (rows[0]?.n ?? 0) > 0 ? true : undefined;
    });
    const before = await findEverywhere([...distinctive, ...distinctiveTexts]);
    expect(before.some((hit) => hit.startsWith('public.events:'))).toBe(false);
    // The free texts were kept readable where readers need them before the erasure.
    for (const text of distinctiveTexts)
      expect(
        before.some((hit) => hit.endsWith(`: ${text}`)),
        text,
      ).toBe(true);
    expect(before).toContain(`public.shipment_batches: ${freeTexts.batchNotice}`);
    for (const table of [
      'public.addresses',
      'public.masterdata_changes',
      'public.mailbox_messages',
      'public.loading_lists',
    ])
      expect(
        before.some((hit) => hit.startsWith(`${table}:`)),
        table,
      ).toBe(true);

    for (const user of ['customer1', 'branchadmin', 'auditor']) {
      const refused = await (await apiAs(portal, user)).request(
        'POST',
        `/api/admin/addresses/${addressId}/erasure`,
      );
      expect(refused.status).toBe(403);
    }
    const erasure = await admin.request('POST', `/api/admin/addresses/${addressId}/erasure`);
    expect(erasure.status, JSON.stringify(erasure.body)).toBe(200);
    expect(erasure.body).toMatchObject({ shipments: 3, addresses: 1, invoiceRecipients: 0 });
    expect(erasure.body.mails).toBeGreaterThanOrEqual(1);

    expect(await findEverywhere([...distinctive, ...distinctiveTexts])).toEqual([]);

    // What readers see: the shipments with placeholders, their business facts unchanged.
    const read = await customer1.request('GET', `/api/shipments/${announcedNumber}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      state: 'ANNOUNCED',
      orderNumber: 'ERASE-1',
      consignee: {
        name: ERASED_TEXT,
        street: ERASED_TEXT,
        email: ERASED_EMAIL,
        zipCode: '80339',
        country: 'DE',
      },
      sender: { name: 'Müller Maschinenbau GmbH' },
      shippingNotice: ERASED_TEXT,
      deliveryNotes: [{ identifier: '190', attachmentValue: ERASED_TEXT }],
      cargoList: { items: [{ weight: 480, colliQty: 2, goods: 'Maschinenteile', marking: ERASED_TEXT }] },
    });
    const list = await customer1.request('GET', '/api/shipments?size=50');
    const rows = list.body._embedded.shipments as { shipmentNumber: string; consigneeName?: string }[];
    expect(rows.map((row) => row.shipmentNumber)).toEqual(
      expect.arrayContaining([announcedNumber, commissionedNumber, other.body.shipmentNumber]),
    );
    const kept = await customer1.request('GET', `/api/shipments/${other.body.shipmentNumber}`);
    expect(kept.body.consignee.name).toBe('Schmidt Werkzeugbau GmbH');
    const audit = await customer1.request('GET', `/api/shipments/${announcedNumber}/auditLog`);
    expect(JSON.stringify(audit.body)).toContain(ERASED_TEXT);
    expect(await customer1.request('GET', `/api/addresses/${addressId}`)).toMatchObject({ status: 404 });
    const changes = await sql<{ action: string; modifications: Record<string, unknown> }>`
      select action, modifications from masterdata_changes where entity = 'dataSubject'
    `.execute(portal.runtime.db);
    expect(changes.rows).toEqual([
      {
        action: 'DEL',
        modifications: expect.objectContaining({ kind: 'party', shipments: 3, addresses: 1 }),
      },
    ]);

    // Erasing it again finds no entry any more.
    expect((await admin.request('POST', `/api/admin/addresses/${addressId}/erasure`)).status).toBe(404);
  });
});
