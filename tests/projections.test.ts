import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuilds } from '../projections/runner/builds.ts';
import { lagReadinessCheck, registerLagMetrics } from '../projections/runner/lag.ts';
import { defineProjection, defineReactor, type Projection } from '../projections/runner/projection.ts';
import { rebuildProjection } from '../projections/runner/rebuild.ts';
import { type ProjectionRunner, startProjectionRunner } from '../projections/runner/runner.ts';
import { waitForProjections } from '../projections/runner/wait.ts';
import type { Database } from '../services/db/database.ts';
import type { Checkpoint, EventStore, RecordedEvent } from '../services/eventstore/port.ts';
import { createPostgresEventStore } from '../services/eventstore/postgres/store.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

const log = pino({ level: 'silent' });
const metadata = { time: '2026-11-22T10:00:00.000Z' };

let database: TestDatabase;
let store: EventStore;
const runners: ProjectionRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase('projections');
  store = createPostgresEventStore({ connectionString: database.url, pollIntervalMs: 100 });
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await store.close();
  await database.drop();
});

async function run(
  projections: Projection[],
  options: Partial<Parameters<typeof startProjectionRunner>[0]> = {},
) {
  const runner = await startProjectionRunner({
    db: database.db,
    store,
    connectionString: database.url,
    log,
    projections,
    standbyRetryMs: 100,
    batchSize: 25,
    ...options,
  });
  runners.push(runner);
  return runner;
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type ConsignmentEvent =
  | { type: 'PackagesLoaded'; data: { count: number } }
  | { type: 'PackagesUnloaded'; data: { count: number } };

/** Package counts per consignment plus one row per handled event, so a doubled event cannot hide. */
function consignmentProjection(
  name: string,
  hooks: { beforeEvent?: (event: RecordedEvent, trx: Transaction<Database>) => Promise<void> } = {},
): Projection {
  return defineProjection<ConsignmentEvent>({
    name,
    version: 1,
    handles: ['PackagesLoaded', 'PackagesUnloaded'],
    async setup(trx) {
      await trx.schema
        .createTable(`${name}_totals`)
        .addColumn('consignment', 'text', (column) => column.primaryKey())
        .addColumn('packages', 'integer', (column) => column.notNull())
        .execute();
      await trx.schema
        .createTable(`${name}_handled`)
        .addColumn('event_id', 'uuid', (column) => column.primaryKey())
        .addColumn('consignment', 'text', (column) => column.notNull())
        .addColumn('stream_version', 'integer', (column) => column.notNull())
        .execute();
    },
    async apply(trx, events, build) {
      for (const event of events) {
        await hooks.beforeEvent?.(event, trx);
        const { count } = event.data;
        const delta = event.type === 'PackagesLoaded' ? count : -count;
        await sql`
          insert into ${sql.raw(build.table(`${name}_totals`))} (consignment, packages) values (${event.streamId}, ${delta})
          on conflict (consignment) do update set packages = excluded.packages + ${sql.raw(build.table(`${name}_totals`))}.packages
        `.execute(trx);
        await sql`
          insert into ${sql.raw(build.table(`${name}_handled`))} (event_id, consignment, stream_version)
          values (${event.id}, ${event.streamId}, ${event.streamVersion})
        `.execute(trx);
      }
    },
  });
}

async function load(consignments: number, rounds: number) {
  let last: Checkpoint | null = null;
  for (let round = 0; round < rounds; round++) {
    for (let n = 0; n < consignments; n++) {
      const result = await store.appendToStream(`consignment-${n}`, [
        { id: crypto.randomUUID(), type: 'PackagesLoaded', data: { count: 3 }, metadata },
        { id: crypto.randomUUID(), type: 'RemarkAdded', data: { text: 'Rampe 4' }, metadata },
        { id: crypto.randomUUID(), type: 'PackagesUnloaded', data: { count: 1 }, metadata },
      ]);
      last = result.checkpoint;
    }
  }
  return last as Checkpoint;
}

/** A live build of a projection that has not processed any event yet: no runner moves it. */
function insertLiveBuildWithoutCheckpoint(projection: string) {
  return database.db
    .insertInto('projection_builds')
    .values({ projection, build: 'v1', version: 1, status: 'live', checkpoint: null, checkpoint_at: null })
    .execute();
}

async function readModel(name: string) {
  const totals = await sql<{ consignment: string; packages: number }>`
    select consignment, packages from ${sql.table(`${name}_totals`)} order by consignment
  `.execute(database.db);
  const handled = await sql<{ event_id: string }>`
    select event_id from ${sql.table(`${name}_handled`)} order by event_id
  `.execute(database.db);
  return { totals: totals.rows, handled: handled.rows.map((row) => row.event_id) };
}

describe('projection runner', () => {
  it('writes read tables readers see under their plain names, and commands can wait for them', async () => {
    const projection = consignmentProjection('loading');
    await run([projection]);
    const checkpoint = await load(3, 2);
    expect(await waitForProjections(database.db, checkpoint, ['loading'], 5000)).toBe(true);
    const model = await readModel('loading');
    expect(model.totals).toEqual([
      { consignment: 'consignment-0', packages: 4 },
      { consignment: 'consignment-1', packages: 4 },
      { consignment: 'consignment-2', packages: 4 },
    ]);
    expect(model.handled).toHaveLength(12);
    const builds = await listBuilds(database.db, 'loading');
    expect(builds).toMatchObject([{ build: 'v1', status: 'live', checkpoint }]);
  });

  it('gives up waiting after the time-out when a read model lags', async () => {
    const checkpoint = await load(1, 1);
    expect(await waitForProjections(database.db, checkpoint, ['nobody_runs_this', 'stopped_model'], 50)).toBe(
      true,
    );
    await insertLiveBuildWithoutCheckpoint('stopped_model');
    const started = Date.now();
    expect(await waitForProjections(database.db, checkpoint, ['stopped_model'], 200)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    await database.db.deleteFrom('projection_builds').where('projection', '=', 'stopped_model').execute();
  });

  it('leaves read tables equal to a clean rebuild after batches that crashed midway', async () => {
    const failures = { thrown: 0, killed: 0 };
    const projection = consignmentProjection('crashing', {
      async beforeEvent(event, trx) {
        const { count } = event.data as { count: number };
        if (count !== 3 || event.streamVersion !== 9) return;
        // The first time: an exception after some rows of the batch were written.
        if (failures.thrown === 0) {
          failures.thrown++;
          throw new Error('consignment note printer jammed');
        }
        // The second time: the connection dies in the middle of the transaction, as in a crash.
        if (failures.killed === 0) {
          failures.killed++;
          await sql`select pg_terminate_backend(pg_backend_pid())`.execute(trx);
        }
      },
    });
    const checkpoint = await load(4, 5);
    // A connection that dies while checked out emits an error on its client; this pool listens for
    // it, so the runner sees the failed transaction rather than the process an uncaught error.
    const pool = new pg.Pool({ connectionString: database.url, max: 4 });
    pool.on('connect', (client) => client.on('error', () => undefined));
    const crashingDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const runner = await run([projection], { batchSize: 10, db: crashingDb });
    expect(await waitForProjections(database.db, checkpoint, ['crashing'], 15_000)).toBe(true);
    expect(failures).toEqual({ thrown: 1, killed: 1 });
    const afterCrashes = await readModel('crashing');
    await runner.stop();
    await crashingDb.destroy();

    const { build } = await rebuildProjection({
      db: database.db,
      store,
      connectionString: database.url,
      log,
      projection: consignmentProjection('crashing'),
    });
    expect(build).toBe('v1_r1');
    const rebuilt = await readModel('crashing');
    expect(rebuilt.handled.length).toBeGreaterThan(0);
    expect(afterCrashes).toEqual(rebuilt);
    const schemas = await sql<{ name: string }>`
      select schema_name as name from information_schema.schemata where schema_name like 'projection_crashing_%'
    `.execute(database.db);
    expect(schemas.rows.map((row) => row.name)).toEqual(['projection_crashing_v1_r1']);
  });

  it('runs one active instance per projection; a standby takes over when it stops', async () => {
    const projection = consignmentProjection('standby');
    const first = await run([projection]);
    const second = await run([projection]);
    await until(() => first.active().length + second.active().length === 1);
    const [leader, standby] = first.active().length === 1 ? [first, second] : [second, first];
    let checkpoint = await load(2, 2);
    expect(await waitForProjections(database.db, checkpoint, ['standby'], 5000)).toBe(true);
    expect(standby.active()).toEqual([]);

    await leader.stop();
    await until(() => standby.active().includes('standby'), 5000);
    checkpoint = await load(2, 1);
    expect(await waitForProjections(database.db, checkpoint, ['standby'], 5000)).toBe(true);
    const model = await readModel('standby');
    const all = await store.readAll(null, 100_000, { types: ['PackagesLoaded', 'PackagesUnloaded'] });
    expect(model.handled).toEqual(all.events.map((event) => event.id).sort());
  });

  it('keeps one active instance when the active one loses its database session', async () => {
    const projection = consignmentProjection('failover');
    const first = await run([projection]);
    const second = await run([projection]);
    await until(() => first.active().length + second.active().length === 1);
    // The leader's lock session ends (as when its process dies): PostgreSQL releases the lock, the
    // leader must notice and stop, and whichever instance locks next carries on.
    const killed = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as terminated, pid from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2
        and objid::bigint = (hashtext('projection:failover:v1')::bigint & 4294967295)
    `.execute(database.db);
    expect(killed.rows).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await until(() => first.active().length + second.active().length === 1, 5000);
    const holders = await sql<{ pid: number }>`
      select pid from pg_locks
      where locktype = 'advisory' and granted and objsubid = 2
        and objid::bigint = (hashtext('projection:failover:v1')::bigint & 4294967295)
    `.execute(database.db);
    expect(holders.rows).toHaveLength(1);
    expect(holders.rows[0]?.pid).not.toBe(killed.rows[0]?.pid);
    const checkpoint = await load(2, 1);
    expect(await waitForProjections(database.db, checkpoint, ['failover'], 5000)).toBe(true);
    const all = await store.readAll(null, 100_000, { types: ['PackagesLoaded', 'PackagesUnloaded'] });
    expect((await readModel('failover')).handled).toEqual(all.events.map((event) => event.id).sort());
  });

  it('builds a new version beside the live one and switches readers when it has caught up', async () => {
    const v1 = consignmentProjection('versions');
    const runner = await run([v1]);
    const checkpoint = await load(2, 1);
    expect(await waitForProjections(database.db, checkpoint, ['versions'], 5000)).toBe(true);
    await runner.stop();

    let applied = 0;
    const v2: Projection = {
      ...v1,
      version: 2,
      async setup(trx, build) {
        await v1.setup(trx, build);
        await trx.schema.alterTable('versions_totals').addColumn('unloaded', 'boolean').execute();
      },
      async apply(trx, events, build) {
        applied += events.length;
        await v1.apply(trx, events, build);
      },
    };
    await run([v2]);
    await until(async () =>
      (await listBuilds(database.db, 'versions')).some((b) => b.build === 'v2' && b.status === 'live'),
    );
    expect(applied).toBeGreaterThan(0);
    const columns = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'versions_totals'
    `.execute(database.db);
    expect(columns.rows.map((row) => row.name)).toContain('unloaded');
    expect((await listBuilds(database.db, 'versions')).map((b) => [b.build, b.status])).toEqual([
      ['v1', 'retired'],
      ['v2', 'live'],
    ]);
  });

  it('exports lag as metrics and fails readiness while a read model is too far behind', async () => {
    const registry = new Registry();
    registerLagMetrics(registry, database.db, store);
    await insertLiveBuildWithoutCheckpoint('idle_model');
    try {
      const text = await registry.metrics();
      expect(text).toMatch(/projection_lag_events\{name="idle_model",kind="projection"\} [1-9]\d*/);
      expect(text).toMatch(/projection_lag_seconds\{name="idle_model",kind="projection"\} /);
      const check = await lagReadinessCheck(database.db, store, 0.001).check();
      expect(check.ok).toBe(false);
      expect(check.detail).toContain('idle_model');
    } finally {
      await database.db.deleteFrom('projection_builds').where('projection', '=', 'idle_model').execute();
    }
    expect((await lagReadinessCheck(database.db, store, 3600).check()).ok).toBe(true);
  });
});

describe('reactors', () => {
  it('react once per event with the event id as effect id, and resume from their checkpoint', async () => {
    const effects = new Map<string, number>();
    const reactor = defineReactor({
      name: 'unloading_notice',
      handles: ['PackagesUnloaded'],
      async react(event, effectId) {
        expect(effectId).toBe(event.id);
        effects.set(effectId, (effects.get(effectId) ?? 0) + 1);
      },
    });
    const expected = async () =>
      (await store.readAll(null, 100_000, { types: ['PackagesUnloaded'] })).events.length;
    const first = await run([], { reactors: [reactor] });
    await load(2, 1);
    await until(async () => effects.size === (await expected()));
    await first.stop();
    await load(1, 1);
    await run([], { reactors: [reactor] });
    await until(async () => effects.size === (await expected()));
    expect([...effects.values()].every((count) => count === 1)).toBe(true);
  });
});
