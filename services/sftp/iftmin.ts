import type { EdifactSegment } from '../files/edifact.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';
import { messageOrder, placeOf, value } from './iftmin-segments.ts';

export { placeOf } from './iftmin-segments.ts';

/**
 * The IFTMIN subset of docs/sftp-orders.md (docs/decisions/0106): each message (UNH ... UNT) of an
 * interchange is one order, mapped to the payload POST /api/shipments takes — parties from NAD
 * (with CTA and COM), dates from DTM, references from RFF, product from TSR, shipping terms from
 * TOD, one cargo item per GID (FTX, MEA, DIM) and its dangerous goods from DGS. Every value keeps
 * the segment and element it came from, so that the contract's and the decider's field errors name
 * them. Segments and qualifiers outside the subset are passed over.
 */

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
 * message mapped by messageOrder. Problems name the segment and, where there is one, the element.
 */
export function iftminOrders(segments: EdifactSegment[]): IftminContent {
  const errors: FileError[] = [];
  const refuse = (place: FilePlace, message: string) => errors.push({ ...place, message });
  const [unb] = segments;
  if (unb?.tag !== 'UNB') {
    refuse(
      placeOf(unb ?? { position: 1, tag: '' }),
      'an interchange starts with UNB (after UNA, when there is one)',
    );
    return { orders: [], errors };
  }
  const sender = value(unb, 1, 0);
  const reference = value(unb, 4, 0);
  if (!sender) refuse(placeOf(unb, 'S002.0004'), 'sender identification missing');
  if (!reference) refuse(placeOf(unb, '0020'), 'interchange control reference missing');

  const { messages, unz } = splitMessages(segments, unb, refuse);
  if (unz) checkTrailer(unz, messages.length, reference, refuse);
  const orders: FileOrder[] = [];
  for (const { unh, body } of messages) {
    const type = value(unh, 1, 0);
    if (type !== 'IFTMIN') {
      refuse(placeOf(unh, 'S009.0065'), `message type ${type ?? 'missing'}; only IFTMIN is read`);
      continue;
    }
    const mapped = messageOrder(unh, body);
    orders.push(mapped.order);
    for (const error of mapped.errors) errors.push(error);
  }
  if (messages.length === 0 && errors.length === 0) refuse(placeOf(unb), 'no messages in the interchange');
  return { orders, errors, ...(sender && reference ? { interchange: { sender, reference } } : {}) };
}

type Refuse = (place: FilePlace, message: string) => void;

interface Message {
  unh: EdifactSegment;
  body: EdifactSegment[];
}

/**
 * The messages (UNH ... UNT) of the interchange after its UNB, each UNT checked against its UNH, and
 * the UNZ that ends it. A message without UNT ends at the next UNH or UNZ.
 */
function splitMessages(segments: EdifactSegment[], unb: EdifactSegment, refuse: Refuse) {
  const messages: Message[] = [];
  let message: Message | undefined;
  let unz: EdifactSegment | undefined;
  const close = (at: EdifactSegment) => {
    if (!message) return;
    refuse(placeOf(message.unh), `the message has no UNT before segment ${at.position}`);
    messages.push(message);
    message = undefined;
  };
  for (const segment of segments.slice(1)) {
    if (unz) {
      refuse(placeOf(segment), 'a segment after UNZ; a file holds one interchange');
      continue;
    }
    switch (segment.tag) {
      case 'UNH':
        close(segment);
        message = { unh: segment, body: [] };
        break;
      case 'UNT':
        if (!message) {
          refuse(placeOf(segment), 'UNT without UNH');
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
        else refuse(placeOf(segment), 'a segment outside a message (UNH ... UNT)');
    }
  }
  const last = segments[segments.length - 1] ?? unb;
  if (message) close({ ...last, position: last.position + 1 });
  if (!unz)
    refuse(
      { row: last.position, column: last.tag, place: `segment ${last.position} ${last.tag}` },
      'the interchange ends without UNZ',
    );
  return { messages, unz };
}

/** UNT's segment count and message reference against its message. */
function checkMessageTrailer(unt: EdifactSegment, unh: EdifactSegment, refuse: Refuse) {
  const count = value(unt, 0);
  const expected = unt.position - unh.position + 1;
  if (count !== String(expected))
    refuse(placeOf(unt, '0074'), `number of segments ${count ?? 'missing'}, the message has ${expected}`);
  if (value(unt, 1) !== value(unh, 0))
    refuse(
      placeOf(unt, '0062'),
      `message reference ${value(unt, 1) ?? 'missing'} differs from UNH's ${value(unh, 0) ?? '(missing)'}`,
    );
}

/** UNZ's message count and control reference against the interchange. */
function checkTrailer(unz: EdifactSegment, messages: number, reference: string | undefined, refuse: Refuse) {
  if (value(unz, 0) !== String(messages))
    refuse(
      placeOf(unz, '0036'),
      `number of messages ${value(unz, 0) ?? 'missing'}, the interchange has ${messages}`,
    );
  if (value(unz, 1) !== reference)
    refuse(
      placeOf(unz, '0020'),
      `control reference ${value(unz, 1) ?? 'missing'} differs from UNB's ${reference ?? '(missing)'}`,
    );
}
