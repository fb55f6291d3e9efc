import type { Principal } from '../../contracts/access.ts';
import { waitForProjections } from '../../projections/index.ts';
import type { Db } from '../db/index.ts';
import { ConcurrencyError } from '../domain/errors.ts';
import {
  decide,
  evolve,
  initialState,
  type ShipmentCommand,
  type ShipmentEvent,
  type ShipmentState,
  shipmentStreamId,
} from '../domain/shipment/index.ts';
import { type EventStore, WrongExpectedVersionError } from '../eventstore/port.ts';

/** The read models a user looks at right after a command: the list (and detail) and the audit log. */
export const READ_MODELS_AFTER_COMMAND = ['shipment_list', 'audit_log'] as const;

export interface CommandContext {
  db: Db;
  eventStore: EventStore;
  /** How long the response waits for the read models (READ_MODEL_WAIT_MS). */
  readModelWaitMs: number;
  principal: Principal;
  /** The request id, recorded as the events' correlation id. */
  correlationId: string;
  /** When the command is decided; the builder passes the same instant to the decider. */
  now: Date;
  /**
   * Ids of the appended events by position; random when absent. Batches derive them from the batch
   * and the shipment, so a retried item recognises its own earlier append.
   */
  eventId?: (index: number) => string;
}

/** A shipment folded from its stream; version -1 when the stream is empty (NEW). */
export interface LoadedShipment {
  state: ShipmentState;
  version: number;
  /** Ids of the stream's events. */
  eventIds: ReadonlySet<string>;
}

export interface CommandOutcome extends LoadedShipment {
  events: ShipmentEvent[];
}

export async function loadShipment(eventStore: EventStore, shipmentNumber: string): Promise<LoadedShipment> {
  const recorded = await eventStore.readStream(shipmentStreamId(shipmentNumber));
  let state = initialState;
  for (const event of recorded)
    state = evolve(state, { type: event.type, data: event.data } as ShipmentEvent);
  return {
    state,
    version: recorded.at(-1)?.streamVersion ?? -1,
    eventIds: new Set(recorded.map((event) => event.id)),
  };
}

/**
 * Runs one shipment command: folds the stream, lets `build` check access and assemble the command
 * from the loaded state, decides, appends with the version it read (a stale `expectedVersion` or a
 * concurrent write is a ConcurrencyError and changes nothing), then waits until the list and the
 * audit log show the change.
 */
export async function handleShipmentCommand(
  context: CommandContext,
  shipmentNumber: string,
  options: { expectedVersion?: number | undefined },
  build: (loaded: LoadedShipment) => ShipmentCommand | Promise<ShipmentCommand>,
): Promise<CommandOutcome> {
  const loaded = await loadShipment(context.eventStore, shipmentNumber);
  const command = await build(loaded);
  if (options.expectedVersion !== undefined && options.expectedVersion !== loaded.version) {
    throw new ConcurrencyError(
      `shipment ${shipmentNumber} is at version ${loaded.version}, not ${options.expectedVersion}`,
    );
  }
  const events = decide(command, loaded.state);
  if (events.length === 0) return { ...loaded, events };
  const { principal } = context;
  const metadata = {
    time: context.now.toISOString(),
    userId: principal.subject,
    userLogin: principal.username,
    userFullName: principal.fullName,
    correlationId: context.correlationId,
  };
  let result: Awaited<ReturnType<EventStore['appendToStream']>>;
  try {
    result = await context.eventStore.appendToStream(
      shipmentStreamId(shipmentNumber),
      events.map((event, index) => ({
        id: context.eventId?.(index) ?? crypto.randomUUID(),
        type: event.type,
        data: event.data,
        metadata,
      })),
      { expected: loaded.version === -1 ? 'no_stream' : loaded.version },
    );
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) throw new ConcurrencyError(error.message);
    throw error;
  }
  await waitForProjections(context.db, result.checkpoint, READ_MODELS_AFTER_COMMAND, context.readModelWaitMs);
  return {
    state: events.reduce(evolve, loaded.state),
    version: result.nextExpectedVersion,
    eventIds: loaded.eventIds,
    events,
  };
}
