import { createHash } from 'node:crypto';
import { connect as connectSocket, type Socket } from 'node:net';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { Logger } from 'pino';
import SftpClient from 'ssh2-sftp-client';
import type { Config } from '../../contracts/config.ts';
import { defaultNotes, fillRequiredFieldAttachments } from '../../contracts/rules/delivery-notes.ts';
import type { Db } from '../db/index.ts';
import { deterministicUuid } from '../domain/ids.ts';
import type { EventStore } from '../eventstore/port.ts';
import { BoundedWorkerError } from '../files/bounded-worker.ts';
import { megabytes } from '../files/limits.ts';
import { translate } from '../i18n/index.ts';
import { customerSettings } from '../masterdata/queries/customers.ts';
import { nextShipmentNumber } from '../shipments/numbers.ts';
import {
  type CheckedOrder,
  checkIncomingOrder,
  importPrincipal,
  takeInOrder,
} from '../shipments/order-intake.ts';
import { type ShipmentReference, shipmentReference } from '../shipments/reference.ts';
import { findShipmentCustomer, type ShipmentCustomer } from '../shipments/settings.ts';
import {
  countFileAttempt,
  type FileKey,
  forgetFileAttempts,
  MAX_FILE_ATTEMPTS,
  noteFileFailure,
} from './attempts.ts';
import { duplicateReport } from './duplicate-report.ts';
import type { Interchange } from './iftmin.ts';
import {
  errorReport,
  type FileError,
  type FileOrder,
  locateField,
  readOrderFile,
  reportedAlready,
} from './order-files.ts';
import { SERVICE_USERNAME, servicePassword, sftpAddress } from './service-account.ts';
import { readSftpSwitch } from './switch.ts';
import type { SftpImportsTable, SftpTables } from './tables.ts';

/**
 * Order files by SFTP: the file mechanics of the ingestion — reading the customers' inboxes through
 * the SFTP server, reading each file with bounds, refusing it with a report in `error/` or moving
 * it to `processed/`, never importing the same content twice. The orders themselves are checked
 * and saved by the order-intake use case, exactly as the API would.
 */

/** A file changed more recently than this may still be uploading; the next run takes it. */
const SETTLE_MS = 2000;
/** Names of files still on their way (upload as `orders.csv.part`, then rename). */
const IN_TRANSIT = /(^\.|\.part$|\.tmp$|\.filepart$)/i;

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

/**
 * Adds the active default delivery notes (SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES) an order lacks and
 * its product allows, their texts taken from the order's fields as in the form (the shared rules).
 */
function withDefaultNotes(reference: ShipmentReference, payload: FileOrder['payload']): FileOrder['payload'] {
  const existing = payload.deliveryNotes ?? [];
  const product = payload.product?.identifier;
  const allowed = product ? reference.products.get(product)?.allowedDeliveryNotes : undefined;
  const missing = defaultNotes(reference.notificationCodes).filter(
    (note) =>
      !existing.some((present) => present.identifier === note.identifier) &&
      (!allowed || allowed.includes(note.identifier)),
  );
  return {
    ...payload,
    deliveryNotes: [
      ...existing,
      ...fillRequiredFieldAttachments(missing, reference.notificationCodes, payload),
    ],
  };
}

/** An interchange as sftp_imports keeps it: the UNB sender and control reference. */
const interchangeKey = (interchange: Interchange) => `${interchange.sender}:${interchange.reference}`;

/**
 * Checks an order of the file exactly as POST /api/shipments (and the commission link) would, and
 * names each refusal by the file's row and column.
 */
async function checkFileOrder(
  deps: SftpIngestDeps,
  customer: ShipmentCustomer,
  file: FileOrder,
  commission: boolean,
  now: Date,
): Promise<{ checked?: CheckedOrder; errors: FileError[] }> {
  const result = await checkIncomingOrder(deps, customer, file.payload, { commission, now });
  if (result.checked) return { checked: result.checked, errors: [] };
  const { refusal } = result;
  if (refusal.code !== undefined) {
    const where = file.places ? locateField(file, '') : { row: file.rows[0] ?? 0, column: 'order' };
    return { errors: [{ ...where, message: translate('en', refusal.code) }] };
  }
  return {
    // An EDIFACT order's missing segment or element was reported while reading it, in its words.
    errors: refusal.errors
      .filter((error) => !reportedAlready(file, error.field))
      .map((error) => ({
        ...locateField(file, error.field),
        message: translate('en', error.defaultMessage),
      })),
  };
}

