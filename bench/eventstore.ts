/**
 * `npm run bench:eventstore`: the event store against Emmett's PostgreSQL event store and two plain
 * INSERTs (ceilings: the rows of an event in the log's first form, one row per event, and the rows
 * the store writes for an append, decision 0189), in one run on one PostgreSQL, in a database of
 * its own. Prints one JSON document; docs/benchmarks.md records the results.
 * BENCH_GROWN_LOG=<events> also appends to a log grown to that many events, with random and with
 * time-ordered event ids.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { withDatabase } from '../infra/postgres.ts';
import * as runnerSchema from '../projections/runner/migrations/20261122050100_projection_runner.ts';
import { defineProjection } from '../projections/runner/projection.ts';
import { startProjectionRunner } from '../projections/runner/runner.ts';
import { waitForProjections } from '../projections/runner/wait.ts';
import type { Database } from '../services/db/database.ts';
import { newEventId } from '../services/eventstore/event-id.ts';
import {
  createPersonalDataSealing,
  createPersonalDataVault,
} from '../services/eventstore/personal-data/index.ts';
import type { NewEvent } from '../services/eventstore/port.ts';
import * as eventsSchema from '../services/eventstore/postgres/migrations/20261122050000_eventstore_events.ts';
import * as horizonSchema from '../services/eventstore/postgres/migrations/20261123230000_eventstore_append_horizon.ts';
import * as keysSchema from '../services/eventstore/postgres/migrations/20261124140000_personal_data_keys.ts';
import * as appendsSchema from '../services/eventstore/postgres/migrations/20261226000000_eventstore_one_row_per_append.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';

const SCENARIO_MS = Number(process.env.BENCH_SCENARIO_MS ?? 6000);
const SLICE_MS = 250;
const LAG_MS = Number(process.env.BENCH_LAG_MS ?? 10_000);
const LAG_RATE = 500;
const WRITERS = 8;
const GROWN_LOG = Number(process.env.BENCH_GROWN_LOG ?? 0);
const POOL = 10;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `bench_eventstore_${process.pid}`;
const url = withDatabase(adminUrl, database);

const metadata = { time: '2026-11-22T10:00:00.000Z', userId: 'bench', correlationId: 'bench' };
const payload = {
  reference: 'HAM-2026-000123',
  consignee: { name: 'Müller Maschinenbau GmbH', city: 'Hamburg', zip: '20457', country: 'DE' },
  packages: [{ kind: 'EP', count: 2, weightKg: 480.5 }],
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Events with the ids the portal's commands give them (time-ordered, decision 0187); every
 * contender appends the same kind of ids. `id` makes others (the grown log's random ids).
 */
function newEvents(count: number, id: () => string = newEventId): NewEvent[] {
  return Array.from({ length: count }, () => ({
    id: id(),
    type: 'ShipmentSaved',
    data: payload,
    metadata,
  }));
}

/**
 * A save as the shipment decider writes it: two parties, the order's free texts (shipping notice,
 * a cargo marking) and the user, all sealed (docs/decisions/0112, 0140).
 */
const personalMetadata = { ...metadata, userLogin: 'customer1', userFullName: 'Jana Nováková' };
function personalEvents(count: number, shipmentNumber: string): NewEvent[] {
  return Array.from({ length: count }, (_, n) => ({
    id: crypto.randomUUID(),
    type: 'ShipmentSaved',
    data: {
      shipmentNumber,
      shipment: {
        sender: {
          name: 'Hafenlogistik GmbH',
          street: 'Kai 1',
          zipCode: '20457',
          city: 'Hamburg',
          country: 'DE',
        },
        consignee: {
          name: `Consignee ${n % 500}`,
          street: 'Landsberger Straße 110',
          zipCode: '80339',
          city: 'München',
          country: 'DE',
          email: 'receiving@example.org',
        },
        shippingNotice: 'Rampe 3, bei Frau Nováková melden',
        cargoList: { items: [{ goods: 'Maschinenteile', marking: `NOV-${n % 500}`, weight: 480 }] },
        packages: payload.packages,
      },
      changes: [
        { path: 'consignee.name', value: `Consignee ${n % 500}` },
        { path: 'cargoList.items[0].marking', value: `NOV-${n % 500}` },
      ],
    },
    metadata: personalMetadata,
  }));
}

