import type SftpClient from 'ssh2-sftp-client';
import type { Config } from '../../contracts/config.ts';
import type { ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import type { Db } from '../db/index.ts';
import type { EventStore } from '../eventstore/index.ts';
import { ShipmentCustomers } from '../live/shipment-customers.ts';
import { customerSettings } from '../masterdata/queries/customers.ts';
import { iftstaMessage } from './iftsta-out.ts';
import { connectInboxes } from './inbox.ts';

/**
 * IFTSTA out (docs/decisions/0232): each status report of a shipment whose customer has
 * SFTP_ENABLED and SFTP_IFTSTA_OUT becomes an IFTSTA file in the customer's outbox/, written through
 * the ingestion's service account. The file's name and bytes follow from the report alone, and a
 * file already there is not written again, so a replayed event adds nothing.
 */

export interface StatusOutDeps {
  db: Db;
  eventStore: EventStore;
  config: Pick<Config, 'SFTP_HOST' | 'HOST' | 'SFTP_PORT' | 'SFTP_SERVICE_PASSWORD' | 'LINK_SECRET'>;
  /** The port of the SFTP server of this process, once it listens; SFTP_PORT otherwise. */
  sftpPort?: (() => number | undefined) | undefined;
}

/** A recorded status report: its data, as the event carries it. */
export type StatusReported = Pick<ShipmentStatusReported, 'data'>;

/** Whether a customer takes IFTSTA files, asked once per customer and batch. */
async function takesIftsta(db: Db, customerId: string): Promise<boolean> {
  const settings = await customerSettings(db, customerId);
  return settings.SFTP_ENABLED === true && settings.SFTP_IFTSTA_OUT === true;
}

/** Writes a file into outbox/ under a temporary name first, so that no client reads half of it. */
async function writeOnce(client: SftpClient, customerId: string, file: { name: string; data: Buffer }) {
  const outbox = `/${customerId}/outbox`;
  if (!(await client.exists(outbox))) await client.mkdir(outbox, true);
  if (await client.exists(`${outbox}/${file.name}`)) return false;
  const part = `${outbox}/.${file.name}.part`;
  await client.put(file.data, part);
  await client.rename(part, `${outbox}/${file.name}`);
  return true;
}

/**
 * Writes the IFTSTA files of `events` (ShipmentStatusReported) for the customers who take them;
 * answers how many were written. A connection is opened only when one is to be written.
 */
export async function writeStatusFiles(
  deps: StatusOutDeps,
  events: readonly StatusReported[],
  customers = new ShipmentCustomers(),
): Promise<number> {
  const owners = await customers.resolve(
    deps.db,
    deps.eventStore,
    events.map((event) => event.data.shipmentNumber),
  );
  const taking = new Map<string, boolean>();
  let client: SftpClient | undefined;
  let written = 0;
  try {
    for (const { data } of events) {
      const customerId = owners.get(data.shipmentNumber);
      if (!customerId) continue;
      if (!taking.has(customerId)) taking.set(customerId, await takesIftsta(deps.db, customerId));
      if (!taking.get(customerId)) continue;
      client ??= await connectInboxes(deps.config, deps.sftpPort?.());
      const file = iftstaMessage(customerId, data, new Date(data.reportedAt));
      if (await writeOnce(client, customerId, file)) written++;
    }
  } finally {
    await client?.end();
  }
  return written;
}
