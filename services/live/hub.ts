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

/** What the parts of one hub share. */
interface Hub {
  db: Db;
  store: EventStore;
  log: Logger;
  settings: ReturnType<typeof settingsOf>;
  customers: ShipmentCustomers;
  subscribers: Set<Subscriber>;
  /** Where the hub has read the log up to; null while no stream is open. */
  position: Checkpoint | null;
  closing: boolean;
}

const settingsOf = (options: LiveHubOptions) => ({ ...LIVE_DEFAULTS, ...definedOnly(options) });

/**
 * The live updates of one API process. One PostgreSQL connection LISTENs for projection commits and
 * batch progress (written by the projection runner and the workers, in whatever process); on each,
 * the hub reads the log once up to where every read model the web app shows has arrived, and sends
 * each open stream the changes its user may see. Missed notifications only delay: a poll looks
 * too. Ids are log positions, so a reconnecting client names what it has seen and gets the rest.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const hub: Hub = {
    db: options.db,
    store: options.store,
    log: options.log,
    settings: settingsOf(options),
    customers: new ShipmentCustomers(),
    subscribers: new Set(),
    position: null,
    closing: false,
  };
  const pump = pumper(hub);
  const batches = batchProgress(hub);
  const listening = liveListener(hub, options.connectionString, {
    onNotification(message) {
      if (message.channel === PROJECTION_COMMITTED_CHANNEL) void pump();
      else if (message.channel === LIVE_BATCH_CHANNEL && message.payload) batches.moved(message.payload);
    },
    // Whatever was committed while nobody listened.
    onListening: () => void pump(),
  });
  const poll = setInterval(() => void pump(), hub.settings.pollMs);
  const heartbeat = setInterval(() => sendHeartbeats(hub), hub.settings.heartbeatMs);
  poll.unref();
  heartbeat.unref();

  return {
    open: (request, sink) => openStream(hub, request, sink),

    stats: () => ({ streams: hub.subscribers.size, position: hub.position }),

    async close() {
      hub.closing = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      batches.stop();
      for (const subscriber of [...hub.subscribers]) drop(hub, subscriber);
      await listening.close();
    },
  };
}

const visiblePosition = (hub: Hub) => visibleLivePosition(hub.db, hub.settings.projections);

// --- sending ------------------------------------------------------------------------------

function send(hub: Hub, subscriber: Subscriber, frame: string) {
  subscriber.sink.write(frame);
  if (subscriber.sink.buffered() > hub.settings.maxBufferedBytes) {
    hub.log.info({ username: subscriber.username }, 'live stream cut off: the client does not read');
    drop(hub, subscriber);
  }
}

function sendChange(hub: Hub, subscriber: Subscriber, change: LiveChange) {
  if (change.id <= subscriber.lastId || !scopeIncludes(subscriber.scope, change.customerId)) return;
  subscriber.lastId = change.id;
  send(hub, subscriber, sseFrame(change.kind, change.data, change.id));
}

function sendBatch(hub: Hub, subscriber: Subscriber, snapshot: BatchSnapshot) {
  if (snapshot.requestedBy === subscriber.username) send(hub, subscriber, sseFrame('batch', snapshot.batch));
}

function sendReset(hub: Hub, subscriber: Subscriber, at: Checkpoint) {
  if (at <= subscriber.lastId) return;
  subscriber.lastId = at;
  send(hub, subscriber, sseFrame('reset', { reason: 'too-many-changes' }, at));
}

function drop(hub: Hub, subscriber: Subscriber) {
  if (!hub.subscribers.delete(subscriber)) return;
  subscriber.sink.end();
}

/** Ends streams past their age; tells the others where they may resume from. */
function sendHeartbeats(hub: Hub) {
  const now = Date.now();
  for (const subscriber of hub.subscribers) {
    if (subscriber.held) continue;
    if (now - subscriber.openedAt >= hub.settings.maxAgeMs) {
      drop(hub, subscriber);
      continue;
    }
    // Everything up to the hub's position has been sent: the client may resume from there.
    const at = hub.position ? later(subscriber.lastId, hub.position) : subscriber.lastId;
    subscriber.lastId = at;
    send(hub, subscriber, sseFrame('heartbeat', {}, at));
  }
}

// --- opening a stream -----------------------------------------------------------------------

