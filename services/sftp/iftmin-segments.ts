import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';
import type { EdifactSegment } from '../files/edifact.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';

/**
 * The segments of an IFTMIN message (UNH ... UNT) as a table of handlers, one per tag: each reads
 * its segment into the order being read and notes where every value came from, so that the
 * contract's and the decider's field errors name the segment and element. Segments and qualifiers
 * outside the subset of docs/sftp-orders.md are passed over.
 */

/** `segment 14 MEA, element C174.6314`, or without the element. */
export function placeOf(segment: Pick<EdifactSegment, 'position' | 'tag'>, element?: string, what?: string) {
  const place: FilePlace = {
    row: segment.position,
    column: element ?? segment.tag,
    place: `segment ${segment.position} ${segment.tag}${element ? `, element ${element}` : ''}${what ? ` (${what})` : ''}`,
  };
  return place;
}

/** The component `component` of element `element` (both from 0), undefined when empty or absent. */
export function value(segment: EdifactSegment, element: number, component = 0): string | undefined {
  const text = segment.elements[element]?.[component]?.trim();
  return text ? text : undefined;
}

/** A number where the value is one (decimal comma or point); the text otherwise, for the contract. */
function numeric(text: string): number | string {
  const number = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(number) ? number : text;
}

/** CCYYMMDD (format 102) or CCYYMMDDHHMM (203) as YYYY-MM-DD; anything else as it is. */
function isoDate(text: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{4})?$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
}

/** Packing group of DGS 8339: 1, 2, 3 (or I, II, III) as the ADR table writes it. */
const PACKING_GROUPS: Record<string, string> = {
  '1': 'I',
  '2': 'II',
  '3': 'III',
  I: 'I',
  II: 'II',
  III: 'III',
};

const PARTIES: Record<string, 'sender' | 'consignee'> = { CZ: 'sender', CN: 'consignee' };
/** MEA 6311 and C502.6313: AAE/AAB (or the older WT/G) gross weight, AAE/AAA (WT/N) net weight. */
const MEASURE = ['AAE', 'WT'];
const GROSS = ['AAB', 'G'];
const NET = ['AAA', 'AAL', 'N'];

/** Kilograms per unit of weight (MEA C174.6411) a partner may send. */
const KILOGRAMS_PER: Record<string, number> = { KGM: 1, GRM: 0.001, TNE: 1000, LBR: 0.45359237 };
/** Centimetres per unit of length (DIM C211.6411). */
const CENTIMETRES_PER: Record<string, number> = { CMT: 1, MMT: 0.1, MTR: 100 };

/**
 * A measure in the portal's unit (whole kilograms, whole centimetres): a number given in another
 * unit is converted and rounded, never below 1; text that is no number stays text for the contract.
 */
function inUnit(text: string, factor: number): number | string {
  const amount = numeric(text);
  if (typeof amount !== 'number' || factor === 1) return amount;
  return Math.max(1, Math.round(amount * factor));
}

type Item = Record<string, unknown> & { hazmats: Record<string, unknown>[] };
type PartyName = 'sender' | 'consignee';

/** An order as its message's segments are read: the values, where each came from, the problems. */
export class MessageReading {
  readonly errors: FileError[] = [];
  readonly places: Record<string, FilePlace>;
  readonly reported: string[] = [];
  readonly payload: Record<string, unknown> = { deliveryNotes: [] };
  readonly parties: Partial<Record<PartyName, Record<string, string>>> = {};
  readonly items: Item[] = [];
  /** The party the next CTA and COM belong to. */
  party: { name: PartyName; values: Record<string, string> } | undefined;
  /** The goods item the next FTX, MEA, DIM and DGS belong to. */
  item: { at: string; segment: EdifactSegment; values: Item } | undefined;
  /** The dangerous goods the next FTX+AAD and net MEA belong to. */
  hazmat: { at: string; values: Record<string, unknown> } | undefined;
  private readonly unh: EdifactSegment;

  constructor(unh: EdifactSegment) {
    this.unh = unh;
    this.places = { '': placeOf(unh) };
  }

  /** A problem at `place`; `field` is then reported, so the contract's error on it is not repeated. */
  refuse(place: FilePlace, message: string, field?: string) {
    this.errors.push({ ...place, message });
    if (field) this.reported.push(field);
  }

