import {
  type AllStreamResolvedEvent,
  ANY,
  type AppendExpectedRevision,
  END,
  WrongExpectedVersionError as EsdbWrongExpectedVersion,
  EventStoreDBClient,
  excludeSystemEvents,
  jsonEvent,
  NO_STREAM,
  type Position,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
} from '@eventstore/db-client';
import type { PersonalDataSealing } from '../personal-data/index.ts';
import {
  type AppendResult,
  type Backlog,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllResult,
  type RecordedEvent,
  WrongExpectedVersionError,
} from '../port.ts';
import { pollingSubscription } from '../subscription.ts';
import { createUpcasting, type Upcaster } from '../upcasting.ts';

export interface EsdbEventStoreOptions {
  connectionString: string;
  upcasters?: Upcaster[];
  /** Seals the personal data of events before they are stored and opens it on read (docs/decisions/0112). */
  personalData?: PersonalDataSealing;
  pollIntervalMs?: number;
}

const pad = (value: bigint) => value.toString().padStart(20, '0');

function toCheckpoint(position: Position): Checkpoint {
  return `${pad(position.commit)}-${pad(position.prepare)}` as Checkpoint;
}

function fromCheckpoint(checkpoint: Checkpoint): Position {
  const match = /^(\d{20})-(\d{20})$/.exec(checkpoint);
  if (!match) throw new Error(`not an EventStoreDB checkpoint: ${checkpoint}`);
  return { commit: BigInt(match[1] as string), prepare: BigInt(match[2] as string) };
}

function toRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  return BigInt(expected);
}

interface StoredMetadata extends EventMetadata {
  schemaVersion?: number;
}

function toRecorded(
  resolved: AllStreamResolvedEvent | { event?: AllStreamResolvedEvent['event'] },
): RecordedEvent | null {
  const event = resolved.event;
  if (!event) return null;
  const { schemaVersion = 1, ...metadata } = (event.metadata ?? {}) as StoredMetadata;
  return {
    id: event.id,
    type: event.type,
    schemaVersion,
    data: event.data,
    metadata: metadata as EventMetadata,
    streamId: event.streamId,
    streamVersion: Number(event.revision),
    checkpoint: event.position ? toCheckpoint(event.position) : ('' as Checkpoint),
    recordedAt: event.created.toISOString(),
  };
}

/** The schema version travels in the stored event's metadata. */
function toEsdbEvent(event: NewEvent) {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as Record<string, unknown>,
    metadata: { ...event.metadata, schemaVersion: event.schemaVersion ?? 1 },
  });
}

/** Up to `limit` positions of `$all` after `after`; system events and other types are skipped but counted. */
async function readAllOf(
  client: EventStoreDBClient,
  after: Checkpoint | null,
  limit: number,
  types: string[] | undefined,
): Promise<ReadAllResult> {
  const events: RecordedEvent[] = [];
  let checkpoint = after;
  // Reading $all from a position includes the event at it: read one more and drop that one.
  const read = client.readAll({
    fromPosition: after ? fromCheckpoint(after) : START,
    maxCount: limit + 1,
  });
  let scanned = 0;
  for await (const resolved of read) {
    const position = resolved.event?.position;
    if (!position) continue;
    const checkpointHere = toCheckpoint(position);
    if (after && checkpointHere <= after) continue;
    if (scanned === limit) break;
    scanned++;
    checkpoint = checkpointHere;
    const type = resolved.event?.type ?? '$';
    if (type.startsWith('$')) continue;
    if (types && !types.includes(type)) continue;
    const recorded = toRecorded(resolved);
    if (recorded) events.push(recorded);
  }
  return { events, checkpoint, full: scanned === limit };
}

/**
 * The port on EventStoreDB/KurrentDB. The schema version travels in the event's metadata; the
 * server's own log position is the checkpoint. EventStoreDB writes the log in commit order, so a
 * reader of `$all` needs no visibility rule. A live subscription to `$all` only serves as the
 * wake-up signal for the same polling loop the PostgreSQL adapter uses.
 */
export function createEsdbEventStore(options: EsdbEventStoreOptions): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString);
  const upcast = createUpcasting(options.upcasters ?? []);
  const listeners = new Set<() => void>();
  let live: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;

  const personalData = options.personalData;
  const opened = async (events: RecordedEvent[]) =>
    (personalData ? await personalData.open(events) : events).map(upcast);
  const readAll = async (
    after: Checkpoint | null,
    limit: number,
    readOptions: { types?: string[] } = {},
  ): Promise<ReadAllResult> => {
    const read = await readAllOf(client, after, limit, readOptions.types);
    return { ...read, events: await opened(read.events) };
  };

  return {
    async appendToStream(streamId, events, appendOptions = {}): Promise<AppendResult> {
      const expected = appendOptions.expected ?? 'any';
      const sealed = personalData ? await personalData.seal(events) : events;
      try {
        const result = await client.appendToStream(streamId, sealed.map(toEsdbEvent), {
          expectedRevision: toRevision(expected),
        });
        for (const listener of listeners) listener();
        return {
          nextExpectedVersion: Number(result.nextExpectedRevision),
          checkpoint: result.position ? toCheckpoint(result.position) : ('' as Checkpoint),
        };
      } catch (error) {
        if (error instanceof EsdbWrongExpectedVersion) {
          const actual = error.actualVersion;
          throw new WrongExpectedVersionError(
            streamId,
            expected,
            actual === NO_STREAM ? 'no_stream' : Number(actual),
          );
        }
        throw error;
      }
    },

    async readStream(streamId, readOptions = {}) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, {
          fromRevision: BigInt(readOptions.fromVersion ?? 0),
        })) {
          const recorded = toRecorded(resolved as AllStreamResolvedEvent);
          if (recorded) events.push(recorded);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return opened(events);
    },

    readAll,

    subscribe(from, handler, subscribeOptions) {
      live ??= client
        .subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() })
        .on('data', () => {
          for (const listener of listeners) listener();
        })
        .on('error', () => undefined);
      return pollingSubscription(
        {
          readAll,
          hasPendingEvents: async () => false,
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

    async backlog(after, cap): Promise<Backlog> {
      const { events } = await readAll(after, cap);
      return { events: events.length, oldestRecordedAt: events[0]?.recordedAt ?? null };
    },

    async close() {
      listeners.clear();
      await live?.unsubscribe().catch(() => undefined);
      await client.dispose();
    },
  };
}
