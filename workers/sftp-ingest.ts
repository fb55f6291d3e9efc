import { createHash } from 'node:crypto';
import { connect as connectSocket, type Socket } from 'node:net';
import path from 'node:path';
import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import type { Selectable } from 'kysely';
import type { Logger } from 'pino';
import SftpClient from 'ssh2-sftp-client';
import type { Principal } from '../contracts/access.ts';
import type { Config } from '../contracts/config.ts';
import { queueNames } from '../contracts/jobs.ts';
import { fieldName } from '../contracts/problem.ts';
import { defaultNotes, fillRequiredFieldAttachments } from '../contracts/rules/delivery-notes.ts';
import { SFTP_SERVICE_STREAM, sftpSwitchEventTypes } from '../contracts/sftp.ts';
import { type ShipmentPayload, shipmentPayloadSchema } from '../contracts/shipment/index.ts';
import { defineReactor } from '../projections/runner/projection.ts';
import type { Db } from '../services/db/index.ts';
import { ValidationError } from '../services/domain/errors.ts';
import { deterministicUuid } from '../services/domain/ids.ts';
import {
  decide,
  evolve,
  initialState,
  type ShipmentCommand,
  type ShipmentEvent,
} from '../services/domain/shipment/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { BoundedWorkerError } from '../services/files/bounded-worker.ts';
import { megabytes } from '../services/files/limits.ts';
import { translate } from '../services/i18n/index.ts';
import { customerSettings } from '../services/masterdata/queries/customers.ts';
import {
  countFileAttempt,
  type FileKey,
  forgetFileAttempts,
  MAX_FILE_ATTEMPTS,
  noteFileFailure,
} from '../services/sftp/attempts.ts';
import {
  errorReport,
  type FileError,
  type FileOrder,
  locateField,
  readOrderFile,
} from '../services/sftp/order-files.ts';
import { SERVICE_USERNAME, servicePassword, sftpAddress } from '../services/sftp/service-account.ts';
import { readSftpSwitch } from '../services/sftp/switch.ts';
import type { SftpImportsTable, SftpTables } from '../services/sftp/tables.ts';
import { handleShipmentCommand, loadShipment } from '../services/shipments/commands.ts';
import { nextShipmentNumber } from '../services/shipments/numbers.ts';
import { type ShipmentReference, shipmentReference } from '../services/shipments/reference.ts';
import { shipmentRules } from '../services/shipments/rules.ts';
import { findShipmentCustomer, type ShipmentCustomer } from '../services/shipments/settings.ts';

/** The one job scheduler of the queue; it exists exactly while the switch is on. */
export const SFTP_SCHEDULER_ID = 'sftp-ingest';
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
    | 'ORDER_FILE_MAX_ROWS'
    | 'FILE_PARSE_TIMEOUT_MS'
    | 'FILE_PARSE_MEMORY_MB'
  >;
  /** Port of the SFTP server started in this process; SFTP_PORT otherwise. */
  sftpPort?: number | undefined;
}

/** Whom the events of an imported order name: the SFTP import of that customer. */
function importPrincipal(customerId: string): Principal {
  return {
    subject: `sftp:${customerId}`,
    username: 'sftp-import',
    email: '',
    firstName: 'SFTP',
    lastName: 'Import',
    fullName: 'SFTP-Import',
    phone: '',
    roles: [],
    customerIds: [customerId],
  };
}

/** The order itself, as the API takes it from a payload. */
function orderOf(payload: ShipmentPayload) {
  const { emonsCustomerId: _customer, state: _state, version: _version, ...order } = payload;
  return order;
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

interface CheckedOrder {
  order: ReturnType<typeof orderOf>;
  rules: Awaited<ReturnType<typeof shipmentRules>>;
}

/**
 * Checks an order exactly as POST /api/shipments (and the commission link) would: the payload
 * contract, then the decider with the customer's rules, run on an empty stream without appending.
 */
async function checkOrder(
  db: Db,
  customer: ShipmentCustomer,
  file: FileOrder,
  commission: boolean,
  now: Date,
): Promise<{ checked?: CheckedOrder; errors: FileError[] }> {
  const located = (field: string, message: string): FileError => ({ ...locateField(file, field), message });
  const parsed = shipmentPayloadSchema.safeParse(file.payload, { reportInput: true });
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) =>
        located(
          fieldName(issue.path),
          translate(
            'en',
            issue.code === 'invalid_type' && issue.input === undefined ? 'field.required' : issue.message,
          ),
        ),
      ),
    };
  }
  const order = orderOf(parsed.data);
  const rules = await shipmentRules(db, customer, order, now);
  const data = {
    shipmentNumber: '0',
    emonsCustomerId: customer.customerId,
    location: customer.branch,
    shipment: order,
    rules,
    now: now.toISOString(),
  };
  try {
    const saved = decide({ type: 'SaveShipment', data }, initialState);
    if (commission) {
      const state = saved.reduce(
        (folded: typeof initialState, event: ShipmentEvent) => evolve(folded, event),
        initialState,
      );
      decide({ type: 'CommissionShipment', data: { shipmentNumber: '0', rules, now: data.now } }, state);
    }
  } catch (error) {
    if (error instanceof ValidationError)
      return {
        errors: error.errors.map((fieldError) =>
          located(fieldError.field, translate('en', fieldError.defaultMessage)),
        ),
      };
    const code = (error as { code?: string }).code;
    if (code)
      return { errors: [{ row: file.rows[0] ?? 0, column: 'order', message: translate('en', code) }] };
    throw error;
  }
  return { checked: { order, rules }, errors: [] };
}

