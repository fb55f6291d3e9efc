import pg from 'pg';
import type { PersonalDataSealing } from '../personal-data/index.ts';
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
import { groupCalls, type Pending } from './group.ts';
import { type AppendRow, eventsOfAppends, type StoredEvent } from './rows.ts';
import {
  APPEND,
  APPEND_FAST,
  APPEND_GROUP_FAST,
  BACKLOG,
  NOTIFY_CHANNEL,
  POSITIONS_PER_APPEND,
  READ_ALL,
  READ_SETTLED,
  READ_STREAM,
  READ_STREAMS,
  SETTLED_HORIZON,
} from './statements.ts';

export interface PostgresEventStoreOptions {
  connectionString: string;
  /** Connections of the store's own pool (appends and reads); default 8. */
  poolSize?: number;
  upcasters?: Upcaster[];
  /** Seals the personal data of events before they are stored and opens it on read (docs/decisions/0112). */
  personalData?: PersonalDataSealing;
  /** How often subscribers look for new events when no notification arrives. */
  pollIntervalMs?: number;
  /**
   * Statements of appends, and of stream reads, under way at once before further calls wait and go
   * together in one statement (group commit, decision 0166); default 2 each.
   */
  groupInFlight?: number;
}

interface FastAppendRow {
  stream_version: string;
  transaction_id: string;
  global_position: string;
}

interface GroupAppendRow {
  stream_id: string;
  stream_version: string;
  transaction_id: string;
  global_position: string;
}

interface AppendAnswer {
  head_version: string | null;
  duplicates: number;
  own_duplicates: number;
  stream_version: string | null;
  transaction_id: string | null;
  global_position: string | null;
}

interface AppendRequest {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedVersion;
}

interface ReadRequest {
  streamId: string;
  fromVersion: number;
}

const UNIQUE_VIOLATION = '23505';
const NOTIFY_GAP_MS = 3;
const RECONNECT_MS = 1000;
// Each lost race means another append won, so retries make progress; the cap only guards against bugs.
const APPEND_ATTEMPTS = 100;

/**
 * The event store on PostgreSQL. It keeps a small pool of its own rather than sharing the portal's
 * kysely pool: its statements are named prepared statements, parsed and planned once per
 * connection, which makes an append about as cheap as a plain INSERT (docs/benchmarks.md).
 */
export function createPostgresEventStore(options: PostgresEventStoreOptions): EventStore {
  const pool = eventsPool(options);
  const query = preparedQueries(pool);
  const upcast = createUpcasting(options.upcasters ?? []);
  const listeners = new Set<() => void>();
  const signal = createSignal(options.connectionString, () => {
    for (const listener of listeners) listener();
  });
  const personalData = options.personalData;
  const toRecorded = async (stored: StoredEvent[]): Promise<RecordedEvent[]> => {
    const events = stored.map(recorded);
    return (personalData ? await personalData.open(events) : events).map(upcast);
  };
  const inFlight = options.groupInFlight ?? 2;
  const appends = groupCalls<AppendRequest, AppendResult>((group) => appendGroup(query, group), {
    inFlight,
    key: (request) => request.streamId,
  });
  const reads = groupCalls<ReadRequest, AppendRow[]>((group) => readGroup(query, group), { inFlight });
  const readAll = logReader(query, toRecorded);

  return {
    async appendToStream(streamId, events, appendOptions = {}): Promise<AppendResult> {
      const expected = appendOptions.expected ?? 'any';
      if (events.length === 0) throw new Error(`stream ${streamId}: nothing to append`);
      if (events.length > POSITIONS_PER_APPEND)
        throw new Error(`stream ${streamId}: more than ${POSITIONS_PER_APPEND} events in one append`);
      const sealed = options.personalData ? await options.personalData.seal(events) : events;
      const result = await appends.call({ streamId, events: sealed, expected });
      signal.appended();
      return result;
    },

    async readStream(streamId, readOptions = {}) {
      const fromVersion = readOptions.fromVersion ?? 0;
      return toRecorded(eventsOfAppends(await reads.call({ streamId, fromVersion }), { fromVersion }));
    },

    readAll,

    subscribe(from, handler, subscribeOptions) {
      signal.listen();
      return pollingSubscription(
        {
          readAll,
          // A read waits for the appends in flight, so what it leaves out was appended after it:
          // those appends notify, and nothing sits behind a horizon waiting to be polled for.
          async hasPendingEvents() {
            return false;
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
      await pool.end();
    },
  };
}

function eventsPool(options: PostgresEventStoreOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 8,
    application_name: 'freight-portal-events',
    types: { getTypeParser: portalTypeParser },
    connectionTimeoutMillis: 3000,
  });
  // A connection lost while idle or in use fails its query, not the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Runs a statement of the store; each text is a named prepared statement. */
type Query = <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<Row[]>;

function preparedQueries(pool: pg.Pool): Query {
  const names = new Map<string, string>();
  return async <Row extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    let name = names.get(text);
    if (!name) {
      name = `eventstore_${names.size + 1}`;
      names.set(text, name);
    }
    return (await pool.query<Row>({ name, text, values })).rows;
  };
}

function recorded(event: StoredEvent): RecordedEvent {
  return {
    id: event.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    checkpoint: toCheckpoint(event),
    recordedAt: event.recordedAt,
  };
}

function appendParameters(streamId: string, events: NewEvent[], expected: ExpectedVersion) {
  return [
    streamId,
    typeof expected === 'number' ? 'exact' : expected,
    typeof expected === 'number' ? expected : null,
    events.map((event) => event.id),
    events.map((event) => event.type),
    events.map((event) => event.schemaVersion ?? 1),
    dataOf(events),
    metadataOf(events),
  ];
}

async function appendOnce(query: Query, streamId: string, events: NewEvent[], expected: ExpectedVersion) {
  const values = appendParameters(streamId, events, expected);
  // The fast path inserts without looking for the event ids first (docs/decisions/0133); a
  // repeated event id or a stale expected version sends the append through the full statement.
  try {
    const [appended] = await query<FastAppendRow>(APPEND_FAST, values);
    if (appended) {
      return {
        nextExpectedVersion: Number(appended.stream_version),
        checkpoint: toCheckpoint({
          transactionId: appended.transaction_id,
          globalPosition: appended.global_position,
        }),
      };
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const [row] = await query<AppendAnswer>(APPEND, values);
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
    checkpoint: toCheckpoint({ transactionId: row.transaction_id, globalPosition: row.global_position }),
  };
}

/** One append on its own: the fast path, then the full statement, retried after a lost race. */
async function appendAlone(
  query: Query,
  { streamId, events, expected }: AppendRequest,
): Promise<AppendResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await appendOnce(query, streamId, events, expected);
    } catch (error) {
      // A concurrent append took the same stream version or the same event ids. The next
      // attempt sees the winner's rows: an idempotent success, a stale expected version, or
      // (with `any`) the next free version.
      if (!isUniqueViolation(error) || attempt >= APPEND_ATTEMPTS) throw error;
    }
  }
}

