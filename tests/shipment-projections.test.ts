import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogProjection, findAuditLog } from '../projections/audit-log/index.ts';
import { rebuildProjection } from '../projections/runner/rebuild.ts';
import { type ProjectionRunner, startProjectionRunner } from '../projections/runner/runner.ts';
import { waitForProjections } from '../projections/runner/wait.ts';
import {
  findShipmentList,
  findShipmentRow,
  shipmentListProjection,
} from '../projections/shipment-list/index.ts';
import { order, rules } from '../services/domain/shipment/fixtures.ts';
import {
  decide,
  evolve,
  initialState,
  type ShipmentCommand,
  type ShipmentState,
  shipmentStreamId,
} from '../services/domain/shipment/index.ts';
import type { Checkpoint, EventStore } from '../services/eventstore/port.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

let database: TestDatabase;
let store: EventStore;
let runner: ProjectionRunner;
let last: Checkpoint;

const users = {
  customer1: { userLogin: 'customer1', userFullName: 'Petra Müller' },
  customer2: { userLogin: 'customer2', userFullName: 'Jana Nováková' },
};

async function command(
  number: string,
  who: keyof typeof users,
  make: (now: string) => ShipmentCommand,
  time: string,
) {
  const recorded = await store.readStream(shipmentStreamId(number));
  const state = recorded
    .map((e) => ({ type: e.type, data: e.data }) as never)
    .reduce(evolve, initialState as ShipmentState);
  const events = decide(make(time), state);
  const result = await store.appendToStream(
    shipmentStreamId(number),
    events.map((event) => ({
      id: crypto.randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { time, ...users[who] },
    })),
    { expected: recorded.length === 0 ? 'no_stream' : recorded.length - 1 },
  );
  last = result.checkpoint;
}

const save =
  (number: string, customer: string, overrides: Parameters<typeof order>[0] = {}) =>
  (now: string): ShipmentCommand => ({
    type: 'SaveShipment',
    data: {
      shipmentNumber: number,
      emonsCustomerId: customer,
      location: 'HAM',
      shipment: order(overrides),
      rules: rules(),
      now,
    },
  });

beforeAll(async () => {
  database = await createTestDatabase('shipment_projections');
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 50 });
  runner = await startProjectionRunner({
    db: database.db,
    store,
    connectionString: database.url,
    log: pino({ level: process.env.TEST_LOG ?? 'silent' }),
    projections: [shipmentListProjection, auditLogProjection],
  });

  await command('1000001', 'customer1', save('1000001', '100001'), '2026-11-23T08:00:00.000Z');
  await command(
    '1000002',
    'customer1',
    save('1000002', '100001', {
      orderNumber: 'B-1',
      consignee: { name: 'Alpen Holz GmbH', street: 'Ring 1', zipCode: '1010', city: 'Wien', country: 'AT' },
    }),
    '2026-11-23T08:01:00.000Z',
  );
  await command(
    '1000003',
    'customer2',
    save('1000003', '100002', { orderNumber: 'C-1' }),
    '2026-11-23T08:02:00.000Z',
  );
  await command(
    '1000004',
    'customer1',
    save('1000004', '100001', { orderNumber: 'D-1' }),
    '2026-11-23T08:03:00.000Z',
  );
  await command(
    '1000001',
    'customer1',
    (now) => ({
      type: 'AnnounceShipment',
      data: {
        shipmentNumber: '1000001',
        emonsCustomerId: '100001',
        location: 'HAM',
        shipment: order(),
        rules: rules(),
        now,
      },
    }),
    '2026-11-23T09:00:00.000Z',
  );
  await command(
    '1000002',
    'customer1',
    (now) => ({ type: 'CommissionShipment', data: { shipmentNumber: '1000002', rules: rules(), now } }),
    '2026-11-23T09:10:00.000Z',
  );
  await command(
    '1000002',
    'customer1',
    save('1000002', '100001', { orderNumber: 'B-2' }),
    '2026-11-23T09:11:00.000Z',
  ).catch(() => undefined);
  await command(
    '1000004',
    'customer1',
    (now) => ({ type: 'DeleteShipment', data: { shipmentNumber: '1000004', now } }),
    '2026-11-23T09:20:00.000Z',
  );
  expect(await waitForProjections(database.db, last, ['shipment_list', 'audit_log'], 10_000)).toBe(true);
});

afterAll(async () => {
  await runner?.stop();
  await store?.close();
  await database?.drop();
});