/** Appends and stream reads of shipment-shaped events with and without sealing their personal data. */
async function sealingCost(plainStore: ReturnType<typeof createPostgresEventStore>) {
  const vault = createPersonalDataVault({ connectionString: url });
  const sealedStore = createPostgresEventStore({
    connectionString: url,
    pollIntervalMs: 500,
    personalData: createPersonalDataSealing(vault),
  });
  const appendWith =
    (store: ReturnType<typeof createPostgresEventStore>): Append =>
    async (stream, version, count) => {
      await store.appendToStream(stream, personalEvents(count, stream), {
        expected: version < 0 ? 'no_stream' : version,
      });
    };
  try {
    const appends = await measureAppends(
      { plaintext: appendWith(plainStore), sealed: appendWith(sealedStore) },
      WRITERS,
      1,
    );
    const read = async (store: ReturnType<typeof createPostgresEventStore>) => {
      const streams = Array.from({ length: 100 }, () => `sealed-read-${crypto.randomUUID()}`);
      for (const stream of streams)
        await store.appendToStream(stream, personalEvents(20, stream), { expected: 'no_stream' });
      const samples: number[] = [];
      for (let n = 0; n < 2000; n++) {
        const started = performance.now();
        await store.readStream(streams[n % streams.length] as string);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      return { p50Ms: round(percentile(samples, 50), 2), p99Ms: round(percentile(samples, 99), 2) };
    };
    return {
      writers: WRITERS,
      appends,
      streamReadOf20: { plaintext: await read(plainStore), sealed: await read(sealedStore) },
    };
  } finally {
    await sealedStore.close();
    await vault.close();
  }
}

/** An append function per system: (writer, stream, expected version or -1 for a new stream, events). */
type Append = (stream: string, version: number, count: number) => Promise<void>;

interface Contender {
  append: Append;
  label: string;
  /** Stream versions per writer, kept across slices. */
  versions: Map<string, number>[];
  appends: number;
  ms: number;
}

/** Runs `writers` loops for `ms`, each on streams of its own. */
async function slice(contender: Contender, writers: number, eventsPerAppend: number, ms: number) {
  const deadline = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      contender.versions[writer] ??= new Map();
      const versions = contender.versions[writer];
      let n = 0;
      while (performance.now() < deadline) {
        const stream = `${contender.label}-${writer}-${n++ % 50}`;
        const version = versions.get(stream) ?? -1;
        await contender.append(stream, version, eventsPerAppend);
        versions.set(stream, version + eventsPerAppend);
        contender.appends++;
      }
    }),
  );
  contender.ms += performance.now() - started;
}

/**
 * The contenders take turns in short slices, so that background load on the shared disk (whose
 * flushes bound every commit) falls on all of them alike.
 */
async function measureAppends(appends: Record<string, Append>, writers: number, eventsPerAppend: number) {
  const run = crypto.randomUUID().slice(0, 6);
  const contenders = Object.entries(appends).map(
    ([name, append]): Contender => ({ append, label: `${name}-${run}`, versions: [], appends: 0, ms: 0 }),
  );
  for (let turn = 0; turn < SCENARIO_MS / SLICE_MS; turn++) {
    for (const contender of contenders) await slice(contender, writers, eventsPerAppend, SLICE_MS);
  }
  return Object.fromEntries(
    contenders.map((contender, n) => [
      Object.keys(appends)[n],
      {
        appendsPerSecond: round((contender.appends * 1000) / contender.ms),
        eventsPerSecond: round((contender.appends * eventsPerAppend * 1000) / contender.ms),
      },
    ]),
  ) as Record<string, { appendsPerSecond: number; eventsPerSecond: number }>;
}

