import pg from 'pg';
import type { Logger } from 'pino';
import { PROJECTION_COMMITTED_CHANNEL } from '../../projections/index.ts';
import { type CustomerScope, scopeIncludes } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import type { Checkpoint, EventStore } from '../eventstore/index.ts';
import { type BatchSnapshot, batchSnapshot, recentBatches } from './batches.ts';
import { type LiveChange, LOG_START, readChanges } from './changes.ts';
import { ShipmentCustomers } from './shipment-customers.ts';
import { LIVE_BATCH_CHANNEL } from './signal.ts';
import { sseFrame, sseRetry } from './sse.ts';

/** Where a stream's frames go: the HTTP response. */
export interface LiveSink {
  write(frame: string): void;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  end(): void;
}

export interface LiveStreamRequest {
  username: string;
  scope: CustomerScope;
  /** Last-Event-ID of a reconnecting client. */
  lastEventId?: Checkpoint;
}

export interface LiveStream {
  /** The client went away: forget the stream. */
  close(): void;
}

export interface LiveHubOptions {
  db: Db;
  store: EventStore;
  /** For the one connection that LISTENs. */
  connectionString: string;
  log: Logger;
  /** The read models a change must have reached before it is announced. */
  projections?: readonly string[];
  /** How often the read models are looked at when no notification came. */
  pollMs?: number;
  heartbeatMs?: number;
  /** Open streams per user and API process; more answer 429. */
  maxStreamsPerUser?: number;
  /** A stream ends after this long; the client reconnects with its token and Last-Event-ID. */
  maxAgeMs?: number;
  /** A client that lets this many bytes pile up is cut off (it reconnects and replays). */
  maxBufferedBytes?: number;
  /** More events than this to replay send a reset instead. */
  maxReplayEvents?: number;
}

export interface LiveHub {
  open(request: LiveStreamRequest, sink: LiveSink): Promise<LiveStream | 'too-many'>;
  stats(): { streams: number; position: string | null };
  close(): Promise<void>;
}

interface Subscriber {
  username: string;
  scope: CustomerScope;
  sink: LiveSink;
  /** The position this stream has been sent everything up to. */
  lastId: Checkpoint;
  /** Live frames held back while the replay is written. */
  held: ({ change: LiveChange } | { batch: BatchSnapshot } | { reset: Checkpoint })[] | null;
  openedAt: number;
}

export const LIVE_DEFAULTS = {
  projections: ['shipment_list', 'audit_log', 'mail_log'],
  pollMs: 1000,
  heartbeatMs: 15_000,
  maxStreamsPerUser: 5,
  maxAgeMs: 10 * 60_000,
  maxBufferedBytes: 1024 * 1024,
  maxReplayEvents: 20_000,
} as const;

const RECONNECT_MS = 1000;
const BATCH_COALESCE_MS = 100;
const CLIENT_RETRY_MS = 2000;

const later = (a: Checkpoint, b: Checkpoint) => (a > b ? a : b);

/**
 * The position in the event log that every read model the web app shows has reached: the live
 * stream announces what comes after it. Read before a list, it is where that list's stream may
 * start, so the client needs no refetch when the stream opens (docs/decisions/0156).
 */
export async function visibleLivePosition(
  db: Db,
  projections: readonly string[] = LIVE_DEFAULTS.projections,
): Promise<Checkpoint> {
  const rows = await db
    .selectFrom('projection_builds')
    .select(['projection', 'checkpoint'])
    .where('status', '=', 'live')
    .where('projection', 'in', [...projections])
    .execute();
  let visible: Checkpoint | null = null;
  for (const row of rows) {
    const checkpoint = (row.checkpoint ?? LOG_START) as Checkpoint;
    if (visible === null || checkpoint < visible) visible = checkpoint;
  }
  return visible ?? LOG_START;
}