  /** Notes where `path` comes from, and sets it when the segment has a value there. */
  set(
    target: Record<string, unknown>,
    field: string,
    path: string,
    at: { segment: EdifactSegment; element: string; what: string },
    text: string | undefined,
  ) {
    this.places[path] = placeOf(at.segment, at.element, at.what);
    if (text !== undefined) target[field] = text;
  }

  /** After the last segment: what the order must have and did not get. */
  checkComplete() {
    const missing = (field: string, message: string) => this.refuse(placeOf(this.unh), message, field);
    const { payload, reported } = this;
    if (!this.parties.sender) missing('sender', 'sender missing (NAD+CZ)');
    if (!this.parties.consignee) missing('consignee', 'consignee missing (NAD+CN)');
    if (payload.orderNumber === undefined && !reported.includes('orderNumber'))
      missing('orderNumber', 'order number missing (RFF+CU)');
    if (payload.shippingDate === undefined && !reported.includes('shippingDate'))
      missing('shippingDate', 'pick-up date missing (DTM+200)');
    if (payload.product === undefined) missing('product', 'product missing (TSR)');
    if (payload.shippingTerms === undefined) missing('shippingTerms', 'shipping terms missing (TOD)');
    if (this.items.length === 0) missing('cargoList', 'no goods items (GID)');
    for (const [index, values] of this.items.entries()) this.checkItem(index, values);
  }

  private checkItem(index: number, values: Item) {
    const at = `cargoList.items[${index}]`;
    const gid = this.places[at] as FilePlace;
    if (values.goods === undefined && !this.reported.includes(`${at}.goods`))
      this.refuse(gid, 'goods description missing (FTX+AAA)', `${at}.goods`);
    if (!(`${at}.weight` in this.places)) this.refuse(gid, 'weight missing (MEA+AAE+AAB)', `${at}.weight`);
    for (const [entry] of values.hazmats.entries()) {
      const path = `${at}.hazmats[${entry}]`;
      if (!(`${path}.weight` in this.places))
        this.refuse(
          this.places[path] as FilePlace,
          'net weight of the dangerous goods missing (MEA+AAE+AAA)',
          `${path}.weight`,
        );
    }
  }

  /** The order as the contract takes it, with the places of its values. */
  order(): FileOrder {
    const order: Record<string, unknown> = {
      ...this.payload,
      sender: this.parties.sender ?? {},
      consignee: this.parties.consignee ?? {},
      product: { identifier: this.payload.product },
      shippingTerms: { identifier: this.payload.shippingTerms },
      cargoList: { items: this.items },
    };
    return {
      rows: [this.unh.position],
      payload: order as unknown as ShipmentPayloadInput,
      places: this.places,
      reported: this.reported,
    };
  }
}

type SegmentHandler = (reading: MessageReading, segment: EdifactSegment) => void;

const at = (segment: EdifactSegment, element: string, what: string) => ({ segment, element, what });

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
  else if (qualifier === 'CU')
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
  const qualifier = value(segment, 0);
  const field = qualifier === '200' ? 'shippingDate' : qualifier === '2' ? 'deliveryDate' : undefined;
  if (!field || reading.item) return;
  const format = value(segment, 0, 2) ?? '102';
  const text = value(segment, 0, 1);
  if (format !== '102' && format !== '203') {
    reading.refuse(
      placeOf(segment, 'C507.2379'),
      `date format ${format} is not read; use 102 (CCYYMMDD)`,
      field,
    );
    return;
  }
  const what = field === 'shippingDate' ? 'pick-up date' : 'delivery date';
  reading.set(reading.payload, field, field, at(segment, 'C507.2380', what), text && isoDate(text));
}