/**
 * Appends to several streams in one statement (decision 0166). A stream the statement did not
 * append to (its expected version did not hold) runs on its own, which tells a conflict from an
 * idempotent repeat as always; when the statement fails (a repeated event id, a lost race), none
 * of it was stored and every append runs on its own.
 */
async function appendGroup(query: Query, group: Pending<AppendRequest, AppendResult>[]): Promise<void> {
  const alone = (pending: Pending<AppendRequest, AppendResult>) =>
    appendAlone(query, pending.request).then(pending.done.resolve, pending.done.reject);
  const [only] = group;
  if (group.length === 1 && only) {
    only.done.resolve(await appendAlone(query, only.request));
    return;
  }
  let rows: GroupAppendRow[];
  try {
    rows = await query<GroupAppendRow>(APPEND_GROUP_FAST, groupAppendParameters(group));
  } catch {
    // The error of each append is its own: every one runs alone, as it would have without the group.
    await Promise.all(group.map(alone));
    return;
  }
  const appended = new Map(rows.map((row) => [row.stream_id, row]));
  await Promise.all(
    group.map(async (pending) => {
      const row = appended.get(pending.request.streamId);
      if (!row) return alone(pending);
      pending.done.resolve({
        nextExpectedVersion: Number(row.stream_version),
        checkpoint: toCheckpoint({
          transactionId: row.transaction_id,
          globalPosition: row.global_position,
        }),
      });
    }),
  );
}

/** The group statement's parameters: one entry per stream, and per event the number of its stream. */
function groupAppendParameters(group: Pending<AppendRequest, AppendResult>[]) {
  const eventStreams: number[] = [];
  const ids: string[] = [];
  const types: string[] = [];
  const schemaVersions: number[] = [];
  group.forEach(({ request }, index) => {
    for (const event of request.events) {
      eventStreams.push(index + 1);
      ids.push(event.id);
      types.push(event.type);
      schemaVersions.push(event.schemaVersion ?? 1);
    }
  });
  return [
    group.map(({ request }) => request.streamId),
    group.map(({ request }) => (typeof request.expected === 'number' ? 'exact' : request.expected)),
    group.map(({ request }) => (typeof request.expected === 'number' ? request.expected : null)),
    group.map(({ request }) => dataOf(request.events)),
    group.map(({ request }) => metadataOf(request.events)),
    eventStreams,
    ids,
    types,
    schemaVersions,
  ];
}

