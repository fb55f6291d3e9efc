import type { EdifactSegment } from '../files/edifact.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';
import {
  readDangerousGoods,
  readDimensions,
  readGoodsItem,
  readMeasure,
  readPackage,
  readText,
} from './iftmin-goods.ts';
import { readCommunication, readContact, readLocation, readParty, settleParties } from './iftmin-parties.ts';
import {
  at,
  type Item,
  itemNumber,
  MessageReading,
  placeOf,
  type SegmentHandler,
  segmentText,
  value,
} from './iftmin-reading.ts';

export { MessageReading, placeOf, value } from './iftmin-reading.ts';

/**
 * The segments of an IFTMIN message (UNH ... UNT) as a table of handlers, one per tag: each reads
 * its segment into the order being read and notes where every value came from, so that the
 * contract's and the decider's field errors name the segment and element. Segments and qualifiers
 * outside docs/sftp-orders.md are passed over (BGM, TDT, HAN, TMP, PCI, GIN, ...). Codes the code
 * mapping translates (product, shipping terms, packing codes, party ids) stay as the partner wrote
 * them (docs/decisions/0226).
 */

/** DTM 2005: the pick-up date (shipping) and the delivery date partners send; 137 (document date) is passed over. */
const PICK_UP_DATES = ['200', '234', '10'];
const DELIVERY_DATES = ['2', '17', '64', '69'];
/**
 * DTM 2379: CCYYMMDD (102), CCYYMMDDHHMM (203), CCYYMMDDHHMMSS (204), a range CCYYMMDD-CCYYMMDD
 * (718, its first day); the date as YYYY-MM-DD, any other text as it is, for the contract.
 */
const DATE_FORMATS: Record<string, RegExp> = {
  '102': /^(\d{4})(\d{2})(\d{2})$/,
  '203': /^(\d{4})(\d{2})(\d{2})\d{4}$/,
  '204': /^(\d{4})(\d{2})(\d{2})\d{6}$/,
  '718': /^(\d{4})(\d{2})(\d{2})-\d{8}$/,
};

/** Incoterms a partner may write as the text of TOD C100 instead of its code. */
const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DAT', 'DDP', 'DDU'];

function readReference(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0);
  const reference = value(segment, 0, 1);
  const { item } = reading;
  if (qualifier === 'CU' && item)
    reading.set(
      item.values,
      'orderNumber',
      `${item.at}.orderNumber`,
      at(segment, 'C506.1154', 'order number of the item'),
      reference,
    );
  else if (qualifier === 'CU' && reading.payload.orderNumber === undefined)
    reading.set(
      reading.payload,
      'orderNumber',
      'orderNumber',
      at(segment, 'C506.1154', 'order number'),
      reference,
    );
  else if (qualifier === 'CR' && !item)
    reading.set(
      reading.payload,
      'referenceNumber',
      'referenceNumber',
      at(segment, 'C506.1154', 'reference number'),
      reference,
    );
}

function readDate(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0) ?? '';
  const field = PICK_UP_DATES.includes(qualifier)
    ? 'shippingDate'
    : DELIVERY_DATES.includes(qualifier)
      ? 'deliveryDate'
      : undefined;
  // The first date of its kind counts (DTM+200 before a DTM+234, ...).
  if (!field || reading.item || field in reading.places) return;
  const format = value(segment, 0, 2) ?? '102';
  const text = value(segment, 0, 1);
  const pattern = DATE_FORMATS[format];
  if (!pattern) {
    reading.places[field] = placeOf(segment, 'C507.2379');
    reading.refuse(placeOf(segment, 'C507.2379'), 'orderFile.iftmin.dateFormat', { field, format }, field);
    return;
  }
  const match = text ? pattern.exec(text) : null;
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : text;
  const what = field === 'shippingDate' ? 'pick-up date' : 'delivery date';
  reading.set(reading.payload, field, field, at(segment, 'C507.2380', what), date);
}

/** TSR: the product as the partner wrote the segment (`P01`, `19+A4`), for the code mapping. */
function readProduct(reading: MessageReading, segment: EdifactSegment) {
  if (reading.payload.product !== undefined) return;
  reading.set(
    reading.payload,
    'product',
    'product',
    at(segment, 'C536.4065', 'product'),
    segmentText(segment),
  );
  reading.places['product.identifier'] = placeOf(segment, 'C536.4065', 'product');
}

/**
 * TOD: the shipping terms code (C100.4053), else an Incoterm written as C100.4052 (`TOD+6++:::EXW`),
 * else the payment method (4215, `TOD+5+CC`); a code wins over a payment method of another TOD. The
 * named place of an Incoterm (the other C100.4052) is kept beside the order, like LOC+1.
 */
