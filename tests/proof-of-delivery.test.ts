import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { fetchJson } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { findInDatabase } from './harness/search.ts';
import { PNG, uploadPod } from './pod-helpers.ts';
import { type Json, order } from './shipments-helpers.ts';

/**
 * Proof of delivery end to end: the forwarder uploads a signature and reports DELIVERED with the
 * receiver, time, packages and condition; the customer reads it and downloads the file, another
 * customer gets 404, /track shows the packages but no name; erasing the consignee erases the
 * receiver's name and the signature.
 */

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.stop();
});

const as = (username: string) => authHeader(portal, username);

const call = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
  fetchJson(portal, method, path, auth, body);

const upload = (number: string, data: Buffer, name: string, kind?: string, username?: string) =>
  uploadPod(portal, number, data, name, kind, username);

/** The receiver's name, found nowhere else. */
const RECEIVER = 'Wendelin Quorkstätter';
const consignee = {
  name: 'Ottilie Zwirbelmayr',
  street: 'Quastenweg 9',
  zipCode: '80339',
  city: 'München',
  country: 'DE',
};

async function commissioned(overrides: Json = {}) {
  const auth = await as('customer1');
  const draft = await call('POST', '/api/shipments', auth, { ...order(overrides) });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const done = await call('PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, auth, {
    ...order(overrides),
    version: draft.body.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.shipmentNumber as string;
}

describe('proof of delivery', () => {
  let number: string;
  let addressId: string;
  const reportId = () => `POD-${number}`;

  beforeAll(async () => {
    const address = await call('POST', '/api/addresses', await as('customer1'), {
      ...consignee,
      types: ['CONSIGNEE'],
      isRetail: true,
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    addressId = new URL(address.body._links.self.href).pathname.split('/').pop() as string;
    number = await commissioned({ consignee });
  });

  it('takes a PNG, JPEG or PDF by its first bytes only, up to 5 MB, from who reports statuses', async () => {
    const renamed = await upload(number, Buffer.from('MZ\x90\x00 not an image'), 'signature.png');
    expect(renamed.status).toBe(400);
    const large = await upload(number, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
    expect(large.status).toBe(400);
    expect((await upload(number, PNG, 's.png', 'SIGNATURE', 'customer1')).status).toBe(403);
    const pdf = await upload(
      number,
      Buffer.from('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n'),
      'note.txt',
      'DELIVERY_NOTE',
    );
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', kind: 'DELIVERY_NOTE' });
  });

  it('records a DELIVERED report with the receiver, packages, condition and the signature by its hash', async () => {
    const signature = await upload(number, PNG, 'whatever.bin');
    expect(signature.status, JSON.stringify(signature.body)).toBe(201);
    expect(signature.body).toMatchObject({ kind: 'SIGNATURE', contentType: 'image/png', size: PNG.length });
    const pod = {
      receiverName: RECEIVER,
      receivedAt: '2026-11-26T10:05:00+01:00',
      packages: 2,
      condition: 'GOOD',
      fileId: signature.body.fileId,
    };
    const wrongStatus = await call('POST', `/api/shipments/${number}/statuses`, await as('centraladmin'), {
      reportId: `X-${number}`,
      status: 'ARRIVED',
      occurredAt: '2026-11-26T09:00:00+01:00',
      pod,
    });
    expect(wrongStatus.status).toBe(400);
    const delivered = await call('POST', `/api/shipments/${number}/statuses`, await as('centraladmin'), {
      reportId: reportId(),
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:00:00+01:00',
      pod,
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(201);
    const rows = await portal.runtime.db
      .selectFrom('events')
      .select(['data'])
      .where('stream_id', '=', `shipment-${number}`)
      .where('type', '=', 'ShipmentStatusReported')
      .execute();
    const stored = JSON.stringify(rows);
    expect(stored).toContain(signature.body.sha256);
    expect(stored).not.toContain('Quorkstätter');
  });

  it('shows the proof to the customer and downloads the file; another customer gets 404', async () => {
    const timeline = await call('GET', `/api/shipments/${number}/statuses`, await as('customer1'));
    expect(timeline.body.statuses[0].pod).toEqual({
      receiverName: RECEIVER,
      receivedAt: '2026-11-26T10:05:00+01:00',
      packages: 2,
      condition: 'GOOD',
      file: expect.objectContaining({ kind: 'SIGNATURE', contentType: 'image/png' }),
    });
    const path = `/api/shipments/${number}/statuses/${reportId()}/pod`;
    const download = await fetch(`${portal.url}${path}`, { headers: await as('customer1') });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`${portal.url}${path}`, { headers: await as('customer2') })).status).toBe(404);
    const none = await fetch(`${portal.url}/api/shipments/${number}/statuses/NONE/pod`, {
      headers: await as('customer1'),
    });
    expect(none.status).toBe(404);
  });

  it('lets /track show the delivery and its packages, never the receiver', async () => {
    const tracked = await call('POST', '/api/tracking', {}, { shipmentNumber: number, zipCode: '80339' });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    expect(tracked.body.journey.statuses[0]).toMatchObject({ status: 'DELIVERED', packages: 2 });
    expect(JSON.stringify(tracked.body)).not.toContain('Quorkstätter');
    expect(JSON.stringify(tracked.body)).not.toContain('pod');
  });

  it("erases the receiver's name and the signature with the consignee", async () => {
    const erasure = await call('POST', `/api/admin/addresses/${addressId}/erasure`, await as('admin'));
    expect(erasure.status, JSON.stringify(erasure.body)).toBe(200);
    const timeline = await call('GET', `/api/shipments/${number}/statuses`, await as('customer1'));
    expect(timeline.body.statuses[0].pod).toEqual({
      receivedAt: '2026-11-26T10:05:00+01:00',
      packages: 2,
      condition: 'GOOD',
    });
    expect(JSON.stringify(timeline.body)).not.toContain('Quorkstätter');
    const download = await fetch(`${portal.url}/api/shipments/${number}/statuses/${reportId()}/pod`, {
      headers: await as('customer1'),
    });
    expect(download.status).toBe(404);
    expect(await findInDatabase(portal.runtime.db, [RECEIVER])).toEqual([]);
    const log = await call('GET', `/api/shipments/${number}/auditLog`, await as('customer1'));
    expect(JSON.stringify(log.body)).not.toContain('Quorkstätter');
  });
});
