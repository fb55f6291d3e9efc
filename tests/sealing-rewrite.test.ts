import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_EMAIL, ERASED_TEXT } from '../contracts/personal-data.ts';
import { projections } from '../projections/registry.ts';
import { rebuildProjection } from '../projections/runner/rebuild.ts';
import { shipmentStreamId } from '../services/domain/shipment/shipment.ts';
import type { RecordedEvent } from '../services/eventstore/port.ts';
import {
  SEAL_STORED_LOCK_KEY,
  type SealStoredProgress,
  sealStoredEvents,
} from '../services/eventstore/postgres/seal-stored.ts';
import { insertRawEvent } from './fixtures/stored-events.ts';
import { eventually } from './harness/eventually.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { findInDatabase } from './harness/search.ts';
import { type Api, apiAs, type Json, orderWithFreeTexts } from './shipments-helpers.ts';

/** A private consignee and the free texts of her order, with values that occur nowhere else. */
const person = {
  name: 'Ottilie Brennecke-Vauquois',
  street: 'Krummhornweg 93',
  zipCode: '22767',
  city: 'Hamburg',
  country: 'DE',
  contactName: 'Quentin Vauquois',
  phone: '+49 40 5550173',
  email: 'ottilie.vauquois@example.org',
};
const texts = {
  notice: 'Klingel Vauquois hinten',
  marking: 'OTT-VQ-17',
  driverNote: 'Hund Brummelchen beisst',
  partner: 'Spedice Zwirbelmoos',
  partnerEmail: 'dispo@zwirbelmoos.example',
};
const distinctive = [
  'Ottilie',
  'Vauquois',
  'Krummhornweg',
  '5550173',
  'ottilie.vauquois@example.org',
  'OTT-VQ-17',
  'Brummelchen',
  'Zwirbelmoos',
];

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

const seal = (options: Parameters<NonNullable<TestPortal['runtime']['sealStoredEvents']>>[0] = {}) => {
  const run = portal.runtime.sealStoredEvents;
  if (!run) throw new Error('the PostgreSQL event store seals stored events');
  return run(options);
};

/** The stored rows as subscribers see them, apart from the data and metadata. */
async function positions() {
  const { rows } = await sql<Record<string, unknown>>`
    select global_position, transaction_id::text, stream_id, stream_version, event_id, type, schema_version,
      recorded_at
    from events order by global_position
  `.execute(portal.runtime.db);
  return rows;
}

async function storedDocuments() {
  const { rows } = await sql<{ event_id: string; data: string; metadata: string }>`
    select event_id, data::text as data, metadata::text as metadata from events order by global_position
  `.execute(portal.runtime.db);
  return rows;
}

/**
 * Turns the installation into one from before sealing: every event back in plaintext in its row,
 * the key tables empty, no marker of a finished rewrite.
 */
async function asBeforeSealing(): Promise<RecordedEvent[]> {
  const { db, eventStore, personalData } = portal.runtime;
  const { events } = await eventStore.readAll(null, 100_000);
  for (const event of events) {
    // The event's place in its append's row (decision 0189); its metadata becomes its own.
    await sql`
      update event_appends as a
      set data = jsonb_set(a.data::jsonb, array[(i.n - 1)::text], ${JSON.stringify(event.data)}::jsonb)::json,
        metadata = jsonb_set(
          case json_typeof(a.metadata) when 'array' then a.metadata::jsonb
            else (select jsonb_agg(x.m) from (select a.metadata::jsonb as m from generate_series(1, cardinality(a.event_ids))) as x)
            end,
          array[(i.n - 1)::text], ${JSON.stringify(event.metadata)}::jsonb)::json
      from (
        select x.stream_version, array_position(x.event_ids, ${event.id}::uuid) as n from event_appends as x
        where x.stream_id = ${event.streamId} and ${event.id}::uuid = any(x.event_ids)
      ) as i
      where a.stream_id = ${event.streamId} and a.stream_version = i.stream_version
    `.execute(db);
  }
  await sql`delete from personal_data_contexts`.execute(db);
  await sql`delete from personal_data_subjects`.execute(db);
  await sql`delete from eventstore_maintenance`.execute(db);
  // Drops the keys and links this process cached (an erasure of nothing clears the caches).
  await personalData.erase([crypto.randomUUID()]);
  return events;
}