async function plainInsert(pool: pg.Pool): Promise<Append> {
  await pool.query(
    `create table plain_events (like events including defaults including constraints including indexes)`,
  );
  // A sequence of its own: the log's table is replaced by its later form (decision 0189).
  await pool.query('create sequence plain_events_position');
  await pool.query(
    `alter table plain_events alter column global_position set default nextval('plain_events_position')`,
  );
  return async (stream, version, count) => {
    if (count === 1) {
      const [event] = newEvents(1);
      await pool.query(
        'insert into plain_events (stream_id, stream_version, event_id, type, data, metadata) values ($1, $2, $3, $4, $5, $6)',
        [stream, version + 1, event?.id, event?.type, JSON.stringify(event?.data), JSON.stringify(metadata)],
      );
      return;
    }
    // The ceiling for a batch: the same rows (type, data and metadata of each) in one multi-row
    // INSERT, without any check.
    const events = newEvents(count);
    const values = events.map(
      (_, n) => `($1, $${n * 5 + 2}, $${n * 5 + 3}, $${n * 5 + 4}, $${n * 5 + 5}, $${n * 5 + 6})`,
    );
    await pool.query(
      `insert into plain_events (stream_id, stream_version, event_id, type, data, metadata) values ${values.join(', ')}`,
      [
        stream,
        ...events.flatMap((event, n) => [
          version + 1 + n,
          event.id,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
        ]),
      ],
    );
  };
}

/**
 * The ceiling in the log's present form (decision 0189): the rows the store writes for an append
 * (one row of the append, its event ids), in one unprepared statement without any check.
 */
async function plainInsertOfAppendRows(pool: pg.Pool): Promise<Append> {
  await pool.query('create table plain_appends (like event_appends including all)');
  await pool.query('create table plain_event_ids (like event_ids including all)');
  return async (stream, version, count) => {
    const events = newEvents(count);
    await pool.query(
      `with appended as (
         insert into plain_appends (global_position, stream_id, stream_version, event_ids, types, schema_versions,
           data, metadata)
         values (nextval('plain_events_position'), $1, $2, $3::uuid[], $4::text[], $5::integer[], $6::json, $7::json)
         returning event_ids
       )
       insert into plain_event_ids (event_id) select unnest(event_ids) from appended`,
      [
        stream,
        version + count,
        events.map((event) => event.id),
        events.map((event) => event.type),
        events.map(() => 1),
        `[${events.map((event) => JSON.stringify(event.data)).join(',')}]`,
        JSON.stringify(metadata),
      ],
    );
  };
}

function ours(store: ReturnType<typeof createPostgresEventStore>, id?: () => string): Append {
  return async (stream, version, count) => {
    await store.appendToStream(stream, newEvents(count, id), {
      expected: version < 0 ? 'no_stream' : version,
    });
  };
}

/**
 * Appends of ten to a log that already holds `events` events (BENCH_GROWN_LOG; off by default, a
 * fill of five million takes about a minute): with random ids (UUID v4) and with the time-ordered
 * ids the portal gives its events, in turns. With random ids every event writes a random page of
 * the event-id index, which outgrows the database's buffers as the log grows (decision 0187).
 */
