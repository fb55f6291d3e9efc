import { CompiledQuery, type Kysely } from 'kysely';
import pg from 'pg';
import {
  type AppendResult,
  type Backlog,
  type Checkpoint,
  EventIdConflictError,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllResult,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../port.ts';
import { pollingSubscription } from '../subscription.ts';
import { createUpcasting, type Upcaster } from '../upcasting.ts';
import { fromCheckpoint, toCheckpoint } from './checkpoint.ts';
import { APPEND, BACKLOG, NOTIFY_CHANNEL, PENDING, READ_ALL, READ_STREAM } from './statements.ts';

export interface PostgresEventStoreOptions {
  /** The pool appends and reads run on (the portal's `runtime.db`); any kysely instance will do. */
  db: Pick<Kysely<unknown>, 'executeQuery'>;
  /** For the one connection that listens for and sends append notifications. */
  connectionString: string;
  upcasters?: Upcaster[];
  /** How often subscribers look for new events when no notification arrives. */
  pollIntervalMs?: number;
}

// bigint columns arrive as strings, or as bigints where another library changed pg's global parsers.
interface EventRow {
  global_position: string | bigint;
  transaction_id: string;
  stream_id: string;
  stream_version: string | bigint;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: NewEvent['metadata'];
  recorded_at: Date;
}

interface AppendRow {
  head_version: string | bigint | null;
  duplicates: number;
  own_duplicates: number;
  stream_version: string | bigint | null;
  transaction_id: string | null;
  global_position: string | bigint | null;
}

const UNIQUE_VIOLATION = '23505';
const APPEND_ATTEMPTS = 5;

export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const { db } = options;
  const upcast = createUpcasting(options.upcasters ?? []);
  const listeners = new Set<() => void>();
  const signal = createSignal(options.connectionString, () => {
    for (const listener of listeners) listener();
  });

  const query = async <Row>(text: string, parameters: unknown[]) =>
    (await db.executeQuery<Row>(CompiledQuery.raw(text, parameters))).rows;

  const toRecorded = (row: EventRow): RecordedEvent =>
    upcast({
      id: row.event_id,
      type: row.type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      checkpoint: toCheckpoint({ transactionId: row.transaction_id, globalPosition: String(row.global_position) }),
      recordedAt: row.recorded_at.toISOString(),
    });

  async function appendOnce(streamId: string, events: NewEvent[], expected: ExpectedVersion) {
    const payload = JSON.stringify(
      events.map((event) => ({
        id: event.id,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata: event.metadata,
      })),
    );
    const [row] = await query<AppendRow>(APPEND, [
      streamId,
      typeof expected === 'number' ? 'exact' : expected,
      typeof expected === 'number' ? expected : null,
      events.map((event) => event.id),
      payload,
    ]);
    if (!row) throw new Error('append returned no row');
    if (row.duplicates > 0 && row.own_duplicates !== events.length) throw new EventIdConflictError(streamId);
    if (row.stream_version === null || row.transaction_id === null || row.global_position === null) {
      throw new WrongExpectedVersionError(
        streamId,
        expected,
        row.head_version === null ? 'no_stream' : Number(row.head_version),
      );
    }
    return {
      nextExpectedVersion: Number(row.stream_version),
      checkpoint: toCheckpoint({ transactionId: row.transaction_id, globalPosition: String(row.global_position) }),
    };
  }

  async function currentVersion(streamId: string): Promise<number | 'no_stream'> {
    const [row] = await query<{ version: string | null }>(
      'select max(stream_version) as version from events where stream_id = $1',
      [streamId],
    );
    return row?.version == null ? 'no_stream' : Number(row.version);
  }

  async function readAll(
    after: Checkpoint | null,
    limit: number,
    readOptions: { types?: string[] } = {},
  ): Promise<ReadAllResult> {
    const from = fromCheckpoint(after);
    const types = readOptions.types ?? null;
    const rows = await query<EventRow>(READ_ALL, [from.transactionId, from.globalPosition, limit, types]);
    const last = rows.at(-1);
    const wanted = types ? rows.filter((row) => types.includes(row.type)) : rows;
    return {
      events: wanted.map(toRecorded),
      checkpoint: last
        ? toCheckpoint({ transactionId: last.transaction_id, globalPosition: String(last.global_position) })
        : after,
    };
  }

  return {
    async appendToStream(streamId, events, appendOptions = {}): Promise<AppendResult> {
      const expected = appendOptions.expected ?? 'any';
      if (events.length === 0) throw new Error(`stream ${streamId}: nothing to append`);
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await appendOnce(streamId, events, expected);
          signal.appended();
          return result;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= APPEND_ATTEMPTS) throw error;
          // A concurrent append took the same version or the same event ids. With an expected
          // version that is a conflict; otherwise the next attempt sees the winner's rows.
          if (error.constraint === 'events_stream_version_key' && expected !== 'any') {
            throw new WrongExpectedVersionError(streamId, expected, await currentVersion(streamId));
          }
        }
      }
    },

    async readStream(streamId, readOptions = {}) {
      const rows = await query<EventRow>(READ_STREAM, [streamId, readOptions.fromVersion ?? 0]);
      return rows.map(toRecorded);
    },

    readAll,

    subscribe(from, handler, subscribeOptions) {
      signal.listen();
      return pollingSubscription(
        {
          readAll,
          async hasPendingEvents() {
            const [row] = await query<{ pending: boolean }>(PENDING, []);
            return row?.pending ?? false;
          },
          onAppended(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          pollIntervalMs: options.pollIntervalMs ?? 500,
        },
        from,
        handler,
        subscribeOptions,
      );
    },

    async backlog(after: Checkpoint | null, cap: number): Promise<Backlog> {
      const from = fromCheckpoint(after);
      const [row] = await query<{ events: number; oldest: Date | null }>(BACKLOG, [
        from.transactionId,
        from.globalPosition,
        cap,
      ]);
      return { events: row?.events ?? 0, oldestRecordedAt: row?.oldest?.toISOString() ?? null };
    },

    async close() {
      listeners.clear();
      await signal.close();
    },
  };
}

