import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED_EMAIL, ERASED_TEXT, partyIdentity } from '../contracts/personal-data.ts';
import { eventStoreContract } from '../services/eventstore/contract.ts';
import { createEsdbEventStore } from '../services/eventstore/esdb/store.ts';
import {
  createPersonalDataSealing,
  createPersonalDataVault,
  type PersonalDataVault,
} from '../services/eventstore/personal-data/index.ts';
import type { EventStore, NewEvent } from '../services/eventstore/port.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { insertRawEvent } from './fixtures/stored-events.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

eventStoreContract('PostgreSQL with personal data sealed', async () => {
  const database = await createTestDatabase('sealed_contract');
  const vault = createPersonalDataVault({ connectionString: database.url });
  const store = createPostgresEventStore({
    connectionString: database.url,
    pollIntervalMs: 200,
    personalData: createPersonalDataSealing(vault),
  });
  return {
    store,
    async dispose() {
      await store.close();
      await vault.close();
      await database.drop();
    },
  };
});

const esdbUrl = process.env.EVENTSTORE_URL;
if (!esdbUrl) console.info('[personal data] EventStoreDB suite skipped: EVENTSTORE_URL is not set');
describe.skipIf(!esdbUrl)('EventStoreDB adapter with personal data sealed', () => {
  eventStoreContract('EventStoreDB with personal data sealed', async () => {
    const database = await createTestDatabase('sealed_esdb');
    const vault = createPersonalDataVault({ connectionString: database.url });
    const store = createEsdbEventStore({
      connectionString: esdbUrl ?? '',
      pollIntervalMs: 200,
      personalData: createPersonalDataSealing(vault),
    });
    return {
      store,
      async dispose() {
        await store.close();
        await vault.close();
        await database.drop();
      },
    };
  });
});

const consignee = {
  name: 'Zdenka Quellmalz-Ostrovska',
  street: 'Vrbova Alej 17',
  zipCode: '60200',
  city: 'Brno',
  country: 'CZ',
  email: 'zdenka.quellmalz@example.cz',
  phone: '+420 777 123 987',
};
const sender = {
  name: 'Hafenlogistik GmbH',
  street: 'Kai 1',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
};

function saved(shipmentNumber: string, party = consignee): NewEvent {
  return {
    id: crypto.randomUUID(),
    type: 'ShipmentSaved',
    data: {
      shipmentNumber,
      shipmentType: 'ROAD',
      shipment: {
        sender,
        consignee: party,
        shippingDate: '2026-12-01',
        cargoList: { items: [{ weight: 480 }] },
      },
      changes: [
        { path: 'consignee.name', value: party.name },
        { path: 'consignee.zipCode', value: party.zipCode },
        { path: 'shippingDate', value: '2026-12-01' },
      ],
    },
    metadata: {
      time: '2026-11-22T10:00:00.000Z',
      userId: 'user-7',
      userLogin: 'qlogin7',
      userFullName: 'Quirin Testperson',
    },
  };
}

const consigneeName = (event: { data: unknown } | undefined) =>
  (event?.data as { shipment?: { consignee?: { name?: string } } } | undefined)?.shipment?.consignee?.name;