async function grownLog(pool: pg.Pool, store: ReturnType<typeof createPostgresEventStore>, events: number) {
  const started = performance.now();
  // Appends of ten events with random ids, one row each (decision 0189).
  await pool.query(
    `with grown as (
       select n, array(select gen_random_uuid() from generate_series(1, 10 + 0 * n)) as ids
       from generate_series(0, $3::bigint / 10 - 1) as n
     ),
     appended as (
       insert into event_appends (global_position, stream_id, stream_version, event_ids, types, schema_versions,
         data, metadata)
       select nextval('event_positions') * 1048576 + 9, 'grown-' || n, 9, ids, array_fill('ShipmentSaved'::text, array[10]),
         array_fill(1, array[10]), (select json_agg($1::json) from generate_series(1, 10)), $2::json
       from grown
       returning event_ids
     )
     insert into event_ids (event_id) select unnest(event_ids) from appended`,
    [JSON.stringify(payload), JSON.stringify(metadata), events],
  );
  await pool.query('checkpoint');
  const fillSeconds = round((performance.now() - started) / 1000);
  const result = await measureAppends(
    { randomIds: ours(store, () => crypto.randomUUID()), timeOrderedIds: ours(store) },
    1,
    10,
  );
  const { randomIds, timeOrderedIds } = result as Record<
    'randomIds' | 'timeOrderedIds',
    { appendsPerSecond: number }
  >;
  return {
    eventsBefore: events,
    fillSeconds,
    eventsPerAppend: 10,
    ...result,
    ratio: round(timeOrderedIds.appendsPerSecond / randomIds.appendsPerSecond, 2),
  };
}

function emmett(store: ReturnType<typeof getPostgreSQLEventStore>): Append {
  return async (stream, version, count) => {
    await store.appendToStream(
      stream,
      newEvents(count).map((event) => ({
        type: event.type,
        data: event.data as Record<string, unknown>,
        metadata,
      })),
      { expectedStreamVersion: version < 0 ? STREAM_DOES_NOT_EXIST : BigInt(version + 1) },
    );
  };
}

async function streamReadLatency(store: ReturnType<typeof createPostgresEventStore>) {
  const streams = Array.from({ length: 200 }, () => `read-${crypto.randomUUID()}`);
  for (const stream of streams) await store.appendToStream(stream, newEvents(20), { expected: 'no_stream' });
  const samples: number[] = [];
  for (let n = 0; n < 3000; n++) {
    const started = performance.now();
    await store.readStream(streams[n % streams.length] as string);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    eventsPerStream: 20,
    p50Ms: round(percentile(samples, 50), 2),
    p99Ms: round(percentile(samples, 99), 2),
  };
}

async function catchUp(store: ReturnType<typeof createPostgresEventStore>) {
  const started = performance.now();
  let checkpoint = null;
  let events = 0;
  for (;;) {
    const batch = await store.readAll(checkpoint, 1000);
    if (batch.events.length === 0) break;
    events += batch.events.length;
    checkpoint = batch.checkpoint;
  }
  const seconds = (performance.now() - started) / 1000;
  return { events, eventsPerSecond: Math.round(events / seconds) };
}

/**
 * Appends at LAG_RATE for LAG_MS while the projection runner follows. An event's lag runs from the
 * moment its append was acknowledged (committed) to the commit of the projection batch that wrote
 * it; the time from the append call is reported too (it adds the append's own latency).
 */