function readParty(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0);
  const name = PARTIES[qualifier ?? ''];
  reading.party = undefined;
  if (!name) return;
  if (reading.parties[name]) {
    reading.refuse(placeOf(segment, '3035'), `a second ${name} (NAD+${qualifier})`);
    return;
  }
  const values: Record<string, string> = {};
  reading.parties[name] = values;
  reading.party = { name, values };
  const fields = [
    ['name', 'C080.3036', 3, 0, `${name} name`],
    ['additionalName', 'C080.3036', 3, 1, `${name} name, second line`],
    ['street', 'C059.3042', 4, 0, `${name} street`],
    ['city', '3164', 5, 0, `${name} city`],
    ['zipCode', '3251', 7, 0, `${name} zip code`],
    ['country', '3207', 8, 0, `${name} country`],
  ] as const;
  for (const [field, element, index, component, what] of fields)
    reading.set(
      values,
      field,
      `${name}.${field}`,
      at(segment, element, what),
      value(segment, index, component),
    );
  reading.places[name] = placeOf(segment);
}

function readContact(reading: MessageReading, segment: EdifactSegment) {
  const { party } = reading;
  if (party)
    reading.set(
      party.values,
      'contactName',
      `${party.name}.contactName`,
      at(segment, 'C056.3412', `${party.name} contact`),
      value(segment, 1, 1),
    );
}

function readCommunication(reading: MessageReading, segment: EdifactSegment) {
  const field = { TE: 'phone', EM: 'email', AL: 'mobile' }[value(segment, 0, 1) ?? ''];
  const { party } = reading;
  if (party && field)
    reading.set(
      party.values,
      field,
      `${party.name}.${field}`,
      at(segment, 'C076.3148', `${party.name} ${field}`),
      value(segment, 0, 0),
    );
}

function readGoodsItem(reading: MessageReading, segment: EdifactSegment) {
  const itemAt = `cargoList.items[${reading.items.length}]`;
  const values: Item = { hazmats: [] };
  reading.items.push(values);
  reading.item = { at: itemAt, segment, values };
  reading.hazmat = undefined;
  reading.places[itemAt] = placeOf(segment);
  const count = value(segment, 1, 0);
  reading.set(
    values,
    'colliQty',
    `${itemAt}.colliQty`,
    at(segment, 'C213.7224', 'number of packages'),
    count,
  );
  if (count !== undefined) values.colliQty = numeric(count);
  reading.set(
    values,
    'packingCode',
    `${itemAt}.packingCode`,
    at(segment, 'C213.7065', 'packing code'),
    value(segment, 1, 1),
  );
}

function readText(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0);
  const text =
    (segment.elements[3] ?? [])
      .map((line) => line.trim())
      .filter(Boolean)
      .join(' ') || undefined;
  const { item, hazmat } = reading;
  if (qualifier === 'AAA' && item)
    reading.set(item.values, 'goods', `${item.at}.goods`, at(segment, 'C108.4440', 'goods'), text);
  else if (qualifier === 'AAD' && hazmat)
    reading.set(
      hazmat.values,
      'shippingName',
      `${hazmat.at}.shippingName`,
      at(segment, 'C108.4440', 'dangerous goods name'),
      text,
    );
}

function readMeasure(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0);
  const kind = value(segment, 1, 0) ?? '';
  if (!MEASURE.includes(qualifier ?? '')) return;
  const target = GROSS.includes(kind) ? reading.item : NET.includes(kind) ? reading.hazmat : undefined;
  if (!target) return;
  const what = target === reading.item ? 'weight' : 'net weight of the dangerous goods';
  const path = `${target.at}.weight`;
  reading.places[path] = placeOf(segment, 'C174.6314', what);
  const unit = value(segment, 2, 0);
  const amount = value(segment, 2, 1);
  const factor = KILOGRAMS_PER[unit ?? ''];
  if (factor === undefined)
    reading.refuse(
      placeOf(segment, 'C174.6411'),
      `unit ${unit ?? 'missing'}; weights are read in KGM, GRM, TNE or LBR`,
      path,
    );
  if (amount === undefined) reading.refuse(placeOf(segment, 'C174.6314'), `${what} missing`, path);
  else target.values.weight = inUnit(amount, factor ?? 1);
}

function readDimensions(reading: MessageReading, segment: EdifactSegment) {
  const { item } = reading;
  if (!item) return;
  const unit = value(segment, 1, 0);
  const factor = CENTIMETRES_PER[unit ?? ''];
  if (factor === undefined) {
    reading.refuse(
      placeOf(segment, 'C211.6411'),
      `unit ${unit ?? 'missing'}; dimensions are read in CMT, MMT or MTR`,
      `${item.at}.length`,
    );
    return;
  }
  for (const [index, field, element] of [
    [1, 'length', 'C211.6168'],
    [2, 'width', 'C211.6140'],
    [3, 'height', 'C211.6008'],
  ] as const) {
    const amount = value(segment, 1, index);
    reading.places[`${item.at}.${field}`] = placeOf(segment, element, field);
    if (amount !== undefined) item.values[field] = inUnit(amount, factor);
  }
}

