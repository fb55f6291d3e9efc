import { waitForProjections } from '../../projections/index.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import {
  type ShipmentCommand,
  type ShipmentEvent,
  type ShipmentState,
  shipmentDecider,
  shipmentStreamId,
} from '../domain/shipment/index.ts';
import {
  type EventMetadata,
  type EventStore,
  handleCommand,
  type Loaded,
  loadAggregate,
} from '../eventstore/index.ts';

/** The read models a user looks at right after a command: the list (and detail) and the audit log. */
export const READ_MODELS_AFTER_COMMAND = ['shipment_list', 'audit_log'] as const;

/** What the shipment use cases run on. */
export interface ShipmentDeps {
  db: Db;
  eventStore: EventStore;
  /** How long a command's response waits for the read models (READ_MODEL_WAIT_MS); 0 for none. */
  readModelWaitMs: number;
}

export type { Actor };

export interface CommandContext extends ShipmentDeps, Actor {
  /**
   * Ids of the appended events by position; random when absent. Batches derive them from the batch
   * and the shipment, so a retried item recognises its own earlier append.
   */
  eventId?: (index: number) => string;
}

/** A shipment folded from its stream; version -1 when the stream is empty (NEW). */
export type LoadedShipment = Loaded<ShipmentState>;

export interface CommandOutcome extends LoadedShipment {
  events: ShipmentEvent[];
}

export async function loadShipment(eventStore: EventStore, shipmentNumber: string): Promise<LoadedShipment> {
  const { recorded: _recorded, ...loaded } = await loadAggregate(
    eventStore,
    shipmentStreamId(shipmentNumber),
    shipmentDecider,
  );
  return loaded;
}

function metadataOf(actor: Actor): EventMetadata {
  return {
    time: actor.now.toISOString(),
    userId: actor.principal.subject,
    userLogin: actor.principal.username,
    userFullName: actor.principal.fullName,
    correlationId: actor.correlationId,
    ...(actor.traceparent ? { traceparent: actor.traceparent } : {}),
  };
}

/**
 * Runs one shipment command through the generic handler: folds the stream, lets `build` check
 * access and assemble the command from the loaded state, decides, appends with the version it read
 * (a stale `expectedVersion` or a concurrent write changes nothing and answers 409), then waits until
 * the list and the audit log show the change.
 */
export async function handleShipmentCommand(
  context: CommandContext,
  shipmentNumber: string,
  options: { expectedVersion?: number | undefined; loaded?: LoadedShipment },
  build: (loaded: LoadedShipment) => ShipmentCommand | Promise<ShipmentCommand>,
): Promise<CommandOutcome> {
  const handled = await handleCommand(
    context.eventStore,
    shipmentStreamId(shipmentNumber),
    shipmentDecider,
    build,
    {
      expectedVersion: options.expectedVersion,
      ...(options.loaded ? { loaded: options.loaded } : {}),
      metadata: metadataOf(context),
      ...(context.eventId ? { eventId: context.eventId } : {}),
    },
  );
  if (handled.checkpoint && context.readModelWaitMs > 0) {
    await waitForProjections(
      context.db,
      handled.checkpoint,
      READ_MODELS_AFTER_COMMAND,
      context.readModelWaitMs,
    );
  }
  const { checkpoint: _checkpoint, ...outcome } = handled;
  return outcome;
}