/** A free name in `folder` for `name`: the name itself, else with the time before its extension. */
async function freeName(client: SftpClient, folder: string, name: string): Promise<string> {
  if (!(await client.exists(`${folder}/${name}`))) return name;
  const extension = path.extname(name);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${path.basename(name, extension)}-${stamp}${extension}`;
}

/** Moves an inbox file to error/ with its report beside it, and counts the refusal. */
async function refuseFile(
  deps: SftpIngestDeps,
  client: SftpClient,
  customerId: string,
  name: string,
  errors: FileError[],
  report = errorReport(name, errors),
): Promise<void> {
  const base = `/${customerId}`;
  // In error/ a refused dot-file is shown: many clients hide names that begin with a dot.
  const target = await freeName(client, `${base}/error`, name.replace(/^\.+/, '') || 'unnamed');
  await client.put(Buffer.from(report), `${base}/error/${target}.errors.txt`);
  await client.rename(`${base}/inbox/${name}`, `${base}/error/${target}`);
  await deps.db
    .withTables<SftpTables>()
    .insertInto('sftp_refusals')
    .values({ customer_id: customerId, file_name: name, problems: errors.length })
    .execute();
}

/**
 * One order file of a customer's inbox: read in a bounded worker (docs/decisions/0080), every order
 * checked; when all are valid they are saved (and commissioned with SFTP_AUTO_COMMISSIONING) and the
 * file goes to processed/, else nothing is saved and the file goes to error/ with
 * `<name>.errors.txt` beside it. A file larger than SFTP_MAX_FILE_BYTES goes to error/ unread; one
 * whose runs keep failing for a technical reason goes there after MAX_FILE_ATTEMPTS runs.
 */
async function ingestFile(
  deps: SftpIngestDeps,
  client: SftpClient,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
  name: string,
  size: number,
): Promise<'processed' | 'error'> {
  const db = deps.db.withTables<SftpTables>();
  const base = `/${customer.customerId}`;
  let log = deps.log.child({ customerId: customer.customerId, file: name });
  let key: FileKey | undefined;

  const refuse = async (errors: FileError[], report = errorReport(name, errors)) => {
    await refuseFile(deps, client, customer.customerId, name, errors, report);
    if (key) await forgetFileAttempts(deps.db, key);
    log.info({ errors: errors.length }, 'sftp order file refused');
    return 'error' as const;
  };

  const maxBytes = deps.config.SFTP_MAX_FILE_BYTES;
  if (size > maxBytes)
    return refuse([
      {
        row: 0,
        column: '',
        message: `the file has ${megabytes(size)}; an order file may have at most ${megabytes(maxBytes)}`,
      },
    ]);
  const data = (await client.get(`${base}/inbox/${name}`)) as Buffer;
  const hash = createHash('sha256').update(data).digest('hex');
  log = log.child({ hash });

  const earlier = await db
    .selectFrom('sftp_imports')
    .selectAll()
    .where('customer_id', '=', customer.customerId)
    .where('content_hash', '=', hash)
    .executeTakeFirst();
  if (earlier?.finished_at) {
    const message = 'the same content was imported already';
    return refuse(
      [{ row: 0, column: '', message }],
      duplicateReport(name, {
        fileName: earlier.file_name,
        finishedAt: earlier.finished_at,
        shipmentNumbers: earlier.shipment_numbers,
      }),
    );
  }

  key = { customerId: customer.customerId, contentHash: hash, fileName: name };
  const attempt = await countFileAttempt(deps.db, key);
  if (attempt.attempts > MAX_FILE_ATTEMPTS) {
    const reason = attempt.lastError ?? 'the import stopped before it finished';
    return refuse([
      {
        row: 0,
        column: '',
        message: earlier
          ? `the import stopped ${MAX_FILE_ATTEMPTS} times (last: ${reason}); shipments ${earlier.shipment_numbers.join(', ')} may have been saved in part, please ask your branch before uploading the file again`
          : `the file could not be processed in ${MAX_FILE_ATTEMPTS} attempts (last: ${reason})`,
      },
    ]);
  }
  try {
    return await ingestContent(deps, client, { customer, settings, name, data, hash, earlier, refuse, log });
  } catch (error) {
    const busy = error instanceof BoundedWorkerError && error.reason === 'busy';
    await noteFileFailure(deps.db, key, error instanceof Error ? error.message : String(error), !busy).catch(
      () => undefined,
    );
    throw error;
  }
}

/** The part of ingestFile after the file was read and its run counted: parse, check, save, move. */
async function ingestContent(
  deps: SftpIngestDeps,
  client: SftpClient,
  read: {
    customer: ShipmentCustomer;
    settings: Record<string, unknown>;
    name: string;
    data: Buffer;
    hash: string;
    earlier: Selectable<SftpImportsTable> | undefined;
    refuse: (errors: FileError[], report?: string) => Promise<'error'>;
    log: Logger;
  },
): Promise<'processed' | 'error'> {
  const { customer, settings, name, data, hash, earlier, refuse, log } = read;
  const db = deps.db.withTables<SftpTables>();
  const base = `/${customer.customerId}`;
  const grouped = await readOrderFile(name, data, {
    maxRows: deps.config.ORDER_FILE_MAX_ROWS,
    timeoutMs: deps.config.FILE_PARSE_TIMEOUT_MS,
    maxMemoryMb: deps.config.FILE_PARSE_MEMORY_MB,
  });
  if (!grouped)
    return refuse([{ row: 0, column: '', message: 'only .csv, .xlsx and .edi (EDIFACT) files are read' }]);
  // A refusal after the file was read names the encoding it was read in.
  const refuseRead = (errors: FileError[]) => refuse(errors, errorReport(name, errors, grouped));
  const interchange = grouped.interchange ? interchangeKey(grouped.interchange) : null;
  if (grouped.interchange && interchange) {
    const other = await db
      .selectFrom('sftp_imports')
      .selectAll()
      .where('customer_id', '=', customer.customerId)
      .where('interchange', '=', interchange)
      .where('content_hash', '<>', hash)
      .executeTakeFirst();
    if (other) {
      const message = `the interchange ${grouped.interchange.reference} of sender ${grouped.interchange.sender} (UNB 0020) was ${other.finished_at ? `imported already on ${other.finished_at.toISOString()}` : 'taken in already'} (${other.file_name}, shipments ${other.shipment_numbers.join(', ')})`;
      const errors = [{ row: 0, column: '', message }];
      return other.finished_at
        ? refuse(
            errors,
            duplicateReport(
              name,
              {
                fileName: other.file_name,
                finishedAt: other.finished_at,
                shipmentNumbers: other.shipment_numbers,
              },
              grouped.interchange,
            ),
          )
        : refuse(errors);
    }
  }
  const errors = grouped.errors;
  const commission = settings.SFTP_AUTO_COMMISSIONING === true;
  const now = new Date();
  const checked: CheckedOrder[] = [];
  const reference = await shipmentReference(deps.db);
  for (const file of grouped.orders) {
    const payload =
      settings.SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES === true
        ? withDefaultNotes(reference, file.payload)
        : file.payload;
    const result = await checkFileOrder(deps, customer, { ...file, payload }, commission, now);
    for (const error of result.errors) errors.push(error);
    if (result.checked) checked.push(result.checked);
  }
  if (errors.length > 0 || checked.length === 0)
    return refuseRead(
      errors.length > 0 ? errors : [{ row: 0, column: '', message: 'no orders in the file' }],
    );

  // The numbers are drawn once and kept with the hash: a run that stopped halfway saves the same shipments.
  if (!earlier) {
    const numbers: string[] = [];
    for (const _order of checked) numbers.push(await nextShipmentNumber(deps.db));
    await db
      .insertInto('sftp_imports')
      .values({
        customer_id: customer.customerId,
        content_hash: hash,
        file_name: name,
        shipment_numbers: JSON.stringify(numbers),
        interchange,
      })
      .onConflict((conflict) => conflict.columns(['customer_id', 'content_hash']).doNothing())
      .execute();
  }
  const claim = await db
    .selectFrom('sftp_imports')
    .select('shipment_numbers')
    .where('customer_id', '=', customer.customerId)
    .where('content_hash', '=', hash)
    .executeTakeFirstOrThrow();
  const actor = {
    principal: importPrincipal(customer.customerId),
    correlationId: `sftp-${hash.slice(0, 16)}`,
    now,
  };
  for (const [index, order] of checked.entries()) {
    const shipmentNumber = claim.shipment_numbers[index];
    if (!shipmentNumber) throw new Error(`no shipment number kept for order ${index} of ${name}`);
    await takeInOrder(
      { ...deps, readModelWaitMs: deps.config.READ_MODEL_WAIT_MS },
      actor,
      customer,
      shipmentNumber,
      order,
      {
        commission,
        eventId: (step, position) => deterministicUuid(hash, shipmentNumber, step, String(position)),
      },
    );
  }
  const target = await freeName(client, `${base}/processed`, name);
  await client.rename(`${base}/inbox/${name}`, `${base}/processed/${target}`);
  await db
    .updateTable('sftp_imports')
    .set({ finished_at: new Date() })
    .where('customer_id', '=', customer.customerId)
    .where('content_hash', '=', hash)
    .execute();
  await forgetFileAttempts(deps.db, { customerId: customer.customerId, contentHash: hash, fileName: name });
  log.info({ shipments: claim.shipment_numbers, encoding: grouped.encoding }, 'sftp order file imported');
  return 'processed';
}

/**
 * A TCP connection to the SFTP server without Nagle's delay: SFTP waits for the reply to each
 * request, and delayed acknowledgements would slow every file down to a few hundred KB a second.
 */
async function sftpSocket(address: { host: string; port: number }, timeoutMs: number): Promise<Socket> {
  const socket = connectSocket({ ...address, noDelay: true, timeout: timeoutMs });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`the SFTP server at ${address.host}:${address.port} did not answer`));
    });
  });
  socket.setTimeout(0);
  return socket;
}

/**
 * One run of the scheduler: while the switch is on, reads every inbox of a customer with
 * SFTP_ENABLED through the SFTP server (the service account) and takes in the files found there.
 */
export async function ingestInboxes(deps: SftpIngestDeps): Promise<{ processed: number; refused: number }> {
  const outcome = { processed: 0, refused: 0 };
  if (!(await readSftpSwitch(deps.eventStore)).enabled) return outcome;
  const client = new SftpClient('sftp-ingest');
  const address = sftpAddress(deps.config, deps.sftpPort);
  await client.connect({
    ...address,
    sock: await sftpSocket(address, 10_000),
    username: SERVICE_USERNAME,
    password: servicePassword(deps.config),
    readyTimeout: 10_000,
    retries: 0,
  });
  try {
    for (const folder of await client.list('/')) {
      if (folder.type !== 'd') continue;
      const settings = await customerSettings(deps.db, folder.name);
      if (settings.SFTP_ENABLED !== true) continue;
      const customer = await findShipmentCustomer(deps.db, folder.name);
      if (!customer) continue;
      if (!(await client.exists(`/${folder.name}/inbox`))) continue;
      for (const file of await client.list(`/${folder.name}/inbox`)) {
        if (file.type !== '-' || file.name.endsWith('.errors.txt')) continue;
        const unchangedMs = Date.now() - file.modifyTime;
        if (IN_TRANSIT.test(file.name)) {
          // An upload in progress, unless it has not changed for so long that it never will.
          if (unchangedMs < deps.config.SFTP_STALE_UPLOAD_MS) continue;
          const minutes = Math.round(deps.config.SFTP_STALE_UPLOAD_MS / 60_000);
          await refuseFile(deps, client, customer.customerId, file.name, [
            {
              row: 0,
              column: '',
              message: `the name marks an upload in progress (it begins with a dot or ends in .part, .tmp or .filepart) and the file has not changed for ${minutes >= 1 ? `${minutes} minutes` : 'a while'}: it was not read. Upload it under its final name (or rename it in inbox/) to have it imported`,
            },
          ]).catch((error: unknown) =>
            deps.log.error(
              { err: error, customerId: folder.name, file: file.name },
              'sftp stale upload not moved',
            ),
          );
          outcome.refused++;
          continue;
        }
        if (unchangedMs < SETTLE_MS) continue;
        try {
          const result = await ingestFile(deps, client, customer, settings, file.name, file.size);
          outcome[result === 'processed' ? 'processed' : 'refused']++;
        } catch (error) {
          // The file stays in the inbox; the next run tries it again, up to MAX_FILE_ATTEMPTS runs.
          deps.log.error({ err: error, customerId: folder.name, file: file.name }, 'sftp order file failed');
        }
      }
    }
  } finally {
    await client.end();
  }
  return outcome;
}
