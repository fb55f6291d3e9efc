import type { ShipmentEvent } from '../../contracts/shipment/events.ts';
import { defineReactor } from '../../projections/runner/projection.ts';
import type { Recorded } from '../../projections/runner/recorded.ts';
import {
  announcedStates,
  queueShipmentMails,
  shipmentMailLookups,
} from '../../services/mail/react-to-shipment.ts';
import { inSpan, type Runtime } from '../../services/runtime/index.ts';

/** Events of one batch handled at once; each queues its mails with ids of its own. */
const REACT_CONCURRENCY = 8;

/**
 * The shipment mails (services/mail/shipment-mails.ts) as a reactor: each announcement,
 * cancellation, commissioning and status report goes to the use case, a batch with its lookups shared.
 */
export function shipmentMailsReactor(runtime: Runtime) {
  const reactor = {
    name: 'shipment_mails',
    // The announcement's request (appended with it) is read for its order, and queues nothing itself.
    handles: [
      'ShipmentAnnouncementRequested',
      'ShipmentAnnounced',
      'ShipmentCancelled',
      'ShipmentCommissioned',
      'ShipmentStatusReported',
    ] as ShipmentEvent['type'][],
    react: (event: Recorded<ShipmentEvent>) => queueShipmentMails(runtime, event),
    // The events of a batch at once, each in its own span: its mails continue its request's trace.
    async reactMany(events: Recorded<ShipmentEvent>[]) {
      const lookup = shipmentMailLookups(runtime.db);
      const announced = await announcedStates(runtime.db, events);
      const queued = events.filter((event) => event.type !== 'ShipmentAnnouncementRequested');
      let next = 0;
      const work = async () => {
        for (let event = queued[next++]; event; event = queued[next++]) {
          const current = event;
          await inSpan(
            'reactor shipment_mails',
            current.metadata.traceparent,
            () => queueShipmentMails(runtime, current, lookup, announced.get(current.id)),
            { event: current.type },
          );
        }
      };
      await Promise.all(Array.from({ length: Math.min(REACT_CONCURRENCY, queued.length) }, work));
    },
  };
  return defineReactor<ShipmentEvent>(reactor);
}