async function projectionLag(
  db: Kysely<Database>,
  store: ReturnType<typeof createPostgresEventStore>,
  name = 'bench_shipments',
) {
  const called = new Map<string, number>();
  const acknowledged = new Map<string, number>();
  const projectedAt = new Map<string, number>();
  const projection = defineProjection({
    name,
    version: 1,
    handles: ['ShipmentSaved'],
    async setup(trx) {
      await trx.schema
        .createTable('bench_shipments')
        .addColumn('shipment', 'text', (column) => column.primaryKey())
        .addColumn('saves', 'integer', (column) => column.notNull())
        .execute();
    },
    async apply(trx, events, build) {
      await sql`
        insert into ${sql.raw(build.table('bench_shipments'))} (shipment, saves)
        select stream_id, count(*) from unnest(${events.map((event) => event.streamId)}::text[]) as stream_id
        group by stream_id
        on conflict (shipment) do update set saves = ${sql.raw(build.table('bench_shipments'))}.saves + excluded.saves
      `.execute(trx);
    },
  });
  const runner = await startProjectionRunner({
    db,
    store,
    connectionString: url,
    log: pino({ level: 'silent' }),
    projections: [projection],
    onCommitted(_name, events) {
      const now = performance.now();
      for (const event of events) if (called.has(event.id)) projectedAt.set(event.id, now);
    },
  });
  // The new build first catches up with the events of the append scenarios.
  const head = await store.appendToStream('lag-warm-up', newEvents(1));
  if (!(await waitForProjections(db, head.checkpoint, [name], 120_000))) {
    throw new Error('the projection did not catch up with the log');
  }
  const total = Math.round((LAG_MS / 1000) * LAG_RATE);
  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / LAG_RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const [event] = newEvents(1) as [NewEvent];
    called.set(event.id, performance.now());
    inFlight.push(
      store
        .appendToStream(`lag-${n % 100}`, [event])
        .then(() => acknowledged.set(event.id, performance.now())),
    );
  }
  await Promise.all(inFlight);
  const achievedRate = total / ((performance.now() - started) / 1000);
  const deadline = Date.now() + 10_000;
  while (projectedAt.size < total && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await runner.stop();
  const fromCommit: number[] = [];
  const fromCall: number[] = [];
  const appendLatency: number[] = [];
  for (const [id, at] of projectedAt) {
    const call = called.get(id) as number;
    const ack = acknowledged.get(id) as number;
    // The runner may commit a moment before the append's acknowledgement reaches this process.
    fromCommit.push(Math.max(0, at - ack));
    fromCall.push(at - call);
    appendLatency.push(ack - call);
  }
  const summary = (samples: number[]) => {
    samples.sort((a, b) => a - b);
    return { p50Ms: round(percentile(samples, 50), 1), p99Ms: round(percentile(samples, 99), 1) };
  };
  return {
    appendsPerSecond: round(achievedRate),
    seconds: LAG_MS / 1000,
    projected: projectedAt.size,
    ...summary(fromCommit),
    fromAppendCall: summary(fromCall),
    appendLatency: summary(appendLatency),
  };
}

function machine(pgVersion: string, loadAtStart: number) {
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  let cores = cpus().length;
  try {
    cores = Number(execFileSync('nproc').toString().trim());
  } catch {
    // nproc is missing on some systems; the CPU count of Node.js stands in.
  }
  return {
    cores,
    cpu: cpus()[0]?.model ?? 'unknown',
    memory,
    node: process.version,
    postgres: pgVersion,
    // Other work on the machine (and other databases of the same PostgreSQL) shows in the results.
    loadAverage1m: { atStart: round(loadAtStart, 2), atEnd: round(loadavg()[0] ?? 0, 2) },
  };
}

/**
 * What a shared PostgreSQL server does beside the portal: another database created and dropped
 * every second (each holds a transaction id for a while, as test suites and other tenants do).
 */
function databaseChurn() {
  let running = true;
  const done = (async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      for (let n = 0; running; n++) {
        const name = `${database}_churn_${n}`;
        const started = performance.now();
        await client.query(`create database ${name}`);
        await client.query(`drop database ${name}`);
        const rest = 1000 - (performance.now() - started);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    } finally {
      await client.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
    },
  };
}

