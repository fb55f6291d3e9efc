import type { Principal } from '../../contracts/access.ts';
import type { FieldChange, ShipmentEvent } from '../../contracts/shipment/events.ts';
import type { ShipmentRevision } from '../../contracts/shipment/revision.ts';
import { assertShipmentVisible, customerScope } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import { isLive, type ShipmentState, shipmentDecider, shipmentStreamId } from '../domain/shipment/index.ts';
import { type EventStore, foldRecorded, type RecordedEvent } from '../eventstore/index.ts';
import { shipmentPath } from './links.ts';
import { shipmentFromState } from './representation.ts';

/** What reading a past revision needs: the stream, and the database for the customer scope. */
export interface AsOfDeps {
  db: Db;
  eventStore: EventStore;
}

/** Which revision to show: a stream version, or the one in force at an instant. */
export type RevisionSelector = { revision: number } | { asOf: Date };

export const revisionPath = (shipmentNumber: string, revision: number) =>
  `${shipmentPath(shipmentNumber)}/revisions/${revision}`;

/** When an event was decided: the command's time from its metadata (as the audit log shows it). */
const timeOf = (event: RecordedEvent) => Date.parse(event.metadata.time ?? event.recordedAt);

/** The index of the last event the selector includes; -1 when it names none. */
function lastIncluded(recorded: readonly RecordedEvent[], selector: RevisionSelector): number {
  if ('revision' in selector) return selector.revision < recorded.length ? selector.revision : -1;
  const instant = selector.asOf.getTime();
  const after = recorded.findIndex((event) => timeOf(event) > instant);
  return after === -1 ? recorded.length - 1 : after - 1;
}

const fold = (events: readonly RecordedEvent[]) =>
  foldRecorded<ShipmentState, ShipmentEvent>(shipmentDecider, events);

/**
 * A shipment as it was: its stream folded with the decider's `evolve` up to a revision, or up to the
 * last event decided at or before an instant. Visible exactly like the shipment itself (customer
 * scope, a deleted shipment is gone: 404, another customer's: 404); a revision beyond the stream or
 * an instant before the shipment existed answers 404. The representation is the current shipment's,
 * with the revision, its time and the fields it changed, and links to read on instead of actions.
 */
export async function shipmentRevision(
  deps: AsOfDeps,
  principal: Principal,
  origin: string,
  shipmentNumber: string,
  selector: RevisionSelector,
): Promise<ShipmentRevision> {
  const recorded = await deps.eventStore.readStream(shipmentStreamId(shipmentNumber));
  const current = fold(recorded);
  if (!isLive(current)) throw new NotFoundError('shipment.not-found');
  assertShipmentVisible(await customerScope(deps.db, principal), current.emonsCustomerId);

  const index = lastIncluded(recorded, selector);
  const event = recorded[index];
  const state = fold(recorded.slice(0, index + 1));
  if (!event || !isLive(state)) throw new NotFoundError('shipment.not-found');

  const revision = event.streamVersion;
  const changes = ((event.data as { changes?: FieldChange[] }).changes ?? []).map(({ path, value }) => ({
    path,
    value: value ?? null,
  }));
  const href = (path: string) => ({ href: `${origin}${path}` });
  const last = recorded.length - 1;
  const { _links: _actions, ...shipment } = shipmentFromState(
    state,
    revision,
    { by: event.metadata.userFullName ?? event.metadata.userLogin ?? '', at: event.metadata.time },
    {},
  );
  return {
    ...shipment,
    revision,
    recordedAt: new Date(timeOf(event)).toISOString(),
    changes,
    _links: {
      self: href(revisionPath(shipmentNumber, revision)),
      shipment: href(shipmentPath(shipmentNumber)),
      ...(index > 0 ? { previous: href(revisionPath(shipmentNumber, revision - 1)) } : {}),
      ...(index < last ? { next: href(revisionPath(shipmentNumber, revision + 1)) } : {}),
      auditLog: href(`${shipmentPath(shipmentNumber)}/auditLog`),
    },
  };
}