function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/**
 * One connection per store that LISTENs for appends of other processes and NOTIFYs its own. The
 * NOTIFY goes out after the append committed, outside the append's transaction: a notifying commit
 * takes a database-wide lock that would serialise concurrent appends. Notifications coalesce: while
 * one is in flight, later appends only mark that another is due.
 */
function createSignal(connectionString: string, onAppended: () => void) {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let inFlight = false;
  let due = false;
  let closed = false;

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: 'freight-portal-events' });
      // This process's own appends woke its subscribers already.
      next.on('notification', (message) => {
        if (message.processId !== (next as unknown as { processID: number }).processID) onAppended();
      });
      // A lost connection is replaced on the next use; polling covers the gap.
      next.on('error', () => {
        if (client === next) client = null;
        connecting = null;
      });
      try {
        await next.connect();
        // A NOTIFY takes a transaction id and, by default, waits for its commit to reach the disk;
        // a lost wake-up costs one poll interval, so it need not.
        await next.query('set synchronous_commit = off');
        await next.query(`listen ${NOTIFY_CHANNEL}`);
        if (closed) {
          await next.end();
          return null;
        }
        client = next;
        return next;
      } catch {
        connecting = null;
        return null;
      }
    })();
    return connecting;
  };

  const notify = async () => {
    inFlight = true;
    while (due && !closed) {
      due = false;
      const connection = client ?? (await connect());
      await connection?.query(`notify ${NOTIFY_CHANNEL}`).catch(() => undefined);
    }
    inFlight = false;
  };

  return {
    listen() {
      void connect();
    },
    appended() {
      // Subscribers of this process need no round trip through the server.
      onAppended();
      due = true;
      if (!inFlight) void notify();
    },
    async close() {
      closed = true;
      const current = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
