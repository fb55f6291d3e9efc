import type { ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import { defineReactor } from '../../projections/runner/projection.ts';
import type { Recorded } from '../../projections/runner/recorded.ts';
import { ShipmentCustomers } from '../../services/integrations/index.ts';
import type { Runtime } from '../../services/runtime/index.ts';
import { writeStatusFiles } from '../../services/sftp/status-out.ts';

/**
 * IFTSTA out (docs/decisions/0232): each ShipmentStatusReported of a customer with SFTP_IFTSTA_OUT
 * becomes a file in the customer's SFTP outbox/. At least once, as every reactor: a failure (the
 * SFTP server away) keeps the checkpoint and the events come again; the file's name derives from the
 * report, so one written before is not written twice.
 */
export function iftstaOutReactor(runtime: Runtime, sftpPort?: () => number | undefined) {
  const deps = () => ({ db: runtime.db, eventStore: runtime.eventStore, config: runtime.config, sftpPort });
  const customers = new ShipmentCustomers();
  return defineReactor<ShipmentStatusReported>({
    name: 'iftsta_out',
    handles: ['ShipmentStatusReported'],
    async react(event: Recorded<ShipmentStatusReported>) {
      await writeStatusFiles(deps(), [event], customers);
    },
    async reactMany(events: Recorded<ShipmentStatusReported>[]) {
      await writeStatusFiles(deps(), events, customers);
    },
  });
}
