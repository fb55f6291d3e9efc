import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../contracts/config.ts';
import { defaultNotes, fillRequiredFieldAttachments } from '../../contracts/rules/delivery-notes.ts';
import { codeTable, unitCodes } from '../../contracts/rules/partner-codes.ts';
import type { Db } from '../db/index.ts';
import { deterministicUuid } from '../domain/ids.ts';
import type { EventStore } from '../eventstore/port.ts';
import { BoundedWorkerError } from '../files/bounded-worker.ts';
import { megabytes } from '../files/limits.ts';
import { hasMessage, type Language, translate } from '../i18n/index.ts';
import { partnerCodeBook } from '../masterdata/code-mappings.ts';
import { nextShipmentNumber } from '../shipments/numbers.ts';
import {
  type CheckedOrder,
  checkIncomingOrder,
  importPrincipal,
  takeInOrder,
} from '../shipments/order-intake.ts';
import { type ShipmentReference, shipmentReference } from '../shipments/reference.ts';
import type { ShipmentCustomer } from '../shipments/settings.ts';
import {
  countFileAttempt,
  type FileKey,
  forgetFileAttempts,
  MAX_FILE_ATTEMPTS,
  noteFileFailure,
} from './attempts.ts';
import { duplicateReport } from './duplicate-report.ts';
import { acknowledgementFiles } from './file-acknowledgements.ts';
import type { FileError, FileOrder } from './file-order.ts';
import { quotedValue, valueAt } from './file-report.ts';
import type { Interchange } from './iftmin.ts';
import {
  finishImport,
  type ImportRecord,
  importOfContent,
  keepShipmentNumbers,
  otherImportOfInterchange,
  recordRefusal,
} from './imports.ts';
import type { Inbox, InboxFile } from './inbox.ts';
import {
  errorReport,
  locateField,
  type OrderFileContent,
  readOrderFile,
  reportedAlready,
} from './order-files.ts';
import { mapPartnerCodes, type PartnerCodes } from './partner-codes.ts';
import { reportLanguage } from './report-language.ts';

/**
 * The use case of an order file in a customer's inbox: read with bounds (docs/decisions/0080),
 * every order checked exactly as POST /api/shipments would; when all are valid they are saved (and
 * commissioned with SFTP_AUTO_COMMISSIONING) and the file goes to processed/, else nothing is saved
 * and the file goes to error/ with a report naming every problem. The same content is never
 * imported twice; a file whose runs keep failing for a technical reason is refused after
 * MAX_FILE_ATTEMPTS runs. With SFTP_ACKNOWLEDGEMENTS the outcome is also written to outbox/
 * (docs/decisions/0224). The examination (screenOrderFile, examineOrderFile) is the check folder's
 * too (check-order-file.ts, docs/decisions/0225).
 */

export interface OrderFileDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
  config: Pick<
    Config,
    | 'READ_MODEL_WAIT_MS'
    | 'SFTP_MAX_FILE_BYTES'
    | 'ORDER_FILE_MAX_ROWS'
    | 'FILE_PARSE_TIMEOUT_MS'
    | 'FILE_PARSE_MEMORY_MB'
  >;
}

type Outcome = 'processed' | 'error';

/** A problem of the file as a whole (row 0). */
const fileProblem = (message: string): FileError[] => [{ row: 0, column: '', message }];

/** Moves a file to error/ with its report, and counts the refusal. */
export async function refuseOrderFile(
  db: Db,
  inbox: Inbox,
  name: string,
  errors: FileError[],
  report = errorReport(name, errors),
): Promise<'error'> {
  await inbox.refuse(name, report);
  await recordRefusal(db, inbox.customerId, name, errors.length);
  return 'error';
}

/** What examining a file found: its orders checked and ready to save, or its refusal and report. */
export type Examination =
  | {
      valid: true;
      content: OrderFileContent;
      checked: CheckedOrder[];
      commission: boolean;
      now: Date;
      interchange: string | null;
    }
  | Refusal;

export interface Refusal {
  valid: false;
  errors: FileError[];
  report: string;
  /** What was read of the file, when it was read. */
  content?: OrderFileContent | undefined;
  /** The report of a file refused because its content or interchange was imported before. */
  duplicate?: string | undefined;
}

const refusal = (name: string, errors: FileError[], report = errorReport(name, errors)): Refusal => ({
  valid: false,
  errors,
  report,
});

/** A file read from its folder: its bytes and their hash, and the import of the same content if any. */
export interface ReadOrderFile {
  name: string;
  data: Buffer;
  hash: string;
  earlier: ImportRecord | undefined;
}

/**
 * The first look at a file, the same for an import and a check: within the size limit, and not
 * the content of a finished import.
 */