describe('personal data in the PostgreSQL event store', () => {
  let database: TestDatabase;
  let vault: PersonalDataVault;
  let store: EventStore;
  beforeAll(async () => {
    database = await createTestDatabase('sealing');
    vault = createPersonalDataVault({ connectionString: database.url });
    store = createPostgresEventStore({
      connectionString: database.url,
      personalData: createPersonalDataSealing(vault),
    });
  });
  afterAll(async () => {
    await store.close();
    await vault.close();
    await database.drop();
  });

  const storedText = async (stream: string) => {
    const rows = await database.db
      .selectFrom('events')
      .select(['data', 'metadata'])
      .where('stream_id', '=', stream)
      .execute();
    return JSON.stringify(rows);
  };

  it('stores names, contacts and user names only encrypted and reads them back in plaintext', async () => {
    const event = saved('910001');
    await store.appendToStream('shipment-910001', [event]);
    const text = await storedText('shipment-910001');
    for (const value of [
      consignee.name,
      consignee.street,
      consignee.email,
      consignee.phone,
      'Quirin',
      'qlogin7',
    ])
      expect(text).not.toContain(value);
    // Business facts and zip codes stay readable.
    expect(text).toContain('60200');
    expect(text).toContain('2026-12-01');
    const [read] = await store.readStream('shipment-910001');
    expect(read?.data).toEqual(event.data);
    expect(read?.metadata).toEqual(event.metadata);
    const all = await store.readAll(null, 100);
    expect(all.events.find((e) => e.id === event.id)?.data).toEqual(event.data);
  });

  it('reads events stored in plaintext before sealing as they are', async () => {
    const event = saved('910002');
    await insertRawEvent(database.db, {
      streamId: 'shipment-910002',
      streamVersion: 0,
      eventId: event.id,
      type: event.type,
      data: event.data,
      metadata: event.metadata,
    });
    const [read] = await store.readStream('shipment-910002');
    expect(read?.data).toEqual(event.data);
    expect(read?.metadata).toEqual(event.metadata);
  });

  it('after erasing the subject reads placeholders in every event of it, other values unchanged', async () => {
    const other = { ...consignee, name: 'Unrelated Receiver s.r.o.' };
    await store.appendToStream('shipment-910003', [saved('910003')]);
    await store.appendToStream('shipment-910004', [saved('910004', other)]);
    const subject = await vault.findSubject({ kind: 'party', identity: partyIdentity(consignee) ?? [] });
    expect(subject).not.toBeNull();
    const reach = await vault.reach(subject ?? '');
    expect(reach.contexts).toEqual(['shipment:910001', 'shipment:910003']);
    await vault.erase([subject ?? '']);

    for (const stream of ['shipment-910001', 'shipment-910003']) {
      const [read] = await store.readStream(stream);
      const data = read?.data as {
        shipment: { consignee: typeof consignee; sender: typeof sender };
        changes: unknown[];
      };
      expect(data.shipment.consignee).toEqual({
        ...consignee,
        name: ERASED_TEXT,
        street: ERASED_TEXT,
        city: ERASED_TEXT,
        email: ERASED_EMAIL,
        phone: ERASED_TEXT,
      });
      expect(data.shipment.sender).toEqual(sender);
      expect(data.changes).toEqual([
        { path: 'consignee.name', value: ERASED_TEXT },
        { path: 'consignee.zipCode', value: '60200' },
        { path: 'shippingDate', value: '2026-12-01' },
      ]);
      expect(read?.metadata.userFullName).toBe('Quirin Testperson');
    }
    const [untouched] = await store.readStream('shipment-910004');
    expect(consigneeName(untouched)).toBe(other.name);
    expect(await vault.findSubject({ kind: 'party', identity: partyIdentity(consignee) ?? [] })).toBeNull();

    // The same person entered again after the erasure is a new subject, readable again.
    await store.appendToStream('shipment-910005', [saved('910005')]);
    const [again] = await store.readStream('shipment-910005');
    expect(consigneeName(again)).toBe(consignee.name);
  });

  it("keeps the order's free texts sealed under the shipment, erased with a party of it", async () => {
    const event = saved('910006');
    const data = event.data as { shipment: Record<string, unknown>; changes: unknown[] };
    data.shipment.shippingNotice = 'Hintereingang bei Zdenka';
    data.shipment.cargoList = { items: [{ weight: 480, marking: 'ZQ-OSTRO-9' }] };
    data.shipment.deliveryNotes = [{ identifier: '190', attachmentValue: 'Hund Quellmalz' }];
    data.changes.push(
      { path: 'shippingNotice', value: 'Hintereingang bei Zdenka' },
      { path: 'cargoList.items[0].marking', value: 'ZQ-OSTRO-9' },
    );
    await store.appendToStream('shipment-910006', [event]);
    const text = await storedText('shipment-910006');
    for (const value of ['Hintereingang', 'ZQ-OSTRO-9', 'Hund Quellmalz']) expect(text).not.toContain(value);
    const [read] = await store.readStream('shipment-910006');
    expect(read?.data).toEqual(event.data);

    // Another party of the shipment (here the sender) is erased: the free texts go with it.
    const senderSubject = await vault.findSubject({ kind: 'party', identity: partyIdentity(sender) ?? [] });
    const reach = await vault.reach(senderSubject ?? '');
    const shipmentSubject = await vault.findSubject({ kind: 'shipment', identity: ['910006'] });
    expect(reach.derived).toContain(shipmentSubject);
    await vault.erase([shipmentSubject ?? '']);
    const [erased] = await store.readStream('shipment-910006');
    const erasedData = (erased?.data ?? {}) as typeof data;
    const shipment = erasedData.shipment;
    expect(shipment.shippingNotice).toBe(ERASED_TEXT);
    expect(shipment.cargoList).toEqual({ items: [{ weight: 480, marking: ERASED_TEXT }] });
    expect(shipment.deliveryNotes).toEqual([{ identifier: '190', attachmentValue: ERASED_TEXT }]);
    expect(erasedData.changes.slice(-2)).toEqual([
      { path: 'shippingNotice', value: ERASED_TEXT },
      { path: 'cargoList.items[0].marking', value: ERASED_TEXT },
    ]);
    // The parties' own values stay until they are erased themselves.
    expect(consigneeName(erased)).toBe(consignee.name);
  });

  it('keeps a key taken from the cache while storing a new subject beside it, though the cached one expires meanwhile', async () => {
    const known = {
      subject: { kind: 'party' as const, identity: ['known sender', 'street 1', '20539', 'DE'] },
      contexts: [],
    };
    const [first] = await vault.subjectKeys([known]);
    const fresh = {
      subject: { kind: 'party' as const, identity: ['new consignee', 'street 2', '80339', 'DE'] },
      contexts: [],
    };
    // The cached key is still valid when looked up and expired (a minute later) once the new one is stored.
    let calls = 0;
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (calls++ === 0 ? start : start + 61_000));
    try {
      const keys = await vault.subjectKeys([known, fresh]);
      expect(keys[0]?.id).toBe(first?.id);
      expect(keys[1]?.id).toBeDefined();
      expect(keys[1]?.id).not.toBe(first?.id);
    } finally {
      clock.mockRestore();
    }
  });
});