const customer1 = { all: false as const, customerIds: ['100001'] };

/** The build of the shipment list whose tables the views show. */
const liveBuild = async () =>
  (
    await database.db
      .selectFrom('projection_builds')
      .select('build')
      .where('projection', '=', 'shipment_list')
      .where('status', '=', 'live')
      .executeTakeFirstOrThrow()
  ).build;

describe('shipment list projection', () => {
  it('keeps one row per live shipment with its state, columns and who changed it last', async () => {
    const announced = await findShipmentRow(database.db, '1000001');
    expect(announced).toMatchObject({
      state: 'ANNOUNCED',
      customer_id: '100001',
      sender_name: 'Müller Maschinenbau GmbH',
      consignee_city: 'München',
      last_modified_by: 'Petra Müller',
      last_modified_login: 'customer1',
      shipping_date: '2026-11-24',
    });
    expect(announced?.shipping_notice_created).toBeInstanceOf(Date);
    const commissioned = await findShipmentRow(database.db, '1000002');
    expect(commissioned?.state).toBe('FINALIZED');
    expect(commissioned?.commissioned_on?.toISOString()).toBe('2026-11-23T09:10:00.000Z');
    expect(
      (commissioned?.document as { shipment: { orderNumber: string } } | undefined)?.shipment.orderNumber,
    ).toBe('B-1');
    expect(await findShipmentRow(database.db, '1000004')).toBeUndefined();
  });

  it('lists only the customer’s shipments, newest number first, with totals from the counts', async () => {
    const page = await findShipmentList(database.db, {
      customers: customer1,
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 100,
    });
    expect(page.rows.map((row) => String(row.shipment_number))).toEqual(['1000002', '1000001']);
    expect(page.totalElements).toBe(2);
    const everyone = await findShipmentList(database.db, {
      customers: { all: true },
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 2,
    });
    expect(everyone.totalElements).toBe(3);
    expect(everyone.rows).toHaveLength(2);
  });

  it('filters by state, sorts by a column and finds free text across numbers, names and cities', async () => {
    const finalized = await findShipmentList(database.db, {
      customers: customer1,
      states: ['FINALIZED'],
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 100,
    });
    expect(finalized.rows.map((row) => row.state)).toEqual(['FINALIZED']);
    expect(finalized.totalElements).toBe(1);
    const byCity = await findShipmentList(database.db, {
      customers: { all: true },
      sort: { property: 'consigneeCity', direction: 'asc' },
      page: 0,
      size: 100,
    });
    expect(byCity.rows.map((row) => row.consignee_city)).toEqual(['München', 'München', 'Wien']);
    const search = (query: string) =>
      findShipmentList(database.db, {
        customers: customer1,
        query,
        sort: { property: 'shipmentNumber', direction: 'desc' },
        page: 0,
        size: 100,
      });
    expect((await search('wien')).rows.map((row) => String(row.shipment_number))).toEqual(['1000002']);
    expect((await search('B-1')).totalElements).toBe(1);
    expect((await search('müller münchen')).rows.map((row) => String(row.shipment_number))).toEqual([
      '1000001',
    ]);
    expect((await search('C-1')).rows).toEqual([]);
    expect((await search('100%')).rows).toEqual([]);
  });
});

describe('free-text search beyond the newest rows', () => {
  const search = (query: string, searchWindow: number) =>
    findShipmentList(database.db, {
      customers: customer1,
      query,
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 1,
      searchWindow,
    });

  it('fills a page from the newest rows and estimates the total from their share of matches', async () => {
    const page = await search('hamburg', 1);
    expect(page.rows.map((row) => String(row.shipment_number))).toEqual(['1000002']);
    expect(page).toMatchObject({ totalElements: 2, totalIsLowerBound: true });
  });

  it('goes to the trigram index when the newest rows do not fill the page, with an exact total', async () => {
    const page = await search('münchen', 1);
    expect(page.rows.map((row) => String(row.shipment_number))).toEqual(['1000001']);
    expect(page).toMatchObject({ totalElements: 1, totalIsLowerBound: false });
  });
});

describe('free-text search with a typo', () => {
  const search = (query: string) =>
    findShipmentList(database.db, {
      customers: customer1,
      query,
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 20,
    });

  it('answers the rows with a similar word when nothing matches as typed, and says the total is not exact', async () => {
    const exact = await search('münchen');
    expect(exact.rows.map((row) => String(row.shipment_number))).toEqual(['1000001']);
    expect(exact.totalIsLowerBound).toBe(false);
    const typo = await search('munchen');
    expect(typo.rows.map((row) => String(row.shipment_number))).toEqual(['1000001']);
    expect(typo.totalIsLowerBound).toBe(true);
    expect((await search('zzzzqqq')).rows).toEqual([]);
    expect((await search('A-4712')).rows).toEqual([]);
  });
});

