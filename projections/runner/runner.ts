import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { CopyData } from '../../services/db/copy.ts';
import { type Db, type DedicatedConnection, openDedicatedConnection } from '../../services/db/index.ts';
import type { Checkpoint, EventStore, RecordedEvent } from '../../services/eventstore/port.ts';
import { inSpan } from '../../services/runtime/tracing.ts';
import { type Build, createIndexes, ensureBuild, switchToLive } from './builds.ts';
import { createLeadership } from './leader.ts';
import { buildContext, type Projection, type Reactor } from './projection.ts';
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

/**
 * Starts one worker per projection and reactor. Resolves once every projection has its build (so
 * the views readers query exist); the catching up goes on in the background.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<ProjectionRunner> {
  const { db, store, log } = options;
  const batchSize = options.batchSize ?? 500;
  const retryMs = options.standbyRetryMs ?? 1000;
  const lingerFrom = options.projectionLingerFromEvents ?? PROJECTION_LINGER_FROM_EVENTS;
  const leadership = createLeadership(options.connectionString, retryMs);
  const stopping = new AbortController();
  const active = new Set<string>();
  const lost = new Map<string, AbortController>();
  leadership.onLost((key) => {
    (stopping.signal.aborted ? log.debug : log.warn).call(log, { key }, 'projection lock lost');
    lost.get(key)?.abort();
  });
  /** A failure while stopping (the database may be going down as well) is expected: debug, not error. */
  const failed = (details: object, message: string) =>
    (stopping.signal.aborted ? log.debug : log.error).call(log, details, message);

  /** Runs `work` whenever this instance holds `key`; a standby waits for the holder to go away. */
  async function lead(key: string, name: string, work: (signal: AbortSignal) => Promise<void>) {
    if (!(await leadership.acquire(key, stopping.signal))) return;
    const held = new AbortController();
    lost.set(key, held);
    const onStop = () => held.abort();
    stopping.signal.addEventListener('abort', onStop);
    active.add(name);
    try {
      await work(held.signal);
    } finally {
      active.delete(name);
      stopping.signal.removeEventListener('abort', onStop);
      lost.delete(key);
      await leadership.release(key);
    }
  }

  /**
   * Subscribes from `from` to the `handles` types until `signal` aborts or `handle` ends the run by
   * returning true. `handle` gets the events typed as the projection's or reactor's union.
   */
  function follow<E extends AnyEvent>(
    from: Checkpoint | null,
    handles: readonly E['type'][],
    signal: AbortSignal,
    handle: (events: Recorded<E>[], checkpoint: Checkpoint) => Promise<boolean>,
    size = batchSize,
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
      const subscription = store.subscribe(
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
            failed({ err: error }, 'projection batch failed; retrying from its checkpoint');
          },
        },
      );
      if (signal.aborted) finish();
      signal.addEventListener('abort', finish);
    });
  }

  const caughtUp = async (checkpoint: string | null) =>
    (await store.backlog(checkpoint as Checkpoint | null, 1)).events === 0;

  async function runBuild<E extends AnyEvent>(projection: Projection<E>, build: Build, signal: AbortSignal) {
    const context = buildContext(projection.name, build.build);
    const key = { projection: projection.name, build: build.build };
    let checkpoint = build.checkpoint;
    let indexed = false;
    /** A rebuild that has caught up gets its indexes, catches up with what came meanwhile, goes live. */
    const wentLive = async () => {
      if (build.status !== 'building' || !(await caughtUp(checkpoint))) return false;
      if (!indexed) {
        const started = performance.now();
        await createIndexes(db, projection, build.build);
        indexed = true;
        log.info({ ...key, ms: Math.round(performance.now() - started) }, 'projection build indexed');
        if (!(await caughtUp(checkpoint))) return false;
      }
      await switchToLive(db, projection.name, build.build);
      log.info(key, 'projection build caught up and is live');
      return true;
    };
    /**
     * One batch in one transaction with the build's checkpoint; the live updates are told. A bulk
     * load commits on a connection of its own, which the projection may also COPY into.
     */
    const commit = async (events: Recorded<E>[], next: Checkpoint, bulk?: DedicatedConnection) => {
      const target = bulk
        ? {
            ...context,
            copy: async (table: string, columns: readonly string[], data: CopyData) => {
              await bulk.copy(
                `copy ${context.table(table)} (${columns.map((column) => `"${column}"`).join(', ')}) from stdin`,
                data,
              );
            },
          }
        : context;
      await (bulk?.db ?? db).transaction().execute(async (trx) => {
        // Read tables are derived: a crash may lose the last batches' commits, but then it loses
        // their checkpoint with them, and they are projected again. No need to wait for the disk
        // (`set_config(..., true)` is `set local`, taken with the build's lock in one round trip).
        const row = await trx
          .selectFrom('projection_builds')
          .select([
            'status',
            'checkpoint',
            sql<string>`set_config('synchronous_commit', 'off', true)`.as('off'),
          ])
          .where('projection', '=', key.projection)
          .where('build', '=', key.build)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.status === 'retired' || row.checkpoint !== checkpoint) throw new BuildMovedError();
        if (events.length > 0)
          await inSpan(
            `projection ${projection.name}`,
            events.find((event) => event.metadata.traceparent)?.metadata.traceparent,
            () => projection.apply(trx.withSchema(context.schema), events, target),
            { events: events.length },
          );
        // The checkpoint and the live updates' notification in one statement.
        await sql`
          with moved as (
            update projection_builds set checkpoint = ${next}, checkpoint_at = now()
            where projection = ${key.projection} and build = ${key.build}
          )
          select pg_notify(${PROJECTION_COMMITTED_CHANNEL}, ${projection.name})
        `.execute(trx);
      });
      checkpoint = next;
      options.onCommitted?.(projection.name, events);
    };
    if (await wentLive()) return;
    if (build.status === 'building') {
      // A build beside the live one replays the log in bulk: larger batches, and the next batch is
      // read (and decoded) while the database writes the current one.
      const handled = handledBy<E>(projection.handles);
      const size = projection.bulkBatchSize ?? projection.batchSize ?? batchSize;
      const types = [...projection.handles];
      const started = performance.now();
      let loaded = 0;
      const bulk = await openDedicatedConnection(options.connectionString, {
        applicationName: 'freight-portal-projections',
      });
      let ahead = store.readAll(checkpoint as Checkpoint | null, size, { types });
      try {
        while (!signal.aborted) {
          const batch = await ahead;
          if (batch.events.length === 0 || !batch.checkpoint) break;
          ahead = store.readAll(batch.checkpoint, size, { types });
          try {
            await commit(batch.events.filter(handled), batch.checkpoint, bulk);
            loaded += batch.events.length;
          } catch (error) {
            if (error instanceof BuildMovedError) return;
            throw error;
          }
        }
      } finally {
        // Settle the read ahead before leaving (its failure is not this one's).
        await ahead.catch(() => undefined);
        await bulk.close();
      }
      log.info(
        { ...key, events: loaded, ms: Math.round(performance.now() - started) },
        'projection build loaded',
      );
      if (signal.aborted || (await wentLive())) return;
    }
    await follow(
      checkpoint as Checkpoint | null,
      projection.handles,
      signal,
      async (events, next) => {
        await commit(events, next);
        return wentLive();
      },
      projection.batchSize ?? batchSize,
      lingerFrom > 0 ? { ms: options.lingerMs ?? FOLLOW_LINGER_MS, fromEvents: lingerFrom } : { ms: 0 },
    );
  }

  async function runProjection(projection: Projection) {
    while (!stopping.signal.aborted) {
      try {
        const build = await ensureBuild(db, projection);
        if (!build) {
          log.warn({ projection: projection.name }, 'a newer version of this projection is live; idle');
          await pause(retryMs * 10);
          continue;
        }
        await lead(`projection:${projection.name}:${build.build}`, projection.name, async (signal) => {
          // While this instance waited for the lock, the build may have moved on.
          const fresh = await ensureBuild(db, projection);
          if (fresh?.build !== build.build) return;
          await runBuild(projection, fresh, signal);
        });
      } catch (error) {
        failed({ err: error, projection: projection.name }, 'projection runner failed; retrying');
        if (!stopping.signal.aborted) await pause(retryMs);
      }
    }
  }

  async function runReactor<E extends AnyEvent>(reactor: Reactor<E>) {
    while (!stopping.signal.aborted) {
      try {
        await lead(`reactor:${reactor.name}`, reactor.name, async (signal) => {
          await db
            .insertInto('reactor_checkpoints')
            .values({ reactor: reactor.name, checkpoint: null, checkpoint_at: null })
            .onConflict((conflict) => conflict.column('reactor').doNothing())
            .execute();
          const row = await db
            .selectFrom('reactor_checkpoints')
            .select('checkpoint')
            .where('reactor', '=', reactor.name)
            .executeTakeFirstOrThrow();
          // The checkpoint in the table; a batch without events of the reactor's types moves it
          // only in memory, written with the next batch that has some, or a second later.
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
                  .where('reactor', '=', reactor.name)
                  .where(sql<boolean>`checkpoint is not distinct from ${persisted}`)
                  .executeTakeFirst();
                if (moved.numUpdatedRows === 0n) throw new BuildMovedError();
                persisted = next;
                writtenAt = Date.now();
              }));
          try {
            await follow(
              persisted as Checkpoint | null,
              reactor.handles,
              signal,
              async (events, next) => {
                if (events.length === 0 && Date.now() - writtenAt < EMPTY_CHECKPOINT_MS) {
                  handled = next;
                  later ??= setTimeout(() => {
                    later = undefined;
                    if (handled) write(handled).catch(() => undefined);
                  }, EMPTY_CHECKPOINT_MS).unref();
                  options.onCommitted?.(reactor.name, events);
                  return false;
                }
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
                await write(next);
                handled = next;
                options.onCommitted?.(reactor.name, events);
                return false;
              },
              batchSize,
              { ms: options.lingerMs ?? FOLLOW_LINGER_MS },
            );
          } finally {
            clearTimeout(later);
            await writing.catch(() => undefined);
          }
        });
      } catch (error) {
        failed({ err: error, reactor: reactor.name }, 'reactor failed; retrying');
        if (!stopping.signal.aborted) await pause(retryMs);
      }
    }
  }

  for (const projection of options.projections ?? []) await ensureBuild(db, projection);
  const running = [
    ...(options.projections ?? []).map((projection) => runProjection(projection)),
    ...(options.reactors ?? []).map((reactor) => runReactor(reactor)),
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
