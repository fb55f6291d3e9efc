import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { CopyData } from '../../services/db/copy.ts';
import {
  type Database,
  type Db,
  type DedicatedConnection,
  openDedicatedConnection,
} from '../../services/db/index.ts';
import type { Checkpoint, EventStore, RecordedEvent } from '../../services/eventstore/port.ts';
import { inSpan } from '../../services/runtime/tracing.ts';
import { type Build, createIndexes, ensureBuild, switchToLive } from './builds.ts';
import { createLeadership, type Leadership } from './leader.ts';
import { type BuildContext, buildContext, type Projection, type Reactor } from './projection.ts';
import { type AnyEvent, handledBy, type Recorded } from './recorded.ts';

export interface ProjectionRunnerOptions {
  db: Db;
  store: EventStore;
  /** For the dedicated connection that holds the leader locks. */
  connectionString: string;
  log: Logger;
  projections?: readonly Projection[];
  reactors?: readonly Reactor[];
  batchSize?: number;
  /**
   * While events keep coming, how long a reactor waits after a batch before it reads the next
   * (decision 0159): a burst is handled in fewer, larger batches. Default 20 ms.
   */
  lingerMs?: number;
  /**
   * Projections wait as long, but only after a batch of at least this many events (decision 0167):
   * a command's answer waits for its read models, so they linger in a burst, not after one
   * command's events. Default 16; 0 never.
   */
  projectionLingerFromEvents?: number;
  /** How often a standby instance tries to take over a projection. */
  standbyRetryMs?: number;
  /** Called after each committed batch (metrics, benchmarks, tests). */
  onCommitted?: (name: string, events: RecordedEvent[]) => void;
}

export interface ProjectionRunner {
  /** Names of the projections and reactors this instance runs right now (holds the lock of). */
  active(): string[];
  /** Finishes the batch in flight, releases the locks. */
  stop(): Promise<void>;
}

/**
 * Every projection commit notifies this channel with the projection's name, in the commit's
 * transaction (so only once it is visible): live updates in the API processes follow it.
 */
export const PROJECTION_COMMITTED_CHANNEL = 'projection_committed';

/** The build moved on under this instance (retired, or another instance wrote its checkpoint). */
class BuildMovedError extends Error {}

/** How long a reactor waits after a batch while events keep coming. */
const FOLLOW_LINGER_MS = 20;

/** The smallest batch after which a projection lingers while events keep coming (decision 0167). */
const PROJECTION_LINGER_FROM_EVENTS = 16;

/** How long a reactor's checkpoint may stay in memory after batches without its events. */
const EMPTY_CHECKPOINT_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What every worker of one runner shares. */
interface Runner {
  options: ProjectionRunnerOptions;
  db: Db;
  store: EventStore;
  log: Logger;
  batchSize: number;
  retryMs: number;
  lingerFrom: number;
  stopping: AbortSignal;
  /** A failure while stopping (the database may be going down as well) is expected: debug, not error. */
  failed(details: object, message: string): void;
  /** Runs `work` whenever this instance holds `key`; a standby waits for the holder to go away. */
  lead(key: string, name: string, work: (signal: AbortSignal) => Promise<void>): Promise<void>;
}

/**
 * Starts one worker per projection and reactor. Resolves once every projection has its build (so
 * the views readers query exist); the catching up goes on in the background.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<ProjectionRunner> {
  const { db, log } = options;
  const retryMs = options.standbyRetryMs ?? 1000;
  const leadership = createLeadership(options.connectionString, retryMs);
  const stopping = new AbortController();
  const active = new Set<string>();
  const runner: Runner = {
    options,
    db,
    store: options.store,
    log,
    batchSize: options.batchSize ?? 500,
    retryMs,
    lingerFrom: options.projectionLingerFromEvents ?? PROJECTION_LINGER_FROM_EVENTS,
    stopping: stopping.signal,
    failed: (details, message) =>
      (stopping.signal.aborted ? log.debug : log.error).call(log, details, message),
    lead: leader(leadership, stopping.signal, active, log),
  };

  for (const projection of options.projections ?? []) await ensureBuild(db, projection);
  const running = [
    ...(options.projections ?? []).map((projection) => runProjection(runner, projection)),
    ...(options.reactors ?? []).map((reactor) => runReactor(runner, reactor)),
  ];

  return {
    active: () => [...active],
    async stop() {
      stopping.abort();
      await Promise.all(running);
      await leadership.close();
    },
  };
}

/** The runner's `lead`: holds a key's lock while the work runs, and aborts the work when the lock is lost. */
function leader(
  leadership: Leadership,
  stopping: AbortSignal,
  active: Set<string>,
  log: Logger,
): Runner['lead'] {
  const lost = new Map<string, AbortController>();
  leadership.onLost((key) => {
    (stopping.aborted ? log.debug : log.warn).call(log, { key }, 'projection lock lost');
    lost.get(key)?.abort();
  });
  return async (key, name, work) => {
    if (!(await leadership.acquire(key, stopping))) return;
    const held = new AbortController();
    lost.set(key, held);
    const onStop = () => held.abort();
    stopping.addEventListener('abort', onStop);
    active.add(name);
    try {
      await work(held.signal);
    } finally {
      active.delete(name);
      stopping.removeEventListener('abort', onStop);
      lost.delete(key);
      await leadership.release(key);
    }
  };
}