describe('the search dictionary', () => {
  const customer9 = { all: false as const, customerIds: ['100009'] };
  const words = async (customer: string) =>
    (
      await sql<{
        word: string;
        rows: number;
      }>`select word, rows from shipment_words where customer_id = ${customer} order by word`.execute(
        database.db,
      )
    ).rows;
  const search = (query: string, searchWindow?: number) =>
    findShipmentList(database.db, {
      customers: customer9,
      query,
      sort: { property: 'shipmentNumber', direction: 'desc' },
      page: 0,
      size: 20,
      ...(searchWindow ? { searchWindow } : {}),
    });
  const numbers = (page: { rows: { shipment_number: string }[] }) =>
    page.rows.map((row) => String(row.shipment_number));
  const consignee = (name: string, city: string) => ({
    consignee: { name, street: 'Seestraße 1', zipCode: '88045', city, country: 'DE' },
  });

  beforeAll(async () => {
    await command(
      '1000009',
      'customer1',
      save('1000009', '100009', { orderNumber: 'Z-9', ...consignee('Zeppelin Werft', 'Friedrichshafen') }),
      '2026-11-23T10:00:00.000Z',
    );
    await command(
      '1000010',
      'customer1',
      save('1000010', '100009', { orderNumber: 'Z-10', ...consignee('Zeppelin Werft', 'Konstanz') }),
      '2026-11-23T10:01:00.000Z',
    );
    await command(
      '1000011',
      'customer1',
      save('1000011', '100009', { orderNumber: 'Z-11', ...consignee('Seehafen Lindau', 'Lindau') }),
      '2026-11-23T10:02:00.000Z',
    );
    expect(await waitForProjections(database.db, last, ['shipment_list'], 10_000)).toBe(true);
  });

  it('counts the rows of each word of four letters or more, per customer, and forgets a word with its last row', async () => {
    expect(await words('100009')).toEqual(
      expect.arrayContaining([
        { word: 'zeppelin', rows: 2 },
        { word: 'werft', rows: 2 },
        { word: 'friedrichshafen', rows: 1 },
        { word: 'konstanz', rows: 1 },
        { word: 'hamburg', rows: 3 },
      ]),
    );
    expect((await words('100009')).map((entry) => entry.word)).not.toContain('z-10');
    expect((await words('100001')).map((entry) => entry.word)).not.toContain('zeppelin');
    await command(
      '1000009',
      'customer1',
      save('1000009', '100009', { orderNumber: 'Z-9', ...consignee('Bodensee Werft', 'Konstanz') }),
      '2026-11-23T10:05:00.000Z',
    );
    expect(await waitForProjections(database.db, last, ['shipment_list'], 10_000)).toBe(true);
    const after = await words('100009');
    expect(after.map((entry) => entry.word)).not.toContain('friedrichshafen');
    expect(after).toEqual(
      expect.arrayContaining([
        { word: 'zeppelin', rows: 1 },
        { word: 'bodensee', rows: 1 },
        { word: 'konstanz', rows: 2 },
      ]),
    );
    // No word of the old consignee survives in the search: not even as a typo's similar word.
    expect(numbers(await search('friedrichshafn'))).toEqual([]);
  });

  it('matches a word typed wrong by the similar words of the dictionary, as an exact search, and says so', async () => {
    const typo = await search('zepelin');
    expect(numbers(typo)).toEqual(['1000010']);
    expect(typo).toMatchObject({ totalElements: 1, totalIsLowerBound: true });
    // Beyond the newest rows too, with a number that must match as typed.
    const beyond = await search('konstanz z-10 zepelin', 1);
    expect(numbers(beyond)).toEqual(['1000010']);
    expect(beyond.totalIsLowerBound).toBe(true);
    // Another customer's words are not this customer's dictionary.
    expect(
      numbers(
        await findShipmentList(database.db, {
          customers: customer1,
          query: 'zepelin',
          sort: { property: 'shipmentNumber', direction: 'desc' },
          page: 0,
          size: 20,
        }),
      ),
    ).toEqual([]);
    // Codes and numbers are never corrected.
    expect(numbers(await search('z-100'))).toEqual([]);
  });

  it('finds rows where every one of several terms occurs, in the window or through the index, with exact totals', async () => {
    const inWindow = await search('werft konstanz');
    expect(numbers(inWindow)).toEqual(['1000010', '1000009']);
    expect(inWindow).toMatchObject({ totalElements: 2, totalIsLowerBound: false });
    const everywhere = await search('hamburg werft konstanz', 1);
    expect(numbers(everywhere)).toEqual(['1000010', '1000009']);
    expect(everywhere).toMatchObject({ totalElements: 2, totalIsLowerBound: false });
    const partWord = await search('zeppel 1000010', 1);
    expect(numbers(partWord)).toEqual(['1000010']);
    expect(partWord).toMatchObject({ totalElements: 1, totalIsLowerBound: false });
    const none = await search('lindau konstanz', 1);
    expect(none).toMatchObject({ rows: [], totalElements: 0, totalIsLowerBound: false });
  });

  it('matches every term as typed while a build from before the dictionary and the search table is live', async () => {
    const live = await liveBuild();
    await sql`drop view shipment_words`.execute(database.db);
    await sql`drop view shipment_search`.execute(database.db);
    try {
      expect(numbers(await search('werft konstanz', 1))).toEqual(['1000010', '1000009']);
      expect(numbers(await search('zepelin'))).toEqual([]);
      expect(numbers(await search('zeppelin'))).toEqual(['1000010']);
    } finally {
      await sql`create view shipment_search as select * from ${sql.id(`projection_shipment_list_${live}`, 'shipment_search')}`.execute(
        database.db,
      );
      await sql`create view shipment_words as select * from ${sql.id(`projection_shipment_list_${live}`, 'shipment_words')}`.execute(
        database.db,
      );
    }
    expect(numbers(await search('zepelin'))).toEqual(['1000010']);
  });
});