async function openStream(
  hub: Hub,
  request: LiveStreamRequest,
  sink: LiveSink,
): Promise<LiveStream | 'too-many'> {
  const { db, store, customers, settings, subscribers } = hub;
  if (hub.closing) throw new Error('live updates are closing');
  let own = 0;
  for (const subscriber of subscribers) if (subscriber.username === request.username) own++;
  if (own >= settings.maxStreamsPerUser) return 'too-many';
  if (hub.position === null) {
    const visible = await visiblePosition(hub);
    hub.position ??= visible;
  }
  const upTo: Checkpoint = hub.position;
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
      if (replay.truncated) sendReset(hub, subscriber, upTo);
      else for (const change of replay.changes) sendChange(hub, subscriber, change);
    }
    for (const snapshot of await recentBatches(db, request.username)) sendBatch(hub, subscriber, snapshot);
  } catch (error) {
    drop(hub, subscriber);
    throw error;
  }
  // What came live meanwhile; changes already replayed are skipped by their ids.
  const held = subscriber.held ?? [];
  subscriber.held = null;
  for (const item of held) {
    if ('change' in item) sendChange(hub, subscriber, item.change);
    else if ('batch' in item) sendBatch(hub, subscriber, item.batch);
    else sendReset(hub, subscriber, item.reset);
  }
  return { close: () => void subscribers.delete(subscriber) };
}

// --- following the read models --------------------------------------------------------------

/** Reads and sends the changes; a call while one runs makes it run once more. */
function pumper(hub: Hub): () => Promise<void> {
  let pumping = false;
  let pumpAgain = false;
  return async function pump() {
    if (pumping) {
      pumpAgain = true;
      return;
    }
    pumping = true;
    try {
      do {
        pumpAgain = false;
        await pumpOnce(hub);
      } while (pumpAgain && !hub.closing);
    } catch (error) {
      hub.log.warn({ err: error }, 'live updates: reading the changes failed; trying again');
    } finally {
      pumping = false;
    }
  };
}

async function pumpOnce(hub: Hub) {
  const { db, store, customers, subscribers } = hub;
  // Nobody to tell: the next stream to open reads where the read models are (no statement per
  // projection commit while no one watches, e.g. an API process during a batch).
  if (subscribers.size === 0) {
    hub.position = null;
    return;
  }
  const visible = await visiblePosition(hub);
  const position = hub.position;
  if (position === null) {
    hub.position = visible;
    return;
  }
  if (visible <= position) return;
  const { changes, truncated } = await readChanges(
    { db, store, customers },
    position,
    visible,
    hub.settings.maxReplayEvents,
  );
  // From here on synchronous: a stream opened meanwhile replays up to `position` and gets the rest here.
  for (const subscriber of subscribers) {
    if (subscriber.held) {
      if (truncated) subscriber.held.push({ reset: visible });
      else for (const change of changes) subscriber.held.push({ change });
    } else if (truncated) sendReset(hub, subscriber, visible);
    else for (const change of changes) sendChange(hub, subscriber, change);
  }
  hub.position = visible;
}

// --- batch progress -----------------------------------------------------------------------------

/** Batch progress notifications within a short while go out together, one snapshot per batch. */
function batchProgress(hub: Hub) {
  const batchesDue = new Set<string>();
  let batchTimer: NodeJS.Timeout | null = null;
  let batchWork: Promise<void> = Promise.resolve();
  return {
    moved(batchId: string) {
      if (hub.subscribers.size === 0) return;
      batchesDue.add(batchId);
      batchTimer ??= setTimeout(() => {
        batchTimer = null;
        const due = [...batchesDue];
        batchesDue.clear();
        batchWork = batchWork.then(() => sendBatches(hub, due));
      }, BATCH_COALESCE_MS);
    },
    stop() {
      if (batchTimer) clearTimeout(batchTimer);
    },
  };
}

async function sendBatches(hub: Hub, batchIds: string[]) {
  for (const batchId of batchIds) {
    if (!/^[0-9a-f-]{36}$/i.test(batchId)) continue;
    try {
      const snapshot = await batchSnapshot(hub.db, batchId);
      if (!snapshot) continue;
      for (const subscriber of hub.subscribers) {
        if (subscriber.held) subscriber.held.push({ batch: snapshot });
        else sendBatch(hub, subscriber, snapshot);
      }
    } catch (error) {
      hub.log.warn({ err: error, batchId }, 'live updates: reading a batch failed');
    }
  }
}

// --- the LISTEN connection ----------------------------------------------------------------------

/** The one connection that LISTENs, replaced a second after it fails until the hub closes. */
function liveListener(
  hub: Hub,
  connectionString: string,
  handlers: { onNotification(message: pg.Notification): void; onListening(): void },
) {
  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  async function listen() {
    if (hub.closing) return;
    const client = new pg.Client({
      connectionString,
      application_name: 'freight-portal-live',
      connectionTimeoutMillis: 3000,
    });
    const retry = () => {
      if (listener === client) listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (!hub.closing && !reconnectTimer)
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          void listen();
        }, RECONNECT_MS);
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', handlers.onNotification);
    try {
      await client.connect();
      await client.query(`listen ${PROJECTION_COMMITTED_CHANNEL}`);
      await client.query(`listen ${LIVE_BATCH_CHANNEL}`);
      if (hub.closing) return void client.end().catch(() => undefined);
      listener = client;
      handlers.onListening();
    } catch (error) {
      hub.log.debug({ err: error }, 'live updates: LISTEN connection failed; trying again');
      retry();
    }
  }
  void listen();
  return {
    async close() {
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