/** A free name in `folder` for `name`: the name itself, else with the time before its extension. */
async function freeName(client: SftpClient, folder: string, name: string): Promise<string> {
  if (!(await client.exists(`${folder}/${name}`))) return name;
  const extension = path.extname(name);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${path.basename(name, extension)}-${stamp}${extension}`;
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

  const refuse = async (errors: FileError[]) => {
    const target = await freeName(client, `${base}/error`, name);
    await client.put(Buffer.from(errorReport(name, errors)), `${base}/error/${target}.errors.txt`);
    await client.rename(`${base}/inbox/${name}`, `${base}/error/${target}`);
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
    return refuse([
      {
        row: 0,
        column: '',
        message: `the same content was imported already on ${earlier.finished_at.toISOString()} (${earlier.file_name}, shipments ${earlier.shipment_numbers.join(', ')})`,
      },
    ]);
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
    refuse: (errors: FileError[]) => Promise<'error'>;
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
  if (!grouped) return refuse([{ row: 0, column: '', message: 'only .csv and .xlsx files are read' }]);
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
    const result = await checkOrder(deps.db, customer, { ...file, payload }, commission, now);
    for (const error of result.errors) errors.push(error);
    if (result.checked) checked.push(result.checked);
  }
  if (errors.length > 0 || checked.length === 0)
    return refuse(errors.length > 0 ? errors : [{ row: 0, column: '', message: 'no orders in the file' }]);

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
  const principal = importPrincipal(customer.customerId);
  for (const [index, { order, rules }] of checked.entries()) {
    const shipmentNumber = claim.shipment_numbers[index];
    if (!shipmentNumber) throw new Error(`no shipment number kept for order ${index} of ${name}`);
    const context = (step: string) => ({
      db: deps.db,
      eventStore: deps.eventStore,
      readModelWaitMs: deps.config.READ_MODEL_WAIT_MS,
      principal,
      correlationId: `sftp-${hash.slice(0, 16)}`,
      now,
      eventId: (position: number) => deterministicUuid(hash, shipmentNumber, step, String(position)),
    });
    const at = now.toISOString();
    const loaded = await loadShipment(deps.eventStore, shipmentNumber);
    if (loaded.state.state === 'NEW') {
      await handleShipmentCommand(
        context('save'),
        shipmentNumber,
        {},
        (): ShipmentCommand => ({
          type: 'SaveShipment',
          data: {
            shipmentNumber,
            emonsCustomerId: customer.customerId,
            location: customer.branch,
            shipment: order,
            rules,
            now: at,
          },
        }),
      );
    }
    if (commission) {
      const saved = await loadShipment(deps.eventStore, shipmentNumber);
      if (saved.state.state === 'DRAFT')
        await handleShipmentCommand(
          context('commission'),
          shipmentNumber,
          { expectedVersion: saved.version },
          () => ({
            type: 'CommissionShipment',
            data: { shipmentNumber, rules, now: at },
          }),
        );
    }
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
  log.info({ shipments: claim.shipment_numbers }, 'sftp order file imported');
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
        if (file.type !== '-' || IN_TRANSIT.test(file.name) || file.name.endsWith('.errors.txt')) continue;
        if (Date.now() - file.modifyTime < SETTLE_MS) continue;
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

export function createSftpIngestQueue(connection: ConnectionOptions, prefix: string) {
  return new Queue(queueNames.sftpIngest, { connection, prefix });
}

/** Makes the scheduler follow the switch: there every `everyMs` while on, gone while off. */
export async function syncSftpScheduler(queue: Queue, enabled: boolean, everyMs: number) {
  if (enabled) {
    await queue.upsertJobScheduler(
      SFTP_SCHEDULER_ID,
      { every: everyMs },
      { name: 'ingest', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  } else {
    await queue.removeJobScheduler(SFTP_SCHEDULER_ID);
  }
}

/** Starting or stopping the SFTP processing adds or removes the scheduler; a replay ends as the last event says. */
export function sftpSwitchReactor(queue: Queue, everyMs: number) {
  return defineReactor({
    name: 'sftp_switch',
    handles: [...sftpSwitchEventTypes],
    async react(event) {
      if (event.streamId !== SFTP_SERVICE_STREAM) return;
      await syncSftpScheduler(queue, event.type === 'SftpIngestionStarted', everyMs);
    },
  });
}

/**
 * The worker of the `sftp-ingest` queue (one run at a time per process). On start it sets the
 * scheduler from the switch's stream, so it is right even when Redis lost it.
 */
export async function startSftpIngestWorker(
  deps: SftpIngestDeps & { everyMs: number },
  connection: ConnectionOptions,
  prefix: string,
) {
  const queue = createSftpIngestQueue(connection, prefix);
  await syncSftpScheduler(queue, (await readSftpSwitch(deps.eventStore)).enabled, deps.everyMs);
  const worker = new Worker(queueNames.sftpIngest, async () => ingestInboxes(deps), {
    connection,
    prefix,
    concurrency: 1,
  });
  worker.on('error', (error) => deps.log.error({ err: error }, 'sftp ingest worker error'));
  worker.on('failed', (_job, error) => deps.log.warn({ err: error }, 'sftp ingest run failed'));
  return {
    close: async (force = false) => {
      await worker.close(force);
      await queue.close();
    },
  };
}