export async function screenOrderFile(
  deps: OrderFileDeps,
  customerId: string,
  file: Pick<InboxFile, 'name' | 'size'>,
  read: (name: string) => Promise<Buffer>,
  language: Language = 'en',
): Promise<{ refused: Refusal; data?: Buffer } | { file: ReadOrderFile }> {
  const { name } = file;
  const maxBytes = deps.config.SFTP_MAX_FILE_BYTES;
  if (file.size > maxBytes)
    return {
      refused: refusal(
        name,
        fileProblem(
          `the file has ${megabytes(file.size)}; an order file may have at most ${megabytes(maxBytes)}`,
        ),
      ),
    };
  const data = await read(name);
  const hash = createHash('sha256').update(data).digest('hex');
  const earlier = await importOfContent(deps.db, customerId, hash);
  if (earlier?.finished_at) {
    const report = duplicateReport(name, finished(earlier), undefined, language);
    const refused = refusal(name, fileProblem('the same content was imported already'), report);
    return { refused: { ...refused, duplicate: report }, data };
  }
  return { file: { name, data, hash, earlier } };
}

export async function takeInOrderFile(
  deps: OrderFileDeps,
  inbox: Inbox,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
  file: Pick<InboxFile, 'name' | 'size'>,
): Promise<Outcome> {
  const { name } = file;
  let log = deps.log.child({ customerId: customer.customerId, file: name });
  let key: FileKey | undefined;
  const acknowledge = acknowledgerFor(deps, inbox, settings, name);
  const language = reportLanguage(customer, settings);
  const refuse = async (refused: Refusal, data?: Buffer) => {
    await acknowledge(refused, data);
    // The report in the customer's language (docs/decisions/0227); a duplicate's names the earlier import.
    const report = refused.duplicate ?? errorReport(name, refused.errors, refused.content ?? {}, language);
    await refuseOrderFile(deps.db, inbox, name, refused.errors, report);
    if (key) await forgetFileAttempts(deps.db, key);
    log.info({ errors: refused.errors.length }, 'sftp order file refused');
    return 'error' as const;
  };

  const screened = await screenOrderFile(
    deps,
    customer.customerId,
    file,
    (path) => inbox.read(path),
    language,
  );
  if ('refused' in screened) return refuse(screened.refused, screened.data);
  const read = screened.file;
  log = log.child({ hash: read.hash });
  key = { customerId: customer.customerId, contentHash: read.hash, fileName: name };
  const attempt = await countFileAttempt(deps.db, key);
  if (attempt.attempts > MAX_FILE_ATTEMPTS)
    return refuse(refusal(name, fileProblem(givenUp(attempt.lastError, read.earlier))), read.data);
  try {
    const examination = await examineOrderFile(deps, customer, settings, read);
    if (!examination.valid) return await refuse(examination, read.data);
    return await importOrders(deps, inbox, customer, { read, examination, acknowledge }, log);
  } catch (error) {
    const busy = error instanceof BoundedWorkerError && error.reason === 'busy';
    const reason = error instanceof Error ? error.message : String(error);
    await noteFileFailure(deps.db, key, reason, !busy).catch(() => undefined);
    throw error;
  }
}

type Acknowledge = (
  verdict: Refusal | { numbers: readonly string[]; content: OrderFileContent },
  data?: Buffer,
) => Promise<void>;

/** Writes the file's acknowledgements to outbox/ when the customer has SFTP_ACKNOWLEDGEMENTS. */
function acknowledgerFor(
  deps: OrderFileDeps,
  inbox: Inbox,
  settings: Record<string, unknown>,
  name: string,
): Acknowledge {
  return async (verdict, data) => {
    if (settings.SFTP_ACKNOWLEDGEMENTS !== true) return;
    try {
      const files = await acknowledgementsOf(deps, name, data, verdict, { now: new Date(), test: false });
      await inbox.acknowledge(name, files);
    } catch (error) {
      // An acknowledgement that cannot be written holds up neither the import nor the refusal.
      deps.log.error(
        { err: error, customerId: inbox.customerId, file: name },
        'sftp acknowledgement not written',
      );
    }
  };
}

/**
 * The acknowledgement files of an examined file; a file refused before it was read (a duplicate)
 * is read for its envelope, so that an interchange is answered by CONTRL and APERAK all the same.
 */