/**
 * The live updates of one API process. One PostgreSQL connection LISTENs for projection commits and
 * batch progress (written by the projection runner and the workers, in whatever process); on each,
 * the hub reads the log once up to where every read model the web app shows has arrived, and sends
 * each open stream the changes its user may see. Missed notifications only delay: a poll looks
 * too. Ids are log positions, so a reconnecting client names what it has seen and gets the rest.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { db, store, log } = options;
  const settings = { ...LIVE_DEFAULTS, ...definedOnly(options) };
  const customers = new ShipmentCustomers();
  const subscribers = new Set<Subscriber>();
  let position: Checkpoint | null = null;
  let closing = false;
  let listener: pg.Client | null = null;

  const visiblePosition = () => visibleLivePosition(db, settings.projections);

  // --- sending ------------------------------------------------------------------------------

  function send(subscriber: Subscriber, frame: string) {
    subscriber.sink.write(frame);
    if (subscriber.sink.buffered() > settings.maxBufferedBytes) {
      log.info({ username: subscriber.username }, 'live stream cut off: the client does not read');
      drop(subscriber);
    }
  }

  function sendChange(subscriber: Subscriber, change: LiveChange) {
    if (change.id <= subscriber.lastId || !scopeIncludes(subscriber.scope, change.customerId)) return;
    subscriber.lastId = change.id;
    send(subscriber, sseFrame(change.kind, change.data, change.id));
  }

  function sendBatch(subscriber: Subscriber, snapshot: BatchSnapshot) {
    if (snapshot.requestedBy === subscriber.username) send(subscriber, sseFrame('batch', snapshot.batch));
  }

  function sendReset(subscriber: Subscriber, at: Checkpoint) {
    if (at <= subscriber.lastId) return;
    subscriber.lastId = at;
    send(subscriber, sseFrame('reset', { reason: 'too-many-changes' }, at));
  }

  function drop(subscriber: Subscriber) {
    if (!subscribers.delete(subscriber)) return;
    subscriber.sink.end();
  }

  // --- following the read models --------------------------------------------------------------

  let pumping = false;
  let pumpAgain = false;

  async function pump() {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        await pumpOnce();
      } while (pumpAgain && !closing);
    } catch (error) {
      log.warn({ err: error }, 'live updates: reading the changes failed; trying again');
    } finally {
      pumping = false;
    }
  }

  async function pumpOnce() {
    // Nobody to tell: the next stream to open reads where the read models are (no statement per
    // projection commit while no one watches, e.g. an API process during a batch).
    if (subscribers.size === 0) {
      position = null;
      return;
    }
    const visible = await visiblePosition();
    if (position === null) {
      position = visible;
      return;
    }
    if (visible <= position) return;
    const { changes, truncated } = await readChanges(
      { db, store, customers },
      position,
      visible,
      settings.maxReplayEvents,
    );
    // From here on synchronous: a stream opened meanwhile replays up to `position` and gets the rest here.
    for (const subscriber of subscribers) {
      if (subscriber.held) {
        if (truncated) subscriber.held.push({ reset: visible });
        else for (const change of changes) subscriber.held.push({ change });
      } else if (truncated) sendReset(subscriber, visible);
      else for (const change of changes) sendChange(subscriber, change);
    }
    position = visible;
  }

  // --- batch progress -----------------------------------------------------------------------------

  const batchesDue = new Set<string>();
  let batchTimer: NodeJS.Timeout | null = null;
  let batchWork: Promise<void> = Promise.resolve();

  function batchMoved(batchId: string) {
    if (subscribers.size === 0) return;
    batchesDue.add(batchId);
    batchTimer ??= setTimeout(() => {
      batchTimer = null;
      const due = [...batchesDue];
      batchesDue.clear();
      batchWork = batchWork.then(() => sendBatches(due));
    }, BATCH_COALESCE_MS);
  }

  async function sendBatches(batchIds: string[]) {
    for (const batchId of batchIds) {
      if (!/^[0-9a-f-]{36}$/i.test(batchId)) continue;
      try {
        const snapshot = await batchSnapshot(db, batchId);
        if (!snapshot) continue;
        for (const subscriber of subscribers) {
          if (subscriber.held) subscriber.held.push({ batch: snapshot });
          else sendBatch(subscriber, snapshot);
        }
      } catch (error) {
        log.warn({ err: error, batchId }, 'live updates: reading a batch failed');
      }
    }
  }

  // --- the LISTEN connection ----------------------------------------------------------------------

  let reconnectTimer: NodeJS.Timeout | null = null;
  async function listen() {
    if (closing) return;
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'freight-portal-live',
      connectionTimeoutMillis: 3000,
    });
    const retry = () => {
      if (listener === client) listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!closing && !reconnectTimer)
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          void listen();
        }, RECONNECT_MS);
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel === PROJECTION_COMMITTED_CHANNEL) void pump();
      else if (message.channel === LIVE_BATCH_CHANNEL && message.payload) batchMoved(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${PROJECTION_COMMITTED_CHANNEL}`);
      await client.query(`listen ${LIVE_BATCH_CHANNEL}`);
      if (closing) return void client.end().catch(() => undefined);
      listener = client;
      // Whatever was committed while nobody listened.
      void pump();
    } catch (error) {
      log.debug({ err: error }, 'live updates: LISTEN connection failed; trying again');
      retry();
    }
  }
  void listen();

  const poll = setInterval(() => void pump(), settings.pollMs);
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const subscriber of subscribers) {
      if (subscriber.held) continue;
      if (now - subscriber.openedAt >= settings.maxAgeMs) {
        drop(subscriber);
        continue;
      }
      // Everything up to the hub's position has been sent: the client may resume from there.
      const at = position ? later(subscriber.lastId, position) : subscriber.lastId;
      subscriber.lastId = at;
      send(subscriber, sseFrame('heartbeat', {}, at));
    }
  }, settings.heartbeatMs);
  poll.unref();
  heartbeat.unref();

  return {
    async open(request, sink) {
      if (closing) throw new Error('live updates are closing');
      let own = 0;
      for (const subscriber of subscribers) if (subscriber.username === request.username) own++;
      if (own >= settings.maxStreamsPerUser) return 'too-many';
      if (position === null) {
        const visible = await visiblePosition();
        position ??= visible;
      }
      const upTo: Checkpoint = position;
      const from = request.lastEventId ?? upTo;
      const subscriber: Subscriber = {
        username: request.username,
        scope: request.scope,
        sink,
        lastId: from,
        held: [],
        openedAt: Date.now(),
      };
      subscribers.add(subscriber);
      sink.write(sseRetry(CLIENT_RETRY_MS));
      sink.write(sseFrame('ready', { heartbeatSeconds: Math.round(settings.heartbeatMs / 1000) }, from));
      try {
        if (from < upTo) {
          const replay = await readChanges({ db, store, customers }, from, upTo, settings.maxReplayEvents);
          if (replay.truncated) sendReset(subscriber, upTo);
          else for (const change of replay.changes) sendChange(subscriber, change);
        }
        for (const snapshot of await recentBatches(db, request.username)) sendBatch(subscriber, snapshot);
      } catch (error) {
        drop(subscriber);
        throw error;
      }
      // What came live meanwhile; changes already replayed are skipped by their ids.
      const held = subscriber.held ?? [];
      subscriber.held = null;
      for (const item of held) {
        if ('change' in item) sendChange(subscriber, item.change);
        else if ('batch' in item) sendBatch(subscriber, item.batch);
        else sendReset(subscriber, item.reset);
      }
      return { close: () => void subscribers.delete(subscriber) };
    },

    stats: () => ({ streams: subscribers.size, position }),

    async close() {
      closing = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (batchTimer) clearTimeout(batchTimer);
      for (const subscriber of [...subscribers]) drop(subscriber);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
