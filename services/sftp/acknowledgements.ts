import type { EdifactSegment } from '../files/edifact.ts';
import type { FileError } from './file-order.ts';

/**
 * The acknowledgements of an order file (docs/decisions/0224): for an EDIFACT interchange a CONTRL
 * (syntax and service report) and an APERAK (application error and acknowledgement) in the
 * UN/EDIFACT D.96A layouts of docs/sftp-orders.md, for a CSV or XLSX file a CSV receipt. Pure: the
 * caller says what became of the file and writes the bytes where they belong.
 */

/** The envelope of a received interchange: what an acknowledgement refers to. */
export interface ReceivedInterchange {
  /** UNB S001: syntax identifier (0001) and version (0002). */
  syntax: string;
  version: string;
  /** UNB S002 and S003 as received, each a list of its components. */
  sender: string[];
  recipient: string[];
  /** UNB 0020. */
  reference: string;
  /** UNB 0035 = 1. */
  test: boolean;
  messages: ReceivedMessage[];
}

export interface ReceivedMessage {
  /** UNH 0062 and S009 as received. */
  reference: string;
  identifier: string[];
  /** The segment positions of its UNH and of its last segment (UNT). */
  first: number;
  last: number;
  /** BGM C002.1001 and C106.1004 (its document number). */
  documentCode?: string;
  documentNumber?: string;
}

const text = (segment: EdifactSegment | undefined, element: number, component = 0) =>
  segment?.elements[element]?.[component]?.trim() ?? '';
const components = (segment: EdifactSegment, element: number) =>
  (segment.elements[element] ?? []).map((value) => value.trim());

/** The envelope of an interchange's segments; undefined when it has no UNB. */
export function receivedInterchange(segments: EdifactSegment[]): ReceivedInterchange | undefined {
  const unb = segments.find((segment) => segment.tag === 'UNB');
  if (!unb) return undefined;
  const messages: ReceivedMessage[] = [];
  let open: ReceivedMessage | undefined;
  for (const segment of segments) {
    if (segment.tag === 'UNH') {
      open = {
        reference: text(segment, 0),
        identifier: components(segment, 1),
        first: segment.position,
        last: segment.position,
      };
      messages.push(open);
    } else if (open && segment.tag === 'UNZ') open = undefined;
    else if (open) {
      open.last = segment.position;
      if (segment.tag === 'BGM' && open.documentCode === undefined) {
        open.documentCode = text(segment, 0);
        open.documentNumber = text(segment, 1);
      }
      if (segment.tag === 'UNT') open = undefined;
    }
  }
  return {
    syntax: text(unb, 0, 0) || 'UNOC',
    version: text(unb, 0, 1) || '3',
    sender: components(unb, 1),
    recipient: components(unb, 2),
    reference: text(unb, 4),
    test: text(unb, 10) === '1',
    messages,
  };
}

/** What became of one message of the interchange. */
export interface MessageOutcome {
  message: ReceivedMessage;
  /** Problems found reading the message (its structure, segments and elements): the CONTRL's. */
  syntaxErrors: FileError[];
  /** Every problem of the message as the report words it: the APERAK's; none when accepted. */
  problems: string[];
  orderNumber?: string;
  /** The shipment the order became (or would become, in a check: then absent). */
  shipmentNumber?: string;
  /**
   * Whether this message was taken in, where messages are taken in one by one (status files);
   * absent, the interchange's `accepted` says it for every message.
   */
  accepted?: boolean;
}

export interface InterchangeOutcome {
  received: ReceivedInterchange;
  /** Whether the orders were taken in (or would be, in a check). */
  accepted: boolean;
  /** Reading problems outside any message (UNB, UNZ, segments between messages). */
  interchangeErrors: FileError[];
  /** A refusal of the interchange as a whole, such as a duplicate, in the report's words. */
  refusal?: { code: 'DUP' | 'FILE'; lines: string[] };
  messages: MessageOutcome[];
}

/** Our side of an acknowledgement interchange. */
export interface Sending {
  /** UNB 0020 of the acknowledgement, up to 14 characters. */
  reference: string;
  now: Date;
  /** A check's acknowledgement: UNB 0035 = 1. */
  test: boolean;
}

/**
 * Sorts reading problems into the messages they lie in (by segment position) and the interchange's
 * own; `lines` words a message's problems as the report does.
 */