const loadAtStart = loadavg()[0] ?? 0;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
// Emmett's driver replaces pg's global parsers (bigint, JSON); the portal's pool keeps its own.
const portalTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return (value: string) => value;
    if (oid === pg.types.builtins.JSONB || oid === pg.types.builtins.JSON)
      return (value: string) => JSON.parse(value);
    return pg.types.getTypeParser(oid, format);
  },
};
const db = new Kysely<Database>({
  dialect: new PostgresDialect({
    pool: new pg.Pool({ connectionString: url, max: POOL, types: portalTypes as never }),
  }),
});
const pool = new pg.Pool({ connectionString: url, max: POOL });
const ourStore = createPostgresEventStore({ connectionString: url, pollIntervalMs: 500 });
const emmettStore = getPostgreSQLEventStore(url);
try {
  await eventsSchema.up(db as Kysely<never>);
  // The ceiling's table is the log's first form: one row per event, with its three indexes.
  const plain = await plainInsert(pool);
  await horizonSchema.up(db as Kysely<never>);
  await keysSchema.up(db as Kysely<never>);
  await appendsSchema.up(db as Kysely<never>);
  await runnerSchema.up(db as Kysely<never>);
  const plainRows = await plainInsertOfAppendRows(pool);
  const { rows } = await pool.query<{ version: string; sync: string }>(
    `select current_setting('server_version') as version, current_setting('synchronous_commit') as sync`,
  );
  const ourAppend = ours(ourStore);
  const emmettAppend = emmett(emmettStore);
  // Emmett creates its schema on first use; keep that out of the measurement.
  await emmettAppend('warm-up', -1, 1);
  await ourAppend(`warm-up-${crypto.randomUUID()}`, -1, 1);
  await plain(`warm-up-${crypto.randomUUID()}`, -1, 1);
  await plainRows(`warm-up-${crypto.randomUUID()}`, -1, 1);

  const scenarios = {
    singleWriter: { writers: 1, eventsPerAppend: 1 },
    concurrentWriters: { writers: WRITERS, eventsPerAppend: 1 },
    batchesOf10: { writers: 1, eventsPerAppend: 10 },
  };
  const appends: Record<string, unknown> = {};
  for (const [name, { writers, eventsPerAppend }] of Object.entries(scenarios)) {
    const result = await measureAppends(
      { portal: ourAppend, emmett: emmettAppend, plainInsert: plain, plainInsertOfAppendRows: plainRows },
      writers,
      eventsPerAppend,
    );
    const {
      portal,
      emmett: peer,
      plainInsert: ceiling,
      plainInsertOfAppendRows: rowsCeiling,
    } = result as Record<
      'portal' | 'emmett' | 'plainInsert' | 'plainInsertOfAppendRows',
      { appendsPerSecond: number; eventsPerSecond: number }
    >;
    appends[name] = {
      writers,
      eventsPerAppend,
      ...result,
      ratioToEmmett: round(portal.appendsPerSecond / peer.appendsPerSecond, 2),
      ratioToPlainInsert: round(portal.appendsPerSecond / ceiling.appendsPerSecond, 2),
      ratioToPlainInsertOfAppendRows: round(portal.appendsPerSecond / rowsCeiling.appendsPerSecond, 2),
    };
  }

  const streamRead = await streamReadLatency(ourStore);
  const personalData = await sealingCost(ourStore);
  const catchUpRead = await catchUp(ourStore);
  const lag = await projectionLag(db, ourStore);
  const churn = databaseChurn();
  const lagBesideChurn = await projectionLag(db, ourStore, 'bench_shipments_churn').finally(() =>
    churn.stop(),
  );
  const grown = GROWN_LOG > 0 ? await grownLog(pool, ourStore, GROWN_LOG) : undefined;

  process.stdout.write(
    `${JSON.stringify(
      {
        machine: { ...machine(rows[0]?.version ?? '?', loadAtStart), synchronousCommit: rows[0]?.sync },
        scenarioSeconds: SCENARIO_MS / 1000,
        appends,
        streamRead,
        personalDataSealed: personalData,
        catchUp: catchUpRead,
        projectionLag: { targetAppendsPerSecond: LAG_RATE, ...lag },
        projectionLagWhileDatabasesAreCreatedAndDropped: {
          targetAppendsPerSecond: LAG_RATE,
          ...lagBesideChurn,
        },
        ...(grown ? { appendsToAGrownLog: grown } : {}),
      },
      null,
      2,
    )}\n`,
  );
} catch (error) {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await ourStore.close();
  await emmettStore.close();
  await pool.end();
  await db.destroy();
  // Closed pools disconnect a moment later; forcing the drop before that would fail their clients.
  for (let wait = 0; wait < 50; wait++) {
    const { rowCount } = await admin.query('select 1 from pg_stat_activity where datname = $1', [database]);
    if (!rowCount) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