/**
 * Subscribes from `from` to the `handles` types until `signal` aborts or `handle` ends the run by
 * returning true. `handle` gets the events typed as the projection's or reactor's union.
 */
function follow<E extends AnyEvent>(
  runner: Runner,
  from: Checkpoint | null,
  handles: readonly E['type'][],
  signal: AbortSignal,
  handle: (events: Recorded<E>[], checkpoint: Checkpoint) => Promise<boolean>,
  size = runner.batchSize,
  linger: { ms: number; fromEvents?: number } = { ms: 0 },
) {
  const handled = handledBy<E>(handles);
  return new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      signal.removeEventListener('abort', finish);
      // Stopping from inside the handler would wait for itself: leave the handler first.
      setImmediate(() => void subscription.stop().then(resolve));
    };
    const subscription = runner.store.subscribe(
      from,
      async (events, checkpoint) => {
        if (finished) return;
        if (await handle(events.filter(handled), checkpoint)) finish();
      },
      {
        batchSize: size,
        lingerMs: linger.ms,
        lingerFromEvents: linger.fromEvents ?? 0,
        types: [...handles],
        onError(error) {
          if (error instanceof BuildMovedError) return finish();
          runner.failed({ err: error }, 'projection batch failed; retrying from its checkpoint');
        },
      },
    );
    if (signal.aborted) finish();
    signal.addEventListener('abort', finish);
  });
}

const caughtUp = async (store: EventStore, checkpoint: string | null) =>
  (await store.backlog(checkpoint as Checkpoint | null, 1)).events === 0;

async function runProjection(runner: Runner, projection: Projection) {
  const { db, log, stopping, retryMs } = runner;
  while (!stopping.aborted) {
    try {
      const build = await ensureBuild(db, projection);
      if (!build) {
        log.warn({ projection: projection.name }, 'a newer version of this projection is live; idle');
        await pause(retryMs * 10);
        continue;
      }
      await runner.lead(`projection:${projection.name}:${build.build}`, projection.name, async (signal) => {
        // While this instance waited for the lock, the build may have moved on.
        const fresh = await ensureBuild(db, projection);
        if (fresh?.build !== build.build) return;
        await runBuild(runner, projection, fresh, signal);
      });
    } catch (error) {
      runner.failed({ err: error, projection: projection.name }, 'projection runner failed; retrying');
      if (!stopping.aborted) await pause(retryMs);
    }
  }
}

async function runBuild<E extends AnyEvent>(
  runner: Runner,
  projection: Projection<E>,
  build: Build,
  signal: AbortSignal,
) {
  const { options, batchSize, lingerFrom } = runner;
  const held = heldBuild(runner, projection, build);
  if (await held.wentLive()) return;
  if (build.status === 'building') {
    if (!(await loadInBulk(runner, projection, held, signal))) return;
    if (signal.aborted || (await held.wentLive())) return;
  }
  await follow(
    runner,
    held.checkpoint() as Checkpoint | null,
    projection.handles,
    signal,
    async (events, next) => {
      await held.commit(events, next);
      return held.wentLive();
    },
    projection.batchSize ?? batchSize,
    lingerFrom > 0 ? { ms: options.lingerMs ?? FOLLOW_LINGER_MS, fromEvents: lingerFrom } : { ms: 0 },
  );
}

/** A build this instance leads: its checkpoint as far as committed, and the two ways it moves on. */
interface HeldBuild<E extends AnyEvent> {
  key: BuildKey;
  checkpoint(): string | null;
  /** A rebuild that has caught up gets its indexes, catches up with what came meanwhile, goes live. */
  wentLive(): Promise<boolean>;
  /**
   * One batch in one transaction with the build's checkpoint; the live updates are told. A bulk
   * load commits on a connection of its own, which the projection may also COPY into.
   */
  commit(events: Recorded<E>[], next: Checkpoint, bulk?: DedicatedConnection): Promise<void>;
}