describe('positions in shipment number order, from the counts per range of numbers', () => {
  const customer77 = { all: false as const, customerIds: ['100077'] };
  // Three ranges of 1024 numbers: 977, 978 and 979.
  const numbersOf77 = ['1000500', '1001600', '1002700'];
  const search = (direction: 'asc' | 'desc') =>
    findShipmentList(database.db, {
      customers: customer77,
      query: 'quaderstadt',
      sort: { property: 'shipmentNumber', direction },
      page: 1,
      size: 1,
      searchWindow: 2,
    });

  beforeAll(async () => {
    for (const [index, number] of numbersOf77.entries())
      await command(
        number,
        'customer1',
        save(number, '100077', {
          consignee: {
            name: 'Quader KG',
            street: 'Weg 1',
            zipCode: '10115',
            city: 'Quaderstadt',
            country: 'DE',
          },
        }),
        `2026-11-23T12:0${index}:00.000Z`,
      );
    expect(await waitForProjections(database.db, last, ['shipment_list'], 10_000)).toBe(true);
  });

  it('counts the rows of every customer, state and range as the list holds them', async () => {
    const kept = await sql<{ row: string }>`
      select concat_ws('/', customer_id, state, range, count) as row
      from shipment_range_counts where count <> 0 order by 1`.execute(database.db);
    const listed = await sql<{ row: string }>`
      select concat_ws('/', customer_id, state, shipment_number >> 10, count(*)) as row
      from shipment_list group by customer_id, state, shipment_number >> 10 order by 1`.execute(database.db);
    expect(kept.rows).toEqual(listed.rows);
    expect(kept.rows.map((entry) => entry.row)).toEqual(
      expect.arrayContaining(['100077/DRAFT/977/1', '100077/DRAFT/978/1', '100077/DRAFT/979/1']),
    );
  });

  it('estimates the total from the position of the page’s last row, across ranges, in both directions', async () => {
    // The second match of the newest two rows lies second in the order: 2 of 2 rows match, so 3 of 3.
    const newest = await search('desc');
    expect(newest.rows.map((row) => String(row.shipment_number))).toEqual(['1001600']);
    expect(newest).toMatchObject({ totalElements: 3, totalIsLowerBound: true });
    const oldest = await search('asc');
    expect(oldest.rows.map((row) => String(row.shipment_number))).toEqual(['1001600']);
    expect(oldest).toMatchObject({ totalElements: 3, totalIsLowerBound: true });
  });

  it('counts the rows themselves while a build from before the counts per range is live', async () => {
    const live = await liveBuild();
    await sql`drop view shipment_range_counts`.execute(database.db);
    try {
      expect(await search('desc')).toMatchObject({ totalElements: 3, totalIsLowerBound: true });
      expect(await search('asc')).toMatchObject({ totalElements: 3, totalIsLowerBound: true });
    } finally {
      await sql`create view shipment_range_counts as select * from ${sql.id(`projection_shipment_list_${live}`, 'shipment_range_counts')}`.execute(
        database.db,
      );
    }
  });
});