export async function acknowledgementsOf(
  deps: OrderFileDeps,
  name: string,
  data: Buffer | undefined,
  verdict: Refusal | { numbers?: readonly string[]; content: OrderFileContent },
  sending: { now: Date; test: boolean },
) {
  const hash = data ? createHash('sha256').update(data).digest('hex') : '';
  if (!('valid' in verdict))
    return acknowledgementFiles({ name, hash }, { accepted: true, ...verdict }, sending);
  const content =
    verdict.content ??
    (data && verdict.duplicate
      ? await readOrderFile(name, data, {
          maxRows: deps.config.ORDER_FILE_MAX_ROWS,
          timeoutMs: deps.config.FILE_PARSE_TIMEOUT_MS,
          maxMemoryMb: deps.config.FILE_PARSE_MEMORY_MB,
        })
      : undefined);
  return acknowledgementFiles(
    { name, hash },
    { accepted: false, errors: verdict.errors, content, duplicate: verdict.duplicate },
    sending,
  );
}

const finished = (record: ImportRecord) => ({
  fileName: record.file_name,
  finishedAt: record.finished_at as Date,
  shipmentNumbers: record.shipment_numbers,
});

function givenUp(lastError: string | null, earlier: ImportRecord | undefined): string {
  const reason = lastError ?? 'the import stopped before it finished';
  return earlier
    ? `the import stopped ${MAX_FILE_ATTEMPTS} times (last: ${reason}); shipments ${earlier.shipment_numbers.join(', ')} may have been saved in part, please ask your branch before uploading the file again`
    : `the file could not be processed in ${MAX_FILE_ATTEMPTS} attempts (last: ${reason})`;
}

/**
 * Reads a file and checks every order exactly as POST /api/shipments would: the one examination
 * an import and a check share. Nothing is saved and no shipment number is drawn.
 */
export async function examineOrderFile(
  deps: OrderFileDeps,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
  file: ReadOrderFile,
): Promise<Examination> {
  const { name, hash } = file;
  const reference = await shipmentReference(deps.db);
  const codes = await partnerCodes(deps.db, customer.customerId, reference);
  const content = await readOrderFile(name, file.data, {
    maxRows: deps.config.ORDER_FILE_MAX_ROWS,
    timeoutMs: deps.config.FILE_PARSE_TIMEOUT_MS,
    maxMemoryMb: deps.config.FILE_PARSE_MEMORY_MB,
    units: unitCodes(codes.table),
  });
  if (!content) return refusal(name, fileProblem('only .csv, .xlsx and .edi (EDIFACT) files are read'));
  const interchange = content.interchange ? interchangeKey(content.interchange) : null;
  if (content.interchange && interchange) {
    const other = await otherImportOfInterchange(deps.db, customer.customerId, interchange, hash);
    if (other)
      return {
        ...interchangeAgain(name, content.interchange, other, reportLanguage(customer, settings)),
        content,
      };
  }
  const commission = settings.SFTP_AUTO_COMMISSIONING === true;
  const now = new Date();
  const { checked, errors } = await checkOrders(deps, customer, settings, content, {
    commission,
    now,
    reference,
    codes,
  });
  if (errors.length > 0 || checked.length === 0) {
    const problems = errors.length > 0 ? errors : fileProblem('no orders in the file');
    // A refusal after the file was read names the encoding it was read in.
    return { ...refusal(name, problems, errorReport(name, problems, content)), content };
  }
  return { valid: true, content, checked, commission, now, interchange };
}

/** Saves the orders of a valid file as shipments, acknowledges them, and moves the file to processed/. */
async function importOrders(
  deps: OrderFileDeps,
  inbox: Inbox,
  customer: ShipmentCustomer,
  run: { read: ReadOrderFile; examination: Extract<Examination, { valid: true }>; acknowledge: Acknowledge },
  log: Logger,
): Promise<Outcome> {
  const { name, hash, earlier } = run.read;
  const { checked, commission, now, interchange, content } = run.examination;
  // The numbers are drawn once and kept with the hash: a run that stopped halfway saves the same shipments.
  const numbers = earlier
    ? earlier.shipment_numbers
    : await keepShipmentNumbers(deps.db, {
        customerId: customer.customerId,
        hash,
        fileName: name,
        numbers: await drawNumbers(deps.db, checked.length),
        interchange,
      });
  await saveOrders(deps, customer, { name, hash, numbers }, checked, commission, now);
  await run.acknowledge({ numbers, content }, run.read.data);
  await inbox.accept(name);
  await finishImport(deps.db, customer.customerId, hash);
  await forgetFileAttempts(deps.db, { customerId: customer.customerId, contentHash: hash, fileName: name });
  log.info({ shipments: numbers, encoding: content.encoding }, 'sftp order file imported');
  return 'processed';
}

/** An interchange as sftp_imports keeps it: the UNB sender and control reference. */
const interchangeKey = (interchange: Interchange) => `${interchange.sender}:${interchange.reference}`;