function heldBuild<E extends AnyEvent>(
  runner: Runner,
  projection: Projection<E>,
  build: Build,
): HeldBuild<E> {
  const { db, store, log } = runner;
  const context = buildContext(projection.name, build.build);
  const key: BuildKey = { projection: projection.name, build: build.build };
  let checkpoint = build.checkpoint;
  let indexed = false;
  return {
    key,
    checkpoint: () => checkpoint,
    async wentLive() {
      if (build.status !== 'building' || !(await caughtUp(store, checkpoint))) return false;
      if (!indexed) {
        const started = performance.now();
        await createIndexes(db, projection, build.build);
        indexed = true;
        log.info({ ...key, ms: Math.round(performance.now() - started) }, 'projection build indexed');
        if (!(await caughtUp(store, checkpoint))) return false;
      }
      await switchToLive(db, projection.name, build.build);
      log.info(key, 'projection build caught up and is live');
      return true;
    },
    async commit(events, next, bulk) {
      const target = bulk ? { ...context, copy: copyOver(bulk, context) } : context;
      await (bulk?.db ?? db).transaction().execute(async (trx) => {
        await lockBuild(trx, key, checkpoint);
        if (events.length > 0)
          await inSpan(
            `projection ${projection.name}`,
            events.find((event) => event.metadata.traceparent)?.metadata.traceparent,
            () => projection.apply(trx.withSchema(context.schema), events, target),
            { events: events.length },
          );
        await moveCheckpoint(trx, key, next);
      });
      checkpoint = next;
      runner.options.onCommitted?.(projection.name, events);
    },
  };
}

/** The projection's `copy` into its build's tables over the bulk load's connection. */
function copyOver(bulk: DedicatedConnection, context: BuildContext) {
  return async (table: string, columns: readonly string[], data: CopyData) => {
    await bulk.copy(
      `copy ${context.table(table)} (${columns.map((column) => `"${column}"`).join(', ')}) from stdin`,
      data,
    );
  };
}

type BuildKey = { projection: string; build: string };

/** Locks the build's row; throws BuildMovedError unless the build is still where this instance left it. */
async function lockBuild(trx: Transaction<Database>, key: BuildKey, checkpoint: string | null) {
  // Read tables are derived: a crash may lose the last batches' commits, but then it loses
  // their checkpoint with them, and they are projected again. No need to wait for the disk
  // (`set_config(..., true)` is `set local`, taken with the build's lock in one round trip).
  const row = await trx
    .selectFrom('projection_builds')
    .select(['status', 'checkpoint', sql<string>`set_config('synchronous_commit', 'off', true)`.as('off')])
    .where('projection', '=', key.projection)
    .where('build', '=', key.build)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.status === 'retired' || row.checkpoint !== checkpoint) throw new BuildMovedError();
}

/** The checkpoint and the live updates' notification in one statement. */
async function moveCheckpoint(trx: Transaction<Database>, key: BuildKey, next: Checkpoint) {
  await sql`
    with moved as (
      update projection_builds set checkpoint = ${next}, checkpoint_at = now()
      where projection = ${key.projection} and build = ${key.build}
    )
    select pg_notify(${PROJECTION_COMMITTED_CHANNEL}, ${key.projection})
  `.execute(trx);
}

/**
 * A build beside the live one replays the log in bulk: larger batches, and the next batch is read
 * (and decoded) while the database writes the current one. False when the build moved on meanwhile.
 */
async function loadInBulk<E extends AnyEvent>(
  runner: Runner,
  projection: Projection<E>,
  held: HeldBuild<E>,
  signal: AbortSignal,
): Promise<boolean> {
  const { store, log } = runner;
  const handled = handledBy<E>(projection.handles);
  const size = projection.bulkBatchSize ?? projection.batchSize ?? runner.batchSize;
  const types = [...projection.handles];
  const started = performance.now();
  let loaded = 0;
  const bulk = await openDedicatedConnection(runner.options.connectionString, {
    applicationName: 'freight-portal-projections',
  });
  let ahead = store.readAll(held.checkpoint() as Checkpoint | null, size, { types });
  try {
    while (!signal.aborted) {
      const batch = await ahead;
      if (batch.events.length === 0 || !batch.checkpoint) break;
      ahead = store.readAll(batch.checkpoint, size, { types });
      try {
        await held.commit(batch.events.filter(handled), batch.checkpoint, bulk);
        loaded += batch.events.length;
      } catch (error) {
        if (error instanceof BuildMovedError) return false;
        throw error;
      }
    }
  } finally {
    // Settle the read ahead before leaving (its failure is not this one's).
    await ahead.catch(() => undefined);
    await bulk.close();
  }
  log.info(
    { ...held.key, events: loaded, ms: Math.round(performance.now() - started) },
    'projection build loaded',
  );
  return true;
}