export function interchangeOutcome(
  received: ReceivedInterchange,
  result: {
    accepted: boolean;
    readErrors: FileError[];
    errors: FileError[];
    orders: { first: number; orderNumber?: string; shipmentNumber?: string }[];
    refusal?: InterchangeOutcome['refusal'];
  },
  lines: (errors: FileError[]) => string[],
): InterchangeOutcome {
  const within = (message: ReceivedMessage) => (error: FileError) =>
    error.row >= message.first && error.row <= message.last;
  const messages = received.messages.map((message) => {
    const order = result.orders.find((candidate) => candidate.first === message.first);
    const problems = result.accepted ? [] : lines(result.errors.filter(within(message)));
    return {
      message,
      syntaxErrors: result.readErrors.filter(within(message)),
      problems,
      ...(order?.orderNumber ? { orderNumber: order.orderNumber } : {}),
      ...(result.accepted && order?.shipmentNumber ? { shipmentNumber: order.shipmentNumber } : {}),
    };
  });
  const inMessage = (error: FileError) => received.messages.some((message) => within(message)(error));
  return {
    received,
    accepted: result.accepted,
    interchangeErrors: result.readErrors.filter((error) => !inMessage(error)),
    ...(result.refusal ? { refusal: result.refusal } : {}),
    messages,
  };
}

// --- Writing EDIFACT -------------------------------------------------------------------------

/** The service string advice every acknowledgement starts with: `:` `+` `.` `?` ` ` `'`. */
const UNA = "UNA:+.? '";