function readDangerousGoods(reading: MessageReading, segment: EdifactSegment) {
  const { item } = reading;
  if (!item) {
    reading.refuse(placeOf(segment), 'dangerous goods (DGS) belong to a goods item (after its GID)');
    return;
  }
  const qualifier = value(segment, 0);
  const hazmatAt = `${item.at}.hazmats[${item.values.hazmats.length}]`;
  const values: Record<string, unknown> = {};
  item.values.hazmats.push(values);
  item.values.dangerousGoods = true;
  reading.hazmat = { at: hazmatAt, values };
  reading.places[hazmatAt] = placeOf(segment);
  reading.places[`${item.at}.hazmats`] = placeOf(segment);
  if (qualifier !== 'ADR')
    reading.refuse(
      placeOf(segment, '8273'),
      `regulation ${qualifier ?? 'missing'}; only ADR is read`,
      hazmatAt,
    );
  reading.set(
    values,
    'hazardClass',
    `${hazmatAt}.hazardClass`,
    at(segment, 'C205.8351', 'class'),
    value(segment, 1, 0),
  );
  reading.set(
    values,
    'unNumber',
    `${hazmatAt}.unNumber`,
    at(segment, 'C234.7124', 'UN number'),
    // A UN number as `UN1090` or `1090`.
    value(segment, 2, 0)?.replace(/^UN\s*/i, ''),
  );
  const group = value(segment, 4, 0);
  reading.set(
    values,
    'packagingGroup',
    `${hazmatAt}.packagingGroup`,
    at(segment, '8339', 'packing group'),
    group && (PACKING_GROUPS[group] ?? group),
  );
  // The UN packaging of the dangerous goods is the goods item's inner package (its second C213,
  // e.g. GID+2+1:KI+1:4G), else its package.
  const inner = value(item.segment, 2, 1);
  reading.places[`${hazmatAt}.packagingCode`] = inner
    ? placeOf(item.segment, 'C213.7065 (inner package)', 'UN packaging code')
    : placeOf(item.segment, 'C213.7065', 'packing code');
  const packaging = inner ?? item.values.packingCode;
  if (packaging !== undefined) values.packagingCode = packaging;
  if (values.unNumber === undefined)
    reading.refuse(placeOf(segment, 'C234.7124'), 'UN number missing', `${hazmatAt}.unNumber`);
}

/** The handler of each tag of the subset. */
export const SEGMENT_HANDLERS: Readonly<Record<string, SegmentHandler>> = {
  TSR: (reading, segment) => {
    reading.set(
      reading.payload,
      'product',
      'product',
      at(segment, 'C536.4065', 'product'),
      value(segment, 0),
    );
    reading.places['product.identifier'] = placeOf(segment, 'C536.4065', 'product');
  },
  TOD: (reading, segment) => {
    const where = at(segment, 'C100.4053', 'shipping terms');
    reading.set(reading.payload, 'shippingTerms', 'shippingTerms', where, value(segment, 2));
    reading.places['shippingTerms.identifier'] = placeOf(segment, 'C100.4053', 'shipping terms');
  },
  RFF: readReference,
  DTM: readDate,
  NAD: readParty,
  CTA: readContact,
  COM: readCommunication,
  GID: readGoodsItem,
  FTX: readText,
  MEA: readMeasure,
  DIM: readDimensions,
  DGS: readDangerousGoods,
};

/** Maps one message (UNH ... UNT) to an order, naming every value's segment and element. */
export function messageOrder(
  unh: EdifactSegment,
  body: EdifactSegment[],
): { order: FileOrder; errors: FileError[] } {
  const reading = new MessageReading(unh);
  for (const segment of body) SEGMENT_HANDLERS[segment.tag]?.(reading, segment);
  reading.checkComplete();
  return { order: reading.order(), errors: reading.errors };
}