async function runReactor<E extends AnyEvent>(runner: Runner, reactor: Reactor<E>) {
  while (!runner.stopping.aborted) {
    try {
      await runner.lead(`reactor:${reactor.name}`, reactor.name, (signal) =>
        followReactor(runner, reactor, signal),
      );
    } catch (error) {
      runner.failed({ err: error, reactor: reactor.name }, 'reactor failed; retrying');
      if (!runner.stopping.aborted) await pause(runner.retryMs);
    }
  }
}

async function followReactor<E extends AnyEvent>(runner: Runner, reactor: Reactor<E>, signal: AbortSignal) {
  const { options } = runner;
  const checkpoint = await reactorCheckpoint(runner.db, reactor.name);
  try {
    await follow(
      runner,
      checkpoint.start,
      reactor.handles,
      signal,
      async (events, next) => {
        if (events.length === 0 && checkpoint.keptInMemory(next)) {
          options.onCommitted?.(reactor.name, events);
          return false;
        }
        await react(reactor, events);
        await checkpoint.write(next);
        options.onCommitted?.(reactor.name, events);
        return false;
      },
      runner.batchSize,
      { ms: options.lingerMs ?? FOLLOW_LINGER_MS },
    );
  } finally {
    await checkpoint.settle();
  }
}

/** Hands a batch to the reactor: all at once if it takes batches, else event by event. */
async function react<E extends AnyEvent>(reactor: Reactor<E>, events: Recorded<E>[]) {
  if (reactor.reactMany && events.length > 0)
    await inSpan(
      `reactor ${reactor.name}`,
      events.find((event) => event.metadata.traceparent)?.metadata.traceparent,
      () => reactor.reactMany?.(events) ?? Promise.resolve(),
      { events: events.length },
    );
  else
    for (const event of events)
      await inSpan(
        `reactor ${reactor.name}`,
        event.metadata.traceparent,
        () => reactor.react(event, event.id),
        {
          event: event.type,
        },
      );
}

/**
 * The reactor's checkpoint in the table; a batch without events of the reactor's types moves it
 * only in memory, written with the next batch that has some, or a second later.
 */
async function reactorCheckpoint(db: Db, reactor: string) {
  await db
    .insertInto('reactor_checkpoints')
    .values({ reactor, checkpoint: null, checkpoint_at: null })
    .onConflict((conflict) => conflict.column('reactor').doNothing())
    .execute();
  const row = await db
    .selectFrom('reactor_checkpoints')
    .select('checkpoint')
    .where('reactor', '=', reactor)
    .executeTakeFirstOrThrow();
  let persisted = row.checkpoint;
  let handled = persisted;
  let writtenAt = Date.now();
  let writing: Promise<void> = Promise.resolve();
  let later: NodeJS.Timeout | undefined;
  const write = (next: string) =>
    // After the previous write, whether it failed or not: each write reports its own outcome.
    (writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (next === persisted) return;
        const moved = await db
          .updateTable('reactor_checkpoints')
          .set({ checkpoint: next, checkpoint_at: sql<Date>`now()` })
          .where('reactor', '=', reactor)
          .where(sql<boolean>`checkpoint is not distinct from ${persisted}`)
          .executeTakeFirst();
        if (moved.numUpdatedRows === 0n) throw new BuildMovedError();
        persisted = next;
        writtenAt = Date.now();
      }));
  return {
    start: persisted as Checkpoint | null,
    /** Within a second of the last write, moves the checkpoint in memory only (written a second later). */
    keptInMemory(next: Checkpoint) {
      if (Date.now() - writtenAt >= EMPTY_CHECKPOINT_MS) return false;
      handled = next;
      later ??= setTimeout(() => {
        later = undefined;
        if (handled) write(handled).catch(() => undefined);
      }, EMPTY_CHECKPOINT_MS).unref();
      return true;
    },
    async write(next: Checkpoint) {
      await write(next);
      handled = next;
    },
    /** Leaves no write behind: the pending one is dropped, the one in flight awaited. */
    async settle() {
      clearTimeout(later);
      await writing.catch(() => undefined);
    },
  };
}
