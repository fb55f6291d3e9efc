/**
 * The event store port. Adapters: PostgreSQL (default) and EventStoreDB. Stream versions count from
 * 0 (the first event of a stream has version 0); an empty stream has no version.
 */

/**
 * Opaque position in the global log; only the adapter that produced it can interpret it. The
 * checkpoints of one adapter sort as plain strings in global order, so stored checkpoints can be
 * compared in SQL (`checkpoint >= $1`) without decoding them.
 */
export type Checkpoint = string & { readonly __checkpoint: unique symbol };

export type ExpectedVersion = 'any' | 'no_stream' | 'exists' | number;

export interface EventMetadata {
  /** ISO 8601 instant the command was decided at. */
  time: string;
  userId?: string;
  userLogin?: string;
  userFullName?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Unique id (uuid); appending an event whose id exists already is an idempotent success. */
  id: string;
  type: Type;
  /** Version of the data's shape; upcasters lift older versions on read. Default 1. */
  schemaVersion?: number;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  schemaVersion: number;
  streamId: string;
  streamVersion: number;
  checkpoint: Checkpoint;
  recordedAt: string;
}

export interface AppendResult {
  /** Version of the stream's last event after the append. */
  nextExpectedVersion: number;
  /** Checkpoint of the last appended event, for waiting on read models. */
  checkpoint: Checkpoint;
}

export interface ReadAllResult {
  events: RecordedEvent[];
  /** Where the next read continues; unchanged when nothing was read. */
  checkpoint: Checkpoint | null;
  /** True when the read stopped at its limit (more may follow at once), counting skipped types too. */
  full?: boolean;
}

export interface Subscription {
  /** Stops after the batch in flight has been handled. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  batchSize?: number;
  /** Only these event types are delivered (the checkpoint still moves past the others). */
  types?: string[];
  onError?: (error: unknown) => void;
  /**
   * After a batch that was not full, wait this long before reading again, so that events arriving
   * in a burst are handled in fewer, larger batches. The first event after a quiet spell is read at
   * once. Default 0: read again at once.
   */
  lingerMs?: number;
  /**
   * Linger only after a batch that delivered at least this many events (decision 0167): a reader
   * whose answer others wait for lingers in a burst, not after a single command's events. Default 0.
   */
  lingerFromEvents?: number;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: NewEvent[],
    options?: { expected?: ExpectedVersion },
  ): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<RecordedEvent[]>;
  /**
   * Events after `after` (from the start when null), in global order, at most `limit`. With `types`,
   * events of other types are skipped but still move the checkpoint, so a batch may hold fewer.
   */
  readAll(after: Checkpoint | null, limit: number, options?: { types?: string[] }): Promise<ReadAllResult>;
  /** Delivers every event after `from` in global order, batch by batch, then waits for new ones. */
  subscribe(
    from: Checkpoint | null,
    handler: (events: RecordedEvent[], checkpoint: Checkpoint) => Promise<void>,
    options?: SubscribeOptions,
  ): Subscription;
  /** How many events follow `after` (counted up to `cap`) and when the oldest of them was recorded. */
  backlog(after: Checkpoint | null, cap: number): Promise<Backlog>;
  close(): Promise<void>;
}

export interface Backlog {
  events: number;
  /** ISO 8601 instant of the oldest event not yet read; null when there is none. */
  oldestRecordedAt: string | null;
}

/** Some of the appended event ids exist already, but not as exactly these events of this stream. */
export class EventIdConflictError extends Error {
  readonly streamId: string;

  constructor(streamId: string) {
    super(`stream ${streamId}: some event ids of the append exist already elsewhere`);
    this.name = 'EventIdConflictError';
    this.streamId = streamId;
  }
}

/** The stream is not at the expected version: the write was based on stale state. */
export class WrongExpectedVersionError extends Error {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly actual: number | 'no_stream';

  constructor(streamId: string, expected: ExpectedVersion, actual: number | 'no_stream') {
    super(`stream ${streamId}: expected version ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
    this.streamId = streamId;
    this.expected = expected;
    this.actual = actual;
  }
}
