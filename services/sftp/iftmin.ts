import type { EdifactSegment } from '../files/edifact.ts';
import { problemText } from './field-names.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';
import { messageOrder, placeOf, value } from './iftmin-segments.ts';

export { placeOf } from './iftmin-segments.ts';

/**
 * IFTMIN as docs/sftp-orders.md describes it (docs/decisions/0106, 0226): each message (UNH ... UNT)
 * of an interchange is one order, mapped to the payload POST /api/shipments takes — parties from
 * NAD (with CTA and COM) and LOC, dates from DTM, references from RFF, product from TSR, shipping
 * terms from TOD, one cargo item per GID (PAC, FTX, MEA, DIM) and its dangerous goods from DGS.
 * Every value keeps the segment and element it came from, so that the contract's and the decider's
 * field errors name them. Segments and qualifiers outside it are passed over. Every problem of the
 * file is named in one pass: a wrong envelope or version does not stop the reading of the messages.
 */

/** The directories read (UNH S009.0052:0054, controlling agency UN), also with an association code (EANCOM `EAN004`, ...). */
export const IFTMIN_VERSIONS = ['D:96A', 'D:99B', 'D:00B', 'D:01B', 'D:04A'] as const;

/** The interchange's sender and control reference (UNB S002.0004 and 0020): a second one is refused. */
export interface Interchange {
  sender: string;
  reference: string;
}

export interface IftminContent {
  orders: FileOrder[];
  errors: FileError[];
  interchange?: Interchange;
}

/**
 * The orders of an IFTMIN interchange: its envelope checked (UNB ... UNZ with matching control
 * reference and message count, UNH ... UNT with matching reference and segment count), each IFTMIN
 * message mapped by messageOrder, partners' unit codes read through `units`. Problems name the
 * segment and, where there is one, the element.
 */
export function iftminOrders(
  segments: EdifactSegment[],
  units: Readonly<Record<string, string>> = {},
): IftminContent {
  const errors: FileError[] = [];
  const refuse: Refuse = (place, code, params = {}) =>
    errors.push({ ...place, message: problemText('en', code, params), code, params });
  const [first = { position: 1, tag: '', elements: [] }] = segments;
  // Without UNB the messages are read all the same, so that the report names all their problems.
  const unb = first.tag === 'UNB' ? first : undefined;
  if (!unb) refuse(placeOf(first), 'orderFile.edifact.noUnb');
  const sender = unb && value(unb, 1, 0);
  const reference = unb && value(unb, 4, 0);
  if (unb && !sender) refuse(placeOf(unb, 'S002.0004'), 'orderFile.edifact.senderMissing');
  if (unb && !reference) refuse(placeOf(unb, '0020'), 'orderFile.edifact.referenceMissing');

  const { messages, unz } = splitMessages(unb ? segments.slice(1) : segments, first, refuse);
  if (unz) checkTrailer(unz, messages.length, reference, refuse);
  const orders: FileOrder[] = [];
  for (const { unh, body } of messages) {
    const type = value(unh, 1, 0);
    if (type !== 'IFTMIN') {
      refuse(placeOf(unh, 'S009.0065'), 'orderFile.edifact.messageType', { type: type ?? MISSING });
      continue;
    }
    checkVersion(unh, refuse);
    const mapped = messageOrder(unh, body, units);
    orders.push(mapped.order);
    for (const error of mapped.errors) errors.push(error);
  }
  if (messages.length === 0 && errors.length === 0) refuse(placeOf(first), 'orderFile.edifact.noMessages');
  return { orders, errors, ...(sender && reference ? { interchange: { sender, reference } } : {}) };
}

type Refuse = (place: FilePlace, code: string, params?: Record<string, string | number>) => void;

/** A value the partner left out, as a problem quotes it. */
const MISSING = '—';

/** UNH S009: a directory read (IFTMIN_VERSIONS) under agency UN; the message is read all the same. */
function checkVersion(unh: EdifactSegment, refuse: Refuse) {
  const version = `${value(unh, 1, 1) ?? ''}:${value(unh, 1, 2) ?? ''}`;
  const agency = value(unh, 1, 3);
  if ((IFTMIN_VERSIONS as readonly string[]).includes(version) && agency === 'UN') return;
  const written = [version, agency, value(unh, 1, 4)].filter(Boolean).join(':');
  refuse(placeOf(unh, 'S009.0054'), 'orderFile.edifact.version', { version: written });
}

interface Message {
  unh: EdifactSegment;
  body: EdifactSegment[];
}

/**
 * The messages (UNH ... UNT) of the interchange after its UNB, each UNT checked against its UNH, and
 * the UNZ that ends it. A message without UNT ends at the next UNH or UNZ.
 */
function splitMessages(segments: EdifactSegment[], start: EdifactSegment, refuse: Refuse) {
  const messages: Message[] = [];
  let message: Message | undefined;
  let unz: EdifactSegment | undefined;
  const close = (at: EdifactSegment) => {
    if (!message) return;
    refuse(placeOf(message.unh), 'orderFile.edifact.noUnt', { position: at.position });
    messages.push(message);
    message = undefined;
  };
  for (const segment of segments) {
    if (unz) {
      refuse(placeOf(segment), 'orderFile.edifact.afterUnz');
      continue;
    }
    switch (segment.tag) {
      case 'UNH':
        close(segment);
        message = { unh: segment, body: [] };
        break;
      case 'UNT':
        if (!message) {
          refuse(placeOf(segment), 'orderFile.edifact.untWithoutUnh');
          break;
        }
        checkMessageTrailer(segment, message.unh, refuse);
        messages.push(message);
        message = undefined;
        break;
      case 'UNZ':
        close(segment);
        unz = segment;
        break;
      case 'UNG':
      case 'UNE':
        break;
      default:
        if (message) message.body.push(segment);
        else refuse(placeOf(segment), 'orderFile.edifact.outsideMessage');
    }
  }
  const last = segments[segments.length - 1] ?? start;
  if (message) close({ ...last, position: last.position + 1 });
  if (!unz) refuse(placeOf(last), 'orderFile.edifact.noUnz');
  return { messages, unz };
}

/** UNT's segment count and message reference against its message. */
function checkMessageTrailer(unt: EdifactSegment, unh: EdifactSegment, refuse: Refuse) {
  const count = value(unt, 0);
  const expected = unt.position - unh.position + 1;
  if (count !== String(expected))
    refuse(placeOf(unt, '0074'), 'orderFile.edifact.segmentCount', { count: count ?? MISSING, expected });
  if (value(unt, 1) !== value(unh, 0))
    refuse(placeOf(unt, '0062'), 'orderFile.edifact.messageReference', {
      reference: value(unt, 1) ?? MISSING,
      expected: value(unh, 0) ?? MISSING,
    });
}

/** UNZ's message count and control reference against the interchange. */
function checkTrailer(unz: EdifactSegment, messages: number, reference: string | undefined, refuse: Refuse) {
  if (value(unz, 0) !== String(messages))
    refuse(placeOf(unz, '0036'), 'orderFile.edifact.messageCount', {
      count: value(unz, 0) ?? MISSING,
      expected: messages,
    });
  if (value(unz, 1) !== reference)
    refuse(placeOf(unz, '0020'), 'orderFile.edifact.controlReference', {
      reference: value(unz, 1) ?? MISSING,
      expected: reference ?? MISSING,
    });
}