describe('sealing the events stored before personal data was sealed', () => {
  it('seals them in place, reads the same plaintext, changes nothing twice, and lets an erasure reach them', async () => {
    const address = await customer1.request('POST', '/api/addresses', {
      body: { ...person, types: ['CONSIGNEE'], isRetail: true },
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
    const addressId = new URL(address.body._links.self.href).pathname.split('/').pop() as string;
    const created = await customer1.request('POST', '/api/shipments', {
      body: {
        ...orderWithFreeTexts({ consignee: person, orderNumber: 'OLD-1' }, texts),
        state: 'CREATE_ANNOUNCEMENT',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shipmentNumber = created.body.shipmentNumber as string;
    const stream = shipmentStreamId(shipmentNumber);
    // The shipping notice mails (recipients, body) are events of their own, sealed per mail.
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::integer as n from mailbox_messages where raw like ${'%Vauquois%'}
      `.execute(portal.runtime.db);
      return (rows[0]?.n ?? 0) > 0 ? true : undefined;
    });

    // The start's own run (nothing to seal in a new installation) has finished.
    await eventually(async () => {
      const { rows } = await sql<{ finished: boolean }>`
        select finished_at is not null as finished from eventstore_maintenance
      `.execute(portal.runtime.db);
      return rows[0]?.finished ? true : undefined;
    });
    await asBeforeSealing();
    // A pick-up order recorded back then: written straight into the log, as the old store did.
    const [last] = (await portal.runtime.eventStore.readStream(stream)).slice(-1);
    await insertRawEvent(portal.runtime.db, {
      streamId: stream,
      streamVersion: (last?.streamVersion ?? 0) + 1,
      eventId: crypto.randomUUID(),
      type: 'PickUpOrderIssued',
      data: {
        shipmentNumber,
        orderType: 'PICK_UP',
        partnerName: texts.partner,
        partnerEmail: texts.partnerEmail,
        issuedAt: new Date().toISOString(),
        changes: [
          { path: 'pickUpOrder.type', value: 'PICK_UP' },
          { path: 'pickUpOrder.partnerName', value: texts.partner },
          { path: 'pickUpOrder.partnerEmail', value: texts.partnerEmail },
        ],
      },
      metadata: last?.metadata ?? {},
    });
    const audited = await eventually(async () => {
      const audit = await customer1.request('GET', `/api/shipments/${shipmentNumber}/auditLog`);
      return JSON.stringify(audit.body).includes(texts.partner) ? audit.body : undefined;
    });
    const plainHits = await findInDatabase(portal.runtime.db, distinctive);
    for (const value of distinctive) expect(plainHits).toContain(`public.events: ${value}`);

    const readBefore = (await portal.runtime.eventStore.readAll(null, 100_000)).events;
    const shipmentBefore = (await customer1.request('GET', `/api/shipments/${shipmentNumber}`)).body as Json;
    const rowsBefore = await positions();

    const reported: SealStoredProgress[] = [];
    const result = await seal({ batchSize: 7, onProgress: (progress) => reported.push(progress) });
    expect(result.state).toBe('finished');
    // Events a reactor appended meanwhile are read too (and were sealed by their append).
    expect(result.scanned).toBeGreaterThanOrEqual(rowsBefore.length);
    expect(result.sealed).toBeGreaterThanOrEqual(4);
    expect(reported.length).toBe(Math.ceil(result.scanned / 7));
    expect(reported.map((progress) => progress.scanned)).toEqual(
      reported.map((_, index) => Math.min((index + 1) * 7, result.scanned)),
    );

    // Stored: the envelope on every event of the shipment, no plaintext value in any row.
    const { rows: streamRows } = await sql<{ sealed: boolean }>`
      select metadata -> 'personalData' is not null as sealed from events where stream_id = ${stream}
    `.execute(portal.runtime.db);
    expect(streamRows.length).toBeGreaterThanOrEqual(3);
    expect(streamRows.every((row) => row.sealed)).toBe(true);
    const sealedHits = await findInDatabase(portal.runtime.db, distinctive);
    expect(sealedHits.filter((hit) => hit.startsWith('public.events:'))).toEqual([]);
    // Positions, ids, versions and times as they were; readers open the very same events.
    expect((await positions()).slice(0, rowsBefore.length)).toEqual(rowsBefore);
    expect(
      (await portal.runtime.eventStore.readAll(null, 100_000)).events.slice(0, readBefore.length),
    ).toEqual(readBefore);

    // Read models built from the sealed rows are the ones built from the plaintext rows.
    for (const name of ['shipment_list', 'audit_log']) {
      const projection = projections.find((candidate) => candidate.name === name);
      if (!projection) throw new Error(`no projection ${name}`);
      await rebuildProjection({
        db: portal.runtime.db,
        store: portal.runtime.eventStore,
        connectionString: portal.runtime.databaseUrl,
        log: pino({ level: 'silent' }),
        projection,
      });
    }
    expect((await customer1.request('GET', `/api/shipments/${shipmentNumber}`)).body).toEqual(shipmentBefore);
    expect((await customer1.request('GET', `/api/shipments/${shipmentNumber}/auditLog`)).body).toEqual(
      audited,
    );

    // Twice: the marker answers at once; read again from the start, nothing is rewritten.
    const documents = await storedDocuments();
    expect(await seal()).toMatchObject({ state: 'finished', scanned: 0, sealed: 0 });
    const again = await seal({ fromStart: true });
    expect(again).toMatchObject({ state: 'finished', sealed: 0 });
    expect(again.scanned).toBeGreaterThanOrEqual(documents.length);
    expect((await storedDocuments()).slice(0, documents.length)).toEqual(documents);

    // The erasure of the party now reaches the old events and the free texts of its shipment.
    const erasure = await admin.request('POST', `/api/admin/addresses/${addressId}/erasure`);
    expect(erasure.status, JSON.stringify(erasure.body)).toBe(200);
    expect(erasure.body).toMatchObject({ shipments: 1, addresses: 1 });
    expect(await findInDatabase(portal.runtime.db, distinctive)).toEqual([]);
    const read = await customer1.request('GET', `/api/shipments/${shipmentNumber}`);
    expect(read.body).toMatchObject({
      orderNumber: 'OLD-1',
      consignee: { name: ERASED_TEXT, email: ERASED_EMAIL, zipCode: '22767' },
      shippingNotice: ERASED_TEXT,
      deliveryNotes: [{ identifier: '190', attachmentValue: ERASED_TEXT }],
      cargoList: { items: [{ marking: ERASED_TEXT, goods: 'Maschinenteile', weight: 480 }] },
    });
    const [issued] = (await portal.runtime.eventStore.readStream(stream)).slice(-1);
    expect(issued?.data).toMatchObject({ partnerName: ERASED_TEXT, partnerEmail: ERASED_EMAIL });
  });

  it('leaves the log to the process that holds the lock, and waits for it when asked to', async () => {
    await sql`delete from eventstore_maintenance`.execute(portal.runtime.db);
    const holder = new pg.Client({ connectionString: portal.runtime.databaseUrl });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [SEAL_STORED_LOCK_KEY]);
      expect(await seal()).toMatchObject({ state: 'busy', scanned: 0 });
      const waiting = seal({ wait: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await holder.query('select pg_advisory_unlock($1)', [SEAL_STORED_LOCK_KEY]);
      expect(await waiting).toMatchObject({ state: 'finished', sealed: 0 });
    } finally {
      await holder.end();
    }
    // A run stopped between batches keeps its position and continues there.
    await sql`delete from eventstore_maintenance`.execute(portal.runtime.db);
    const stopped = new AbortController();
    const first = await sealStoredEvents({
      connectionString: portal.runtime.databaseUrl,
      sealing: { seal: async (events) => events, open: async (events) => events },
      batchSize: 3,
      signal: stopped.signal,
      onProgress: () => stopped.abort(),
    });
    expect(first).toMatchObject({ state: 'stopped', scanned: 3 });
    const rest = await seal();
    expect(rest.state).toBe('finished');
    expect(rest.scannedInAll).toBe(rest.scanned + 3);
  });
});