describe('audit log projection', () => {
  it('lists every change newest first with who and when, and keeps the history of a deleted shipment', async () => {
    const log = await findAuditLog(database.db, '1000001');
    expect(log?.customerId).toBe('100001');
    expect(log?.entries.map((entry) => entry.type)).toEqual(['MOD', 'MOD', 'ADD']);
    expect(log?.entries[0]).toMatchObject({ user_login: 'customer1', user_fullname: 'Petra Müller' });
    expect(log?.entries[0]?.modifications).toMatchObject({ state: 'ANNOUNCED' });
    expect(log?.entries.at(-1)?.modifications).toMatchObject({
      'consignee.city': 'München',
      orderNumber: 'A-4711',
    });
    const deleted = await findAuditLog(database.db, '1000004');
    expect(deleted?.entries.map((entry) => entry.type)).toEqual(['DEL', 'ADD']);
    expect(await findAuditLog(database.db, '999')).toBeUndefined();
  });
});

describe('rebuilding the shipment list', () => {
  /**
   * Every table of the live build, row by row, as JSON text. A count that went back to zero keeps
   * its row where it moved in batches of its own; a count of zero and no row read the same.
   */
  const readModel = async () => {
    const tables: Record<string, string[]> = {};
    for (const [table, where, order] of [
      ['shipment_list', 'true', 'shipment_number'],
      ['shipment_search', 'true', 'shipment_number'],
      ['shipment_counts', 'count <> 0', 'customer_id, state'],
      ['shipment_words', 'true', 'customer_id, word'],
      ['shipment_range_counts', 'count <> 0', 'customer_id, state, range'],
    ] as const)
      tables[table] = (
        await sql<{
          row: string;
        }>`select row_to_json(t)::text as row from ${sql.table(table)} t where ${sql.raw(where)} order by ${sql.raw(order)}`.execute(
          database.db,
        )
      ).rows.map((entry) => entry.row);
    return tables;
  };
  const indexesOf = async (schema: string) =>
    (
      await sql<{
        name: string;
      }>`select tablename || '.' || indexname as name from pg_indexes where schemaname = ${schema} order by 1`.execute(
        database.db,
      )
    ).rows.map((entry) => entry.name);
  it('loads a new build in bulk, gives it every index before it goes live, and shows the same rows', async () => {
    // Text that COPY's format must escape, in a shipment of its own.
    await command(
      '1000012',
      'customer2',
      save('1000012', '100002', {
        orderNumber: 'Q\\7',
        consignee: {
          name: 'Back\\slash "Quote"\tTab',
          street: 'Ring 2',
          zipCode: '1010',
          city: 'Wien',
          country: 'AT',
        },
      }),
      '2026-11-23T11:00:00.000Z',
    );
    expect(await waitForProjections(database.db, last, ['shipment_list'], 10_000)).toBe(true);
    const before = await readModel();
    expect(before.shipment_list?.join()).toContain('Back\\\\slash');
    const live = await liveBuild();
    const expected = await indexesOf(`projection_shipment_list_${live}`);
    const { build } = await rebuildProjection({
      db: database.db,
      store,
      connectionString: database.url,
      log: pino({ level: 'silent' }),
      projection: shipmentListProjection,
    });
    expect(build).not.toBe(live);
    expect(await indexesOf(`projection_shipment_list_${build}`)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(18);
    expect(await readModel()).toEqual(before);
  });

  it('equals the incrementally built read model when a shipment’s events fall into several bulk batches', async () => {
    const before = await readModel();
    expect(before.shipment_list?.length).toBeGreaterThan(5);
    // Two events a batch: most shipments are copied in one batch and upserted or deleted in later ones.
    const { build } = await rebuildProjection({
      db: database.db,
      store,
      connectionString: database.url,
      log: pino({ level: 'silent' }),
      projection: { ...shipmentListProjection, bulkBatchSize: 2 },
    });
    expect(await liveBuild()).toBe(build);
    expect(await readModel()).toEqual(before);
  });
});
