import { newEventId } from './event-id.ts';
import type { AppendResult, Checkpoint, EventMetadata, EventStore, RecordedEvent } from './port.ts';
import { WrongExpectedVersionError } from './port.ts';

/** An event as deciders see it: a type and its data. */
export interface DecidedEvent {
  type: string;
  data: unknown;
}

/** The pure part of an aggregate: how events fold into state, and how a command becomes events. */
export interface Decider<State, Command, Event extends DecidedEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event | Event[];
}

/** A stream folded into state. */
export interface Loaded<State> {
  state: State;
  /** Version of the stream's last event; -1 while the stream is empty. */
  version: number;
  /** Ids of the stream's events, so a retried command recognises its own earlier append. */
  eventIds: ReadonlySet<string>;
  /** The id of the stream's last event, the natural causation of the next one. */
  lastEventId: string | undefined;
}

export interface Handled<State, Event> extends Loaded<State> {
  /** The events the command appended; empty when the decider had nothing to record. */
  events: Event[];
  /** Where the last appended event stands in the global log; absent when nothing was appended. */
  checkpoint?: Checkpoint;
}

export interface HandleOptions<State = unknown> {
  /** The version the caller read (If-Match, a form's version); a stream elsewhere is a conflict. */
  expectedVersion?: number | undefined;
  metadata: EventMetadata;
  /** Ids of the appended events by position; new time-ordered ids (`newEventId`) when absent. */
  eventId?: (index: number) => string;
  /**
   * The stream as the caller has just loaded it, which saves reading it again; the append still
   * expects its version, so a change in between is a conflict as before.
   */
  loaded?: Loaded<State>;
}

/**
 * Folds recorded events with the decider's `evolve`, from its initial state: a whole stream, or the
 * first events of one to see the state as it was at a revision.
 */
export function foldRecorded<State, Event extends DecidedEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  recorded: readonly RecordedEvent[],
): State {
  let state = decider.initialState;
  for (const event of recorded)
    state = decider.evolve(state, { type: event.type, data: event.data } as Event);
  return state;
}

/** Folds a stream with the decider's `evolve`; `events` lets the caller look at what was recorded. */
export async function loadAggregate<State, Event extends DecidedEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<Loaded<State> & { recorded: RecordedEvent[] }> {
  const recorded = await store.readStream(streamId);
  return {
    state: foldRecorded(decider, recorded),
    version: recorded.at(-1)?.streamVersion ?? -1,
    eventIds: new Set(recorded.map((event) => event.id)),
    lastEventId: recorded.at(-1)?.id,
    recorded,
  };
}

async function loadOnly<State, Event extends DecidedEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<Loaded<State>> {
  const { recorded: _recorded, ...loaded } = await loadAggregate(store, streamId, decider);
  return loaded;
}

/**
 * The one way a command changes a stream: load and fold it, build the command from what was loaded
 * (access checks and lookups belong there), decide, and append expecting the version that was read.
 * Every version conflict — a stale `expectedVersion` or a concurrent append — surfaces as one
 * `WrongExpectedVersionError`, which the API answers with 409.
 */
export async function handleCommand<State, Command, Event extends DecidedEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command | ((loaded: Loaded<State>) => Command | Promise<Command>),
  options: HandleOptions<State>,
): Promise<Handled<State, Event>> {
  const loaded = options.loaded ?? (await loadOnly(store, streamId, decider));
  const built =
    typeof command === 'function'
      ? await (command as (loaded: Loaded<State>) => Command | Promise<Command>)(loaded)
      : command;
  if (options.expectedVersion !== undefined && options.expectedVersion !== loaded.version) {
    throw new WrongExpectedVersionError(
      streamId,
      options.expectedVersion,
      loaded.version < 0 ? 'no_stream' : loaded.version,
    );
  }
  const events = [decider.decide(built, loaded.state)].flat() as Event[];
  if (events.length === 0) return { ...loaded, events };
  const appended: AppendResult = await store.appendToStream(
    streamId,
    events.map((event, index) => ({
      id: options.eventId?.(index) ?? newEventId(),
      type: event.type,
      data: event.data,
      metadata: options.metadata,
    })),
    { expected: loaded.version < 0 ? 'no_stream' : loaded.version },
  );
  return {
    state: events.reduce(decider.evolve, loaded.state),
    version: appended.nextExpectedVersion,
    eventIds: loaded.eventIds,
    lastEventId: loaded.lastEventId,
    events,
    checkpoint: appended.checkpoint,
  };
}