/** A value with the separators and the release character released by `?`. */
export function escapeEdifact(value: string): string {
  return value.replace(/[?'+:]/g, (character) => `?${character}`);
}

/** The character ranges each syntax level allows (as the reader enforces them). */
const LEVELS: Record<string, RegExp> = {
  UNOA: /[^\x20-\x22\x25-\x3F\x41-\x5A]/g,
  UNOB: /[^\x20-\x22\x25-\x3F\x41-\x5A\x61-\x7A]/g,
  UNOC: /[^\x20-\x7E\xA0-\xFF]/g,
};

/** Text fitted to the interchange's character set: accents dropped, what is left outside replaced. */
function fitted(value: string, syntax: string): string {
  const flat = value.replace(/[\r\n\t]+/g, ' ');
  const level = LEVELS[syntax];
  if (!level)
    return [...flat]
      .map((character) => (character.charCodeAt(0) < 32 || character === '\u007F' ? ' ' : character))
      .join('');
  const source = syntax === 'UNOA' ? flat.toUpperCase() : flat;
  return source.replace(level, (character) => {
    const plain = character.normalize('NFD').replace(/[\u0300-\u036F]/g, '');
    const again = syntax === 'UNOA' ? plain.toUpperCase() : plain;
    return again.replace(level, '.');
  });
}

export type Element = string | (string | undefined)[] | undefined;

/** One segment: its tag and elements (a list is a composite), empty trailing ones left out. */
export function segment(syntax: string, tag: string, ...elements: Element[]): string {
  const written = elements.map((element) => {
    const parts = Array.isArray(element) ? element : [element];
    const values = parts.map((part) => escapeEdifact(fitted(part ?? '', syntax)));
    while (values.length > 0 && values[values.length - 1] === '') values.pop();
    return values.join(':');
  });
  while (written.length > 0 && written[written.length - 1] === '') written.pop();
  return `${[tag, ...written].join('+')}'`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** UNB S004 (YYMMDD, in syntax version 4 CCYYMMDD, and HHMM), in UTC. */
export function preparedAt(now: Date, version: string): [string, string] {
  const year = String(now.getUTCFullYear());
  const date = `${version === '4' ? year : year.slice(2)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`;
  return [date, `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`];
}

/** DTM+137 as CCYYMMDDHHMM (format 203). */
const dateTime = (now: Date) =>
  `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`;

/**
 * An interchange around `messages` (each a list of its segments between UNH and UNT): addressed
 * back to the received interchange's sender, in its syntax, with UNT and UNZ counted.
 */
function interchange(
  received: ReceivedInterchange,
  sending: Sending,
  type: 'CONTRL' | 'APERAK',
  messages: string[][],
): Buffer {
  const { syntax, version } = received;
  const write = (tag: string, ...elements: Element[]) => segment(syntax, tag, ...elements);
  const lines = [
    UNA,
    write(
      'UNB',
      [syntax, version],
      received.recipient,
      received.sender,
      preparedAt(sending.now, version),
      sending.reference,
      undefined,
      type,
      undefined,
      undefined,
      undefined,
      sending.test ? '1' : undefined,
    ),
  ];
  messages.forEach((body, index) => {
    const reference = String(index + 1);
    lines.push(write('UNH', reference, [type, 'D', '96A', 'UN']), ...body);
    lines.push(write('UNT', String(body.length + 2), reference));
  });
  lines.push(write('UNZ', String(messages.length), sending.reference));
  const textOf = `${lines.join('\n')}\n`;
  return Buffer.from(textOf, syntax === 'UNOY' || syntax === 'UNOW' ? 'utf8' : 'latin1');
}

// --- CONTRL ------------------------------------------------------------------------------------

/**
 * The data elements of the segments a report may name, in their order in the segment (D.96A and
 * the service segments of syntax version 3): `C080:3036,...` is a composite and its components.
 */
const LAYOUTS: Record<string, string[]> = {
  UNB: ['S001:0001,0002', 'S002:0004,0007,0008', 'S003:0010,0007,0014', 'S004:0017,0019', '0020'],
  UNH: ['0062', 'S009:0065,0052,0054,0051,0057', '0068', 'S010:0070,0073'],
  UNT: ['0074', '0062'],
  UNZ: ['0036', '0020'],
  BGM: ['C002:1001,1131,3055,1000', 'C106:1004,1056,1060', '1225', '4343'],
  DTM: ['C507:2005,2380,2379'],
  RFF: ['C506:1153,1154,1156,4000'],
  TSR: ['C536:4065,1131,3055', 'C233:7273,1131,3055', 'C537:4219,1131,3055', 'C703:7085,1131,3055'],
  TOD: ['4055', '4215', 'C100:4053,1131,3055,4052,4052'],
  NAD: [
    '3035',
    'C082:3039,1131,3055',
    'C058:3124,3124,3124,3124,3124',
    'C080:3036,3036,3036,3036,3036,3045',
    'C059:3042,3042,3042,3042',
    '3164',
    '3229',
    '3251',
    '3207',
  ],
  CTA: ['3139', 'C056:3413,3412'],
  COM: ['C076:3148,3155'],
  GID: ['1496', 'C213:7224,7065,1131,3055,7064', 'C213:7224,7065,1131,3055,7064'],
  FTX: ['4451', '4453', 'C107:4441,1131,3055', 'C108:4440,4440,4440,4440,4440', '3453'],
  MEA: ['6311', 'C502:6313,6321,6155,6154', 'C174:6411,6314,6162,6152,6432', '7383'],
  DIM: ['6145', 'C211:6411,6168,6140,6008'],
  DGS: ['8273', 'C205:8351,8078,8092', 'C234:7124,7088', 'C223:7106,6411', '8339'],
};

/**
 * S011 for an element a report names (`C174.6314`, `8339`, `C213.7065 (inner package)`): its
 * position in the segment (0098) and, for a component, its position in the composite (0104).
 */
export function elementPosition(tag: string, element: string): [string, string?] | undefined {
  const [name = '', inner] = element.split(' ')[0]?.split('.') ?? [];
  const second = element.includes('(inner package)');
  const layout = LAYOUTS[tag] ?? [];
  const matches = layout
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.split(':')[0] === name || (!inner && entry === name));
  const found = second ? (matches[1] ?? matches[0]) : matches[0];
  if (!found) return undefined;
  const position = String(found.index + 1);
  if (!inner) return [position];
  const index = (found.entry.split(':')[1] ?? '').split(',').indexOf(inner);
  return index < 0 ? [position] : [position, String(index + 1)];
}

/** The syntax error code (0085) a reading problem is reported with. */
export function syntaxErrorCode(message: string): string {
  if (/syntax identifier/i.test(message)) return '2';
  if (/number of (segments|messages)/i.test(message)) return '29';
  if (/(reference .* differs|differs from UNB|differs from UNH)/i.test(message)) return '28';
  if (/character/i.test(message)) return '21';
  if (/(after UNZ|outside a message|without UNH|starts with UNB)/i.test(message)) return '15';
  if (/(missing|no UNT|without UNZ|not terminated|no messages|no goods)/i.test(message)) return '13';
  return '12';
}

/** The tag and element a FileError names (its column is the element, or the tag without one). */
function named(error: FileError, tags: Map<number, string>): { tag: string; element?: string } {
  const tag = /^segment \d+ (\w{3})/.exec(error.place ?? '')?.[1] ?? tags.get(error.row) ?? '';
  const element = /, element (.+)$/.exec(error.place ?? '')?.[1];
  return element ? { tag, element } : { tag };
}

/** UCS (position in its message) and UCD (element position) for each segment with problems. */
function segmentErrors(outcome: MessageOutcome, syntax: string, tags: Map<number, string>): string[] {
  const bySegment = new Map<number, FileError[]>();
  for (const error of outcome.syntaxErrors) {
    const { tag } = named(error, tags);
    if (tag === 'UNH' || tag === 'UNT') continue;
    bySegment.set(error.row, [...(bySegment.get(error.row) ?? []), error]);
  }
  const written: string[] = [];
  for (const [row, errors] of [...bySegment.entries()].sort(([a], [b]) => a - b).slice(0, 999)) {
    const position = String(row - outcome.message.first + 1);
    const details = errors
      .map((error) => ({ error, named: named(error, tags) }))
      .map(({ error, named: { tag, element } }) => ({
        code: syntaxErrorCode(error.message),
        at: element ? elementPosition(tag, element) : undefined,
      }));
    const elements = details.filter((detail) => detail.at);
    const whole = details.find((detail) => !detail.at);
    written.push(segment(syntax, 'UCS', position, whole?.code));
    for (const detail of elements.slice(0, 99)) written.push(segment(syntax, 'UCD', detail.code, detail.at));
  }
  return written;
}

/** UCM for a message: 4 with the first UNH/UNT problem when it has any problem, else 7. */
function messageResponse(
  outcome: MessageOutcome,
  rejected: boolean,
  syntax: string,
  tags: Map<number, string>,
) {
  const envelope = outcome.syntaxErrors
    .map((error) => ({ error, named: named(error, tags) }))
    .find(({ named: { tag } }) => tag === 'UNH' || tag === 'UNT');
  const action = rejected || outcome.syntaxErrors.length > 0 ? '4' : '7';
  const { reference, identifier } = outcome.message;
  if (!envelope) return segment(syntax, 'UCM', reference, identifier, action);
  const { tag, element } = envelope.named;
  return segment(
    syntax,
    'UCM',
    reference,
    identifier,
    action,
    syntaxErrorCode(envelope.error.message),
    tag,
    element ? elementPosition(tag, element) : undefined,
  );
}

/**
 * The CONTRL of a received interchange (syntax and service report, D.96A): UCI with 7 (accepted,
 * its messages as their UCM says) or 4 (rejected: envelope problems, or a duplicate with 0085 26),
 * then per message UCM with 7 or 4 and, for each segment with reading problems, UCS with its
 * position in the message and UCD with the element's position.
 */
export function contrlMessage(
  outcome: InterchangeOutcome,
  sending: Sending,
  tags = segmentTags(outcome),
): Buffer {
  const { received } = outcome;
  const { syntax } = received;
  const [first] = outcome.interchangeErrors;
  const rejected = first !== undefined || outcome.refusal?.code === 'DUP';
  const firstNamed = first ? named(first, tags) : undefined;
  const uci = segment(
    syntax,
    'UCI',
    received.reference,
    received.sender,
    received.recipient,
    rejected ? '4' : '7',
    first ? syntaxErrorCode(first.message) : rejected ? '26' : undefined,
    firstNamed && ['UNA', 'UNB', 'UNZ'].includes(firstNamed.tag) ? firstNamed.tag : undefined,
    firstNamed?.element ? elementPosition(firstNamed.tag, firstNamed.element) : undefined,
  );
  const body = [uci];
  for (const message of outcome.messages) {
    body.push(messageResponse(message, rejected, syntax, tags));
    body.push(...segmentErrors(message, syntax, tags));
  }
  return interchange(received, sending, 'CONTRL', [body]);
}

/** The tags at the positions a report names: UNH and UNT of each message, UNB at its start. */
function segmentTags(outcome: InterchangeOutcome): Map<number, string> {
  const tags = new Map<number, string>();
  for (const { message } of outcome.messages) {
    tags.set(message.first, 'UNH');
    tags.set(message.last, 'UNT');
  }
  return tags;
}

// --- APERAK ------------------------------------------------------------------------------------

/** FTX 4440 has 70 characters in D.96A; an FTX carries five of them. */
const FTX_PART = 70;

/** A line in FTX parts, cut after a space where one is near the end (joined, they give the line). */
function textParts(line: string): string[] {
  const parts: string[] = [];
  let rest = line;
  while (rest.length > 0 && parts.length < 5) {
    const space = rest.length > FTX_PART ? rest.lastIndexOf(' ', FTX_PART - 1) : -1;
    const cut = space >= FTX_PART / 2 ? space + 1 : FTX_PART;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return parts;
}

/** The application error codes (ERC C901.9321) an APERAK of the portal uses. */
export const APPLICATION_ERRORS = {
  /** The message has problems of its own. */
  refused: 'REFUSED',
  /** The message was not taken in because other messages of the interchange have problems. */
  withOthers: 'OTHERS',
  /** The interchange was taken in before. */
  duplicate: 'DUP',
  /** The file as a whole was refused. */
  file: 'FILE',
} as const;

/** The segments of one message's APERAK between UNH and UNT. */
function aperakBody(outcome: InterchangeOutcome, message: MessageOutcome, sending: Sending): string[] {
  const { syntax } = outcome.received;
  const write = (tag: string, ...elements: Element[]) => segment(syntax, tag, ...elements);
  const accepted = (message.accepted ?? outcome.accepted) && !outcome.refusal;
  const body = [
    write(
      'BGM',
      message.message.documentCode || '610',
      message.message.documentNumber,
      accepted ? '29' : '27',
    ),
    write('DTM', ['137', dateTime(sending.now), '203']),
    write('RFF', ['ACW', message.message.reference]),
  ];
  if (message.orderNumber) body.push(write('RFF', ['CU', message.orderNumber]));
  if (message.shipmentNumber) body.push(write('RFF', ['CN', message.shipmentNumber]));
  if (accepted) return body;
  const errors: [string, string][] = outcome.refusal
    ? outcome.refusal.lines.map((line) => [
        APPLICATION_ERRORS[outcome.refusal?.code === 'DUP' ? 'duplicate' : 'file'],
        line,
      ])
    : message.problems.length > 0
      ? message.problems.map((line) => [APPLICATION_ERRORS.refused, line])
      : [[APPLICATION_ERRORS.withOthers, otherProblems(outcome)]];
  for (const [code, line] of errors)
    body.push(write('ERC', [code]), write('FTX', 'AAO', undefined, undefined, textParts(line)));
  return body;
}

/** Why a message without problems of its own was not taken in either. */
function otherProblems(outcome: InterchangeOutcome): string {
  return outcome.interchangeErrors.length > 0
    ? 'not imported: the interchange has problems outside its messages (see the CONTRL), so no order of it was saved'
    : 'not imported: other messages of the interchange have problems, so no order of it was saved';
}

/**
 * The APERAK of a received interchange (D.96A), one message per received message: BGM with the
 * received document's code and number and 29 (accepted) or 27 (not accepted), DTM+137, RFF+ACW
 * (the received message reference), RFF+CU (the order number) and RFF+CN (the shipment number)
 * when accepted, else ERC and FTX+AAO with each problem of the report.
 */
export function aperakMessage(outcome: InterchangeOutcome, sending: Sending): Buffer {
  return interchange(
    outcome.received,
    sending,
    'APERAK',
    outcome.messages.map((message) => aperakBody(outcome, message, sending)),
  );
}

/** An acknowledgement interchange's control reference: a letter and 13 characters of time and content. */
export function controlReference(kind: 'C' | 'A', hash: string, now: Date): string {
  return `${kind}${hash.slice(0, 6)}${now.getTime().toString(36).slice(-7)}`.toUpperCase();
}

// --- CSV receipt -------------------------------------------------------------------------------

export interface ReceiptLine {
  orderNumber: string;
  status: 'accepted' | 'refused' | 'would be accepted';
  shipmentNumber?: string;
  problems: string[];
}

const cell = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The receipt of a CSV or XLSX file: a header and one line per order (or one for the file), `;`
 * separated, UTF-8 with a byte order mark so that Excel opens it as it is.
 */
export function csvReceipt(lines: ReceiptLine[]): Buffer {
  const rows = [
    ['orderNumber', 'status', 'shipmentNumber', 'problems'],
    ...lines.map((line) => [
      line.orderNumber,
      line.status,
      line.shipmentNumber ?? '',
      line.problems.join(' | '),
    ]),
  ];
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`, 'utf8');
}