/** Reads several streams in one statement (decision 0166); a read alone keeps its own statement. */
async function readGroup(query: Query, group: Pending<ReadRequest, AppendRow[]>[]): Promise<void> {
  const [only] = group;
  if (group.length === 1 && only) {
    only.done.resolve(await query<AppendRow>(READ_STREAM, [only.request.streamId, only.request.fromVersion]));
    return;
  }
  const rows = await query<AppendRow & { request: string }>(READ_STREAMS, [
    group.map(({ request }) => request.streamId),
    group.map(({ request }) => request.fromVersion),
  ]);
  const answers: AppendRow[][] = group.map(() => []);
  for (const row of rows) answers[Number(row.request) - 1]?.push(row);
  group.forEach((pending, index) => {
    pending.done.resolve(answers[index] ?? []);
  });
}

/** The store's `readAll`, which remembers how far the log is settled. */
function logReader(query: Query, toRecorded: (stored: StoredEvent[]) => Promise<RecordedEvent[]>) {
  /**
   * Every append of a transaction below this id has finished (decision 0184): the log up to it is
   * read with a plain statement. Found after a reader's read came back full (the reader is behind
   * and reads on); 0 until then.
   */
  let settled = 0n;

  return async function readAll(
    after: Checkpoint | null,
    limit: number,
    readOptions: { types?: string[] } = {},
  ): Promise<ReadAllResult> {
    const from = fromCheckpoint(after);
    const types = readOptions.types ?? null;
    let events: StoredEvent[] = [];
    if (BigInt(from.transactionId) < settled) {
      const rows = await query<AppendRow>(READ_SETTLED, [
        from.transactionId,
        from.globalPosition,
        limit,
        types,
        settled.toString(),
      ]);
      events = eventsOfAppends(rows, { after: from, limit });
    }
    if (events.length < limit) {
      // The rest lies at or above the horizon: events_after reads on from the last event.
      const rest = events.at(-1) ?? from;
      const rows = await query<AppendRow>(READ_ALL, [
        rest.transactionId,
        rest.globalPosition,
        limit - events.length,
        types,
      ]);
      const more = eventsOfAppends(rows, { after: rest, limit: limit - events.length });
      events = events.length === 0 ? more : events.concat(more);
    }
    const last = events.at(-1);
    const full = events.length === limit;
    if (full && last && BigInt(last.transactionId) >= settled) {
      const [probe] = await query<{ horizon: string }>(SETTLED_HORIZON, []);
      if (probe && BigInt(probe.horizon) > settled) settled = BigInt(probe.horizon);
    }
    const wanted = types ? events.filter((event) => types.includes(event.type)) : events;
    return {
      events: await toRecorded(wanted),
      full,
      checkpoint: last ? toCheckpoint(last) : after,
    };
  };
}

/** The data of an append's events as one JSON array, as its row keeps it (decision 0189). */
function dataOf(events: NewEvent[]): string {
  return `[${events.map((event) => JSON.stringify(event.data)).join(',')}]`;
}

/**
 * The metadata of an append's events: one document when they share it (a command's events do), an
 * array of one per event when they differ. Metadata is always an object, so the two never mix up.
 */
function metadataOf(events: NewEvent[]): string {
  const [first, ...rest] = events;
  if (rest.every((event) => event.metadata === first?.metadata)) return JSON.stringify(first?.metadata);
  const each = events.map((event) => JSON.stringify(event.metadata));
  return each.every((text) => text === each[0]) ? (each[0] as string) : `[${each.join(',')}]`;
}

/** bigint as text, JSON parsed: whatever another library did to pg's global parsers. */
export function portalTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === pg.types.builtins.INT8) return (value: string) => value;
  if (oid === pg.types.builtins.JSONB || oid === pg.types.builtins.JSON)
    return (value: string) => JSON.parse(value);
  return pg.types.getTypeParser(oid, format);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

/**
 * One connection per store that LISTENs for appends of other processes and NOTIFYs its own. The
 * NOTIFY goes out after the append committed, outside the append's transaction: every notifying
 * commit takes the same server-wide lock, which would serialise concurrent appends. Notifications
 * coalesce: while one is in flight (or just sent), later appends only mark that another is due.
 */
function createSignal(connectionString: string, onAppended: () => void) {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let inFlight = false;
  let due = false;
  let closed = false;
  let listening = false;

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, application_name: 'freight-portal-events' });
      // This process's own appends woke its subscribers already.
      next.on('notification', (message) => {
        if (message.processId !== (next as unknown as { processID: number }).processID) onAppended();
      });
      // A lost connection is replaced: at once for listening, else on the next NOTIFY. Polling
      // covers the gap.
      next.on('error', () => {
        if (client === next) client = null;
        connecting = null;
        if (listening && !closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
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
        if (listening && !closed) setTimeout(() => void connect(), RECONNECT_MS).unref();
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
      // Appends within the gap share the next notification: other processes hear of new events
      // at most NOTIFY_GAP_MS late, and a busy writer does not pay a NOTIFY per append.
      await new Promise((resolve) => setTimeout(resolve, NOTIFY_GAP_MS));
    }
    inFlight = false;
  };

  return {
    listen() {
      listening = true;
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
