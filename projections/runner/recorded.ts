import type { RecordedEvent } from '../../services/eventstore/port.ts';

/** The shape every event union of the contracts has: a `type` and the `data` that type carries. */
export interface AnyEvent {
  type: string;
  data: unknown;
}

/**
 * An event of the union `E` as the store recorded it. The intersection distributes over the union's
 * members, so each keeps its `type` and `data` together and `switch (event.type)` narrows
 * `event.data`. `Recorded<AnyEvent>` is the store's plain `RecordedEvent`.
 */
export type Recorded<E extends AnyEvent = AnyEvent> = RecordedEvent & E;

/**
 * The one place where a store's event becomes an event of a projection's or reactor's union: the
 * runner delivers only events that pass this guard. The type is all it needs to look at: the store
 * reads only the `handles` types, and an event of a type carries the data its contract defines
 * (upcasters lift older schema versions on read).
 */
export function handledBy<E extends AnyEvent>(
  handles: readonly E['type'][],
): (event: RecordedEvent) => event is Recorded<E> {
  const types = new Set<string>(handles);
  return (event): event is Recorded<E> => types.has(event.type);
}

/** Who decided an event and when, from the metadata the command handler recorded with it. */
export interface EventAuthor {
  fullName: string | null;
  login: string | null;
  at: Date;
}

export function authorOf(event: RecordedEvent): EventAuthor {
  const { userFullName, userLogin, time } = event.metadata;
  return { fullName: userFullName ?? null, login: userLogin ?? null, at: new Date(time) };
}