function readTerms(reading: MessageReading, segment: EdifactSegment) {
  const code = value(segment, 2, 0);
  const texts = [value(segment, 2, 3), value(segment, 2, 4)].filter((text) => text !== undefined);
  const incoterm = texts.find((text) => INCOTERMS.includes(text.toUpperCase()));
  const terms = code ?? incoterm;
  const identifier = terms ?? value(segment, 1, 0);
  const element = code ? 'C100.4053' : incoterm ? 'C100.4052' : '4215';
  const known = reading.payload.shippingTerms !== undefined;
  if (identifier === undefined || (known && (!terms || reading.places.shippingTerms?.column !== '4215')))
    return;
  reading.payload.shippingTerms = identifier;
  reading.places.shippingTerms = placeOf(segment, element, 'shipping terms');
  reading.places['shippingTerms.identifier'] = placeOf(segment, element, 'shipping terms');
  const named = texts.find((text) => text !== incoterm && !/^INCOTERMS/i.test(text));
  if (named)
    reading.shippingTermsPlace = { name: named, place: placeOf(segment, 'C100.4052', 'named place') };
}

/** The handler of each tag read. */
export const SEGMENT_HANDLERS: Readonly<Record<string, SegmentHandler>> = {
  TSR: readProduct,
  TOD: readTerms,
  RFF: readReference,
  DTM: readDate,
  NAD: readParty,
  CTA: readContact,
  COM: readCommunication,
  LOC: readLocation,
  GID: readGoodsItem,
  PAC: readPackage,
  FTX: readText,
  MEA: readMeasure,
  DIM: readDimensions,
  DGS: readDangerousGoods,
};

/** After the last segment: the parties settled, and what the order must have and did not get. */
export function checkComplete(reading: MessageReading) {
  settleParties(reading);
  const missing = (field: string, code: string) => reading.refuse(placeOf(reading.unh), code, {}, field);
  const { payload, reported } = reading;
  if (!reading.parties.sender) missing('sender', 'orderFile.iftmin.senderMissing');
  if (!reading.parties.consignee && !reading.partyIds.consignee)
    missing('consignee', 'orderFile.iftmin.consigneeMissing');
  if (payload.orderNumber === undefined && !reported.includes('orderNumber'))
    missing('orderNumber', 'orderFile.iftmin.orderNumberMissing');
  if (payload.shippingDate === undefined && !reported.includes('shippingDate'))
    missing('shippingDate', 'orderFile.iftmin.pickUpDateMissing');
  if (payload.product === undefined) missing('product', 'orderFile.iftmin.productMissing');
  if (payload.shippingTerms === undefined) missing('shippingTerms', 'orderFile.iftmin.shippingTermsMissing');
  if (reading.items.length === 0) missing('cargoList', 'orderFile.iftmin.noGoodsItems');
  const [only] = reading.items;
  if (reading.items.length === 1 && only && only.weight === undefined && reading.totalWeight) {
    only.weight = reading.totalWeight.amount;
    reading.places['cargoList.items[0].weight'] = reading.totalWeight.place;
  }
  for (const [index, values] of reading.items.entries()) checkItem(reading, index, values);
}

function checkItem(reading: MessageReading, index: number, values: Item) {
  const itemAt = `cargoList.items[${index}]`;
  const gid = reading.places[itemAt] as FilePlace;
  const numbers = itemNumber(index);
  if (values.goods === undefined && !reading.reported.includes(`${itemAt}.goods`))
    reading.refuse(gid, 'orderFile.iftmin.goodsMissing', numbers, `${itemAt}.goods`);
  const unread = values.unreadWeight as { kind: string; place: FilePlace } | undefined;
  delete values.unreadWeight;
  if (!(`${itemAt}.weight` in reading.places) && unread)
    reading.refuse(
      unread.place,
      'orderFile.iftmin.weightKind',
      { ...numbers, kind: unread.kind },
      `${itemAt}.weight`,
    );
  else if (!(`${itemAt}.weight` in reading.places))
    reading.refuse(gid, 'orderFile.iftmin.weightMissing', numbers, `${itemAt}.weight`);
  for (const [entry] of values.hazmats.entries()) {
    const path = `${itemAt}.hazmats[${entry}]`;
    if (!(`${path}.weight` in reading.places))
      reading.refuse(
        reading.places[path] as FilePlace,
        'orderFile.iftmin.hazmatWeightMissing',
        { ...numbers, m: entry + 1 },
        `${path}.weight`,
      );
  }
}

/** Maps one message (UNH ... UNT) to an order, naming every value's segment and element. */
export function messageOrder(
  unh: EdifactSegment,
  body: EdifactSegment[],
  units: Readonly<Record<string, string>> = {},
): { order: FileOrder; errors: FileError[] } {
  const reading = new MessageReading(unh, units);
  for (const segment of body) SEGMENT_HANDLERS[segment.tag]?.(reading, segment);
  checkComplete(reading);
  return { order: reading.order(), errors: reading.errors };
}
