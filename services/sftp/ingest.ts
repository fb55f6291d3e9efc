import type { Logger } from 'pino';
import type { Config } from '../../contracts/config.ts';
import type { Db } from '../db/index.ts';
import type { EventStore } from '../eventstore/port.ts';
import { customerSettings } from '../masterdata/queries/customers.ts';
import { findShipmentCustomer, type ShipmentCustomer } from '../shipments/settings.ts';
import { checkOrderFile } from './check-order-file.ts';
import {
  type CheckFolder,
  checkFolderOf,
  connectInboxes,
  customerFolders,
  type Inbox,
  type InboxFile,
  inboxOf,
  inTransit,
  SETTLE_MS,
} from './inbox.ts';
import { STATUS_USERNAME } from './service-account.ts';
import { readSftpSwitch } from './switch.ts';
import { refuseOrderFile, takeInOrderFile } from './take-in-order-file.ts';
import { takeInStatusFile } from './take-in-status-file.ts';

/**
 * One run of the order-file intake's scheduler: while the switch is on, it reads the inbox of every
 * customer with SFTP_ENABLED through the SFTP server (inbox.ts) and hands each settled file to the
 * use case (take-in-order-file.ts), which checks and saves its orders as the API would; then the
 * files of the customer's check/ folder to the check (check-order-file.ts), which saves nothing.
 * Before them, the IFTSTA files of the forwarder's status account (take-in-status-file.ts).
 */

export interface SftpIngestDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
  config: Pick<
    Config,
    | 'SFTP_HOST'
    | 'HOST'
    | 'SFTP_PORT'
    | 'SFTP_SERVICE_PASSWORD'
    | 'LINK_SECRET'
    | 'READ_MODEL_WAIT_MS'
    | 'SFTP_MAX_FILE_BYTES'
    | 'SFTP_STALE_UPLOAD_MS'
    | 'ORDER_FILE_MAX_ROWS'
    | 'FILE_PARSE_TIMEOUT_MS'
    | 'FILE_PARSE_MEMORY_MB'
  >;
  /** Port of the SFTP server started in this process; SFTP_PORT otherwise. */
  sftpPort?: number | undefined;
}

type Outcome = { processed: number; refused: number; checked: number; statusFiles: number };

export async function ingestInboxes(deps: SftpIngestDeps): Promise<Outcome> {
  const outcome = { processed: 0, refused: 0, checked: 0, statusFiles: 0 };
  if (!(await readSftpSwitch(deps.eventStore)).enabled) return outcome;
  const client = await connectInboxes(deps.config, deps.sftpPort);
  try {
    outcome.statusFiles = await statusFiles(deps, inboxOf(client, STATUS_USERNAME));
    for (const customerId of await customerFolders(client)) {
      if (customerId === STATUS_USERNAME) continue;
      const settings = await customerSettings(deps.db, customerId);
      if (settings.SFTP_ENABLED !== true) continue;
      const customer = await findShipmentCustomer(deps.db, customerId);
      if (!customer) continue;
      const inbox = inboxOf(client, customerId);
      for (const file of await inbox.files()) {
        if (inTransit(file.name)) {
          // An upload in progress, unless it has not changed for so long that it never will.
          if (file.unchangedMs >= deps.config.SFTP_STALE_UPLOAD_MS) {
            await refuseStaleUpload(deps, inbox, file);
            outcome.refused++;
          }
          continue;
        }
        if (file.unchangedMs < SETTLE_MS) continue;
        try {
          const result = await takeInOrderFile(deps, inbox, customer, settings, file);
          outcome[result === 'processed' ? 'processed' : 'refused']++;
        } catch (error) {
          // The file stays in the inbox; the next run tries it again, up to MAX_FILE_ATTEMPTS runs.
          deps.log.error({ err: error, customerId, file: file.name }, 'sftp order file failed');
        }
      }
      outcome.checked += await checkFiles(deps, checkFolderOf(client, customerId), customer, settings);
    }
  } finally {
    await client.end();
  }
  return outcome;
}

/**
 * The settled files of the forwarder's status account (IFTSTA, docs/decisions/0231); answers how
 * many were taken in. A file that fails for a reason of the portal's own stays for the next run:
 * its reports are idempotent, so trying again records nothing twice.
 */
async function statusFiles(deps: SftpIngestDeps, inbox: Inbox): Promise<number> {
  let taken = 0;
  for (const file of await inbox.files()) {
    if (inTransit(file.name) || file.unchangedMs < SETTLE_MS) continue;
    try {
      await takeInStatusFile(deps, inbox, file);
      taken++;
    } catch (error) {
      deps.log.error({ err: error, file: file.name }, 'sftp status file failed');
    }
  }
  return taken;
}

/** Checks the settled files of a customer's check/ folder (docs/decisions/0225); answers how many. */
async function checkFiles(
  deps: SftpIngestDeps,
  folder: CheckFolder,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
): Promise<number> {
  let checked = 0;
  for (const file of await folder.files()) {
    if (inTransit(file.name) || file.unchangedMs < SETTLE_MS) continue;
    try {
      await checkOrderFile(deps, folder, customer, settings, file);
      checked++;
    } catch (error) {
      // Too many files being read at once: the file stays in check/ for the next run.
      deps.log.error({ err: error, customerId: folder.customerId, file: file.name }, 'sftp check failed');
    }
  }
  return checked;
}

/** A file named as an upload in progress that has not changed for SFTP_STALE_UPLOAD_MS goes to error/, unread. */
async function refuseStaleUpload(deps: SftpIngestDeps, inbox: Inbox, file: InboxFile): Promise<void> {
  const minutes = Math.round(deps.config.SFTP_STALE_UPLOAD_MS / 60_000);
  const message = `the name marks an upload in progress (it begins with a dot or ends in .part, .tmp or .filepart) and the file has not changed for ${minutes >= 1 ? `${minutes} minutes` : 'a while'}: it was not read. Upload it under its final name (or rename it in inbox/) to have it imported`;
  await refuseOrderFile(deps.db, inbox, file.name, [{ row: 0, column: '', message }]).catch(
    (error: unknown) =>
      deps.log.error(
        { err: error, customerId: inbox.customerId, file: file.name },
        'sftp stale upload not moved',
      ),
  );
}