/** The refusal of an EDIFACT interchange another file brought already. */
function interchangeAgain(
  name: string,
  interchange: Interchange,
  other: ImportRecord,
  language: Language,
): Refusal {
  const when = other.finished_at
    ? `imported already on ${other.finished_at.toISOString()}`
    : 'taken in already';
  const errors = fileProblem(
    `the interchange ${interchange.reference} of sender ${interchange.sender} (UNB 0020) was ${when} (${other.file_name}, shipments ${other.shipment_numbers.join(', ')})`,
  );
  if (!other.finished_at) return refusal(name, errors);
  const report = duplicateReport(name, finished(other), interchange, language);
  return { ...refusal(name, errors, report), duplicate: report };
}

async function drawNumbers(db: Db, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let index = 0; index < count; index++) numbers.push(await nextShipmentNumber(db));
  return numbers;
}

/** Every order of the file checked; the reading's problems and the orders' together. */
async function checkOrders(
  deps: OrderFileDeps,
  customer: ShipmentCustomer,
  settings: Record<string, unknown>,
  grouped: OrderFileContent,
  context: { commission: boolean; now: Date; reference: ShipmentReference; codes: PartnerCodes },
): Promise<{ checked: CheckedOrder[]; errors: FileError[] }> {
  const { commission, now, reference, codes } = context;
  const errors = [...grouped.errors];
  const checked: CheckedOrder[] = [];
  for (const read of grouped.orders) {
    // The partner's codes become the portal's first; an unmapped one is named with its fix.
    const mapped = mapPartnerCodes(read, codes);
    errors.push(...mapped.errors);
    const file = mapped.order;
    const payload =
      settings.SFTP_ENABLE_DEFAULT_NOTIFICATION_CODES === true
        ? withDefaultNotes(reference, file.payload)
        : file.payload;
    const result = await checkFileOrder(deps, customer, { ...file, payload }, commission, now);
    errors.push(...result.errors);
    if (result.checked) checked.push(result.checked);
  }
  return { checked, errors };
}

/** The customer's code mappings with the defaults, and the portal's own codes of each kind. */
async function partnerCodes(db: Db, customerId: string, reference: ShipmentReference): Promise<PartnerCodes> {
  const book = await partnerCodeBook(db, customerId);
  const terms = new Set(reference.incoterms.map((code) => code.identifier));
  const notes = new Set(reference.notificationCodes.map((code) => code.identifier));
  return {
    table: codeTable(book.mappings),
    known: {
      product: (code) => reference.products.has(code),
      shippingTerms: (code) => terms.has(code),
      packingCode: (code) => reference.packingCodes.has(code),
      deliveryNote: (code) => notes.has(code),
    },
    addresses: book.addresses,
  };
}

/** Saves the checked orders as the shipments kept for the file, with event ids from its content. */
async function saveOrders(
  deps: OrderFileDeps,
  customer: ShipmentCustomer,
  file: { name: string; hash: string; numbers: readonly string[] },
  checked: CheckedOrder[],
  commission: boolean,
  now: Date,
): Promise<void> {
  const actor = {
    principal: importPrincipal(customer.customerId),
    correlationId: `sftp-${file.hash.slice(0, 16)}`,
    now,
  };
  for (const [index, order] of checked.entries()) {
    const shipmentNumber = file.numbers[index];
    if (!shipmentNumber) throw new Error(`no shipment number kept for order ${index} of ${file.name}`);
    await takeInOrder(
      { ...deps, readModelWaitMs: deps.config.READ_MODEL_WAIT_MS },
      actor,
      customer,
      shipmentNumber,
      order,
      {
        commission,
        eventId: (step, position) => deterministicUuid(file.hash, shipmentNumber, step, String(position)),
      },
    );
  }
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

/**
 * Checks an order of the file exactly as POST /api/shipments (and the commission link) would, and
 * names each refusal by the file's row and column (segment and element), the business field and the
 * value read there (docs/decisions/0227); the message's key renders it in the report's language.
 */
async function checkFileOrder(
  deps: OrderFileDeps,
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
    return { errors: [{ ...where, message: translate('en', refusal.code), code: refusal.code }] };
  }
  return {
    // An EDIFACT order's missing segment or element was reported while reading it, in its words.
    errors: refusal.errors
      .filter((error) => !reportedAlready(file, error.field))
      .map((error) => {
        const value = quotedValue(valueAt(file.payload, error.field));
        return {
          ...locateField(file, error.field),
          message: translate('en', error.defaultMessage),
          ...(hasMessage(error.defaultMessage) ? { code: error.defaultMessage } : {}),
          field: error.field,
          ...(value !== undefined ? { value } : {}),
        };
      }),
  };
}
