import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import type { Tracking, TrackingJourneyStep, TrackingRequest } from '../../contracts/shipment/tracking.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError } from '../domain/errors.ts';
import {
  isLive,
  type SavedShipment,
  type ShipmentState,
  shipmentDecider,
  shipmentStreamId,
} from '../domain/shipment/index.ts';
import { type EventStore, foldRecorded, type RecordedEvent } from '../eventstore/index.ts';
import { entriesOf, journeyCurrentOf } from './statuses.ts';

/** Tracking requests one client address may send a minute (`POST /api/tracking`). */
export const TRACKING_PER_MINUTE = 10;

/** Zip codes compare without spaces and case: `d-80 339` is `D-80339`. */
export const normalizeZip = (zip: string) => zip.replace(/\s+/g, '').toUpperCase();

type Step = Tracking['timeline'][number];

/** The step a consignee sees for an event, when it is one of the announced, commissioned, ... steps. */
function stepOf(event: ShipmentEvent, recorded: RecordedEvent): Step | undefined {
  const at = (instant: string | undefined) => new Date(instant ?? recorded.metadata.time).toISOString();
  switch (event.type) {
    case 'ShipmentAnnounced':
      return { state: 'ANNOUNCED', at: at(event.data.shippingNoticeCreated) };
    case 'ShipmentCommissioned':
      return { state: 'FINALIZED', at: at(event.data.commissionedOn) };
    case 'CargoListCreated':
      return { state: 'CARGO_LIST_CREATED', at: at(event.data.createdAt) };
    case 'ShipmentCancelled':
      return { state: 'CANCELLED', at: at(event.data.cancelledAt) };
    default:
      return undefined;
  }
}

/** The journey without what may name people: no remarks, no reporter, no zip code, no receiver nor file. */
function consigneeJourney(state: SavedShipment, recorded: readonly RecordedEvent[]): Tracking['journey'] {
  const statuses = entriesOf(recorded).map((entry): TrackingJourneyStep => {
    const { branch, city, country } = entry.place ?? {};
    const place = {
      ...(branch ? { branch } : {}),
      ...(city ? { city } : {}),
      ...(country ? { country } : {}),
    };
    return {
      status: entry.status,
      occurredAt: entry.occurredAt,
      ...(Object.keys(place).length > 0 ? { place } : {}),
      ...(entry.reason ? { reason: entry.reason } : {}),
      ...(entry.pod?.packages !== undefined ? { packages: entry.pod.packages } : {}),
      exception: entry.exception,
    };
  });
  return { current: journeyCurrentOf(state), statuses };
}

/** The same answer for an unknown number, a wrong zip code, a draft and a deleted shipment. */
const unknownShipment = () => new NotFoundError('shipment.not-found');

/**
 * Public tracking for consignees: the status timeline of a shipment whose consignee zip code matches
 * (spaces and case aside). The stream is read and the branch looked up whether the number exists or
 * not, so an unknown number and a wrong zip code answer the same 404 after the same work. A draft
 * (nothing announced or commissioned yet) and a deleted shipment are unknown too. The answer holds no
 * names and no addresses: the states with their times, the branch, the delivery date or window.
 */
export async function trackShipment(
  deps: { db: Db; eventStore: EventStore },
  request: TrackingRequest,
): Promise<Tracking> {
  const recorded = await deps.eventStore.readStream(shipmentStreamId(request.shipmentNumber));
  const state = foldRecorded<ShipmentState, ShipmentEvent>(shipmentDecider, recorded);
  const live = isLive(state) ? state : undefined;
  const branch = await deps.db
    .selectFrom('locations')
    .select(['abbreviation', 'name'])
    .where('abbreviation', '=', live?.location ?? '')
    .executeTakeFirst();
  const zipMatches = normalizeZip(live?.shipment.consignee.zipCode ?? '') === normalizeZip(request.zipCode);
  const timeline = recorded.flatMap((event) => {
    const step = stepOf({ type: event.type, data: event.data } as ShipmentEvent, event);
    return step ? [step] : [];
  });
  const current = timeline.at(-1);
  // A shipment the forwarder never heard of (a draft, a draft cancelled before it was announced).
  const published = timeline.some((step) => step.state !== 'CANCELLED');
  if (!live || !zipMatches || !current || !published || live.state === 'DRAFT') throw unknownShipment();
  const { deliveryDate, deliveryTimeFrom, deliveryTimeUntil } = live.shipment;
  return {
    shipmentNumber: live.shipmentNumber,
    state: current.state,
    timeline,
    journey: consigneeJourney(live, recorded),
    ...(branch ? { branch: { abbreviation: branch.abbreviation, name: branch.name } } : {}),
    delivery: {
      ...(deliveryDate ? { date: deliveryDate } : {}),
      ...(deliveryTimeFrom ? { timeFrom: deliveryTimeFrom } : {}),
      ...(deliveryTimeUntil ? { timeUntil: deliveryTimeUntil } : {}),
    },
  };
}
