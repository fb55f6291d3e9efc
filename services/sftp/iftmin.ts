import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';
import type { EdifactSegment } from '../files/edifact.ts';
import type { FileError, FileOrder, FilePlace } from './file-order.ts';

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
function value(segment: EdifactSegment, element: number, component = 0): string | undefined {
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
const NET = ['AAA', 'N'];

type Item = Record<string, unknown> & { hazmats: Record<string, unknown>[] };

/** Maps one message (UNH ... UNT) to an order, naming every value's segment and element. */
function messageOrder(
  unh: EdifactSegment,
  body: EdifactSegment[],
): { order: FileOrder; errors: FileError[] } {
  const errors: FileError[] = [];
  const places: Record<string, FilePlace> = { '': placeOf(unh) };
  const reported: string[] = [];
  const refuse = (place: FilePlace, message: string, field?: string) => {
    errors.push({ ...place, message });
    if (field) reported.push(field);
  };
  const payload: Record<string, unknown> = { deliveryNotes: [] };
  const parties: Partial<Record<'sender' | 'consignee', Record<string, string>>> = {};
  const items: Item[] = [];
  let party: { name: 'sender' | 'consignee'; values: Record<string, string> } | undefined;
  let item: { at: string; segment: EdifactSegment; values: Item } | undefined;
  let hazmat: { at: string; values: Record<string, unknown> } | undefined;

  const set = (
    target: Record<string, unknown>,
    field: string,
    path: string,
    segment: EdifactSegment,
    element: string,
    text: string | undefined,
    what: string,
  ) => {
    places[path] = placeOf(segment, element, what);
    if (text !== undefined) target[field] = text;
  };

  for (const segment of body) {
    const qualifier = value(segment, 0);
    switch (segment.tag) {
      case 'TSR':
        set(payload, 'product', 'product', segment, 'C536.4065', value(segment, 0), 'product');
        places['product.identifier'] = placeOf(segment, 'C536.4065', 'product');
        break;
      case 'TOD':
        set(
          payload,
          'shippingTerms',
          'shippingTerms',
          segment,
          'C100.4053',
          value(segment, 2),
          'shipping terms',
        );
        places['shippingTerms.identifier'] = placeOf(segment, 'C100.4053', 'shipping terms');
        break;
      case 'RFF': {
        const reference = value(segment, 0, 1);
        if (qualifier === 'CU' && item)
          set(
            item.values,
            'orderNumber',
            `${item.at}.orderNumber`,
            segment,
            'C506.1154',
            reference,
            'order number of the item',
          );
        else if (qualifier === 'CU')
          set(payload, 'orderNumber', 'orderNumber', segment, 'C506.1154', reference, 'order number');
        else if (qualifier === 'CR' && !item)
          set(
            payload,
            'referenceNumber',
            'referenceNumber',
            segment,
            'C506.1154',
            reference,
            'reference number',
          );
        break;
      }
      case 'DTM': {
        const field = qualifier === '200' ? 'shippingDate' : qualifier === '2' ? 'deliveryDate' : undefined;
        if (!field || item) break;
        const format = value(segment, 0, 2) ?? '102';
        const text = value(segment, 0, 1);
        if (format !== '102' && format !== '203') {
          refuse(
            placeOf(segment, 'C507.2379'),
            `date format ${format} is not read; use 102 (CCYYMMDD)`,
            field,
          );
          break;
        }
        set(
          payload,
          field,
          field,
          segment,
          'C507.2380',
          text && isoDate(text),
          field === 'shippingDate' ? 'pick-up date' : 'delivery date',
        );
        break;
      }
      case 'NAD': {
        const name = PARTIES[qualifier ?? ''];
        party = undefined;
        if (!name) break;
        if (parties[name]) {
          refuse(placeOf(segment, '3035'), `a second ${name} (NAD+${qualifier})`);
          break;
        }
        const values: Record<string, string> = {};
        parties[name] = values;
        party = { name, values };
        set(values, 'name', `${name}.name`, segment, 'C080.3036', value(segment, 3, 0), `${name} name`);
        set(
          values,
          'additionalName',
          `${name}.additionalName`,
          segment,
          'C080.3036',
          value(segment, 3, 1),
          `${name} name, second line`,
        );
        set(values, 'street', `${name}.street`, segment, 'C059.3042', value(segment, 4, 0), `${name} street`);
        set(values, 'city', `${name}.city`, segment, '3164', value(segment, 5, 0), `${name} city`);
        set(values, 'zipCode', `${name}.zipCode`, segment, '3251', value(segment, 7, 0), `${name} zip code`);
        set(values, 'country', `${name}.country`, segment, '3207', value(segment, 8, 0), `${name} country`);
        places[name] = placeOf(segment);
        break;
      }
      case 'CTA':
        if (party)
          set(
            party.values,
            'contactName',
            `${party.name}.contactName`,
            segment,
            'C056.3412',
            value(segment, 1, 1),
            `${party.name} contact`,
          );
        break;
      case 'COM': {
        const field = { TE: 'phone', EM: 'email', AL: 'mobile' }[value(segment, 0, 1) ?? ''];
        if (party && field)
          set(
            party.values,
            field,
            `${party.name}.${field}`,
            segment,
            'C076.3148',
            value(segment, 0, 0),
            `${party.name} ${field}`,
          );
        break;
      }
      case 'GID': {
        const at = `cargoList.items[${items.length}]`;
        const values: Item = { hazmats: [] };
        items.push(values);
        item = { at, segment, values };
        hazmat = undefined;
        places[at] = placeOf(segment);
        const count = value(segment, 1, 0);
        set(values, 'colliQty', `${at}.colliQty`, segment, 'C213.7224', count, 'number of packages');
        if (count !== undefined) values.colliQty = numeric(count);
        set(
          values,
          'packingCode',
          `${at}.packingCode`,
          segment,
          'C213.7065',
          value(segment, 1, 1),
          'packing code',
        );
        break;
      }
      case 'FTX': {
        const text =
          (segment.elements[3] ?? [])
            .map((line) => line.trim())
            .filter(Boolean)
            .join(' ') || undefined;
        if (qualifier === 'AAA' && item)
          set(item.values, 'goods', `${item.at}.goods`, segment, 'C108.4440', text, 'goods');
        else if (qualifier === 'AAD' && hazmat)
          set(
            hazmat.values,
            'shippingName',
            `${hazmat.at}.shippingName`,
            segment,
            'C108.4440',
            text,
            'dangerous goods name',
          );
        break;
      }
      case 'MEA': {
        const kind = value(segment, 1, 0) ?? '';
        if (!MEASURE.includes(qualifier ?? '')) break;
        const target = GROSS.includes(kind) ? item : NET.includes(kind) ? hazmat : undefined;
        if (!target) break;
        const what = target === item ? 'weight' : 'net weight of the dangerous goods';
        const path = `${target.at}.weight`;
        places[path] = placeOf(segment, 'C174.6314', what);
        const unit = value(segment, 2, 0);
        const amount = value(segment, 2, 1);
        if (unit !== 'KGM')
          refuse(placeOf(segment, 'C174.6411'), `unit ${unit ?? 'missing'}; weights are given in KGM`, path);
        if (amount === undefined) refuse(placeOf(segment, 'C174.6314'), `${what} missing`, path);
        else target.values.weight = numeric(amount);
        break;
      }
      case 'DIM': {
        if (!item) break;
        const unit = value(segment, 1, 0);
        if (unit !== 'CMT') {
          refuse(
            placeOf(segment, 'C211.6411'),
            `unit ${unit ?? 'missing'}; dimensions are given in CMT`,
            `${item.at}.length`,
          );
          break;
        }
        for (const [index, field, element] of [
          [1, 'length', 'C211.6168'],
          [2, 'width', 'C211.6140'],
          [3, 'height', 'C211.6008'],
        ] as const) {
          const amount = value(segment, 1, index);
          places[`${item.at}.${field}`] = placeOf(segment, element, field);
          if (amount !== undefined) item.values[field] = numeric(amount);
        }
        break;
      }
      case 'DGS': {
        if (!item) {
          refuse(placeOf(segment), 'dangerous goods (DGS) belong to a goods item (after its GID)');
          break;
        }
        const at = `${item.at}.hazmats[${item.values.hazmats.length}]`;
        const values: Record<string, unknown> = {};
        item.values.hazmats.push(values);
        item.values.dangerousGoods = true;
        hazmat = { at, values };
        places[at] = placeOf(segment);
        places[`${item.at}.hazmats`] = placeOf(segment);
        if (qualifier !== 'ADR')
          refuse(placeOf(segment, '8273'), `regulation ${qualifier ?? 'missing'}; only ADR is read`, at);
        set(values, 'hazardClass', `${at}.hazardClass`, segment, 'C205.8351', value(segment, 1, 0), 'class');
        set(values, 'unNumber', `${at}.unNumber`, segment, 'C234.7124', value(segment, 2, 0), 'UN number');
        const group = value(segment, 4, 0);
        set(
          values,
          'packagingGroup',
          `${at}.packagingGroup`,
          segment,
          '8339',
          group && (PACKING_GROUPS[group] ?? group),
          'packing group',
        );
        // The UN packaging of the dangerous goods is the goods item's inner package (its second
        // C213, e.g. GID+2+1:KI+1:4G), else its package.
        const inner = value(item.segment, 2, 1);
        places[`${at}.packagingCode`] = inner
          ? placeOf(item.segment, 'C213.7065 (inner package)', 'UN packaging code')
          : placeOf(item.segment, 'C213.7065', 'packing code');
        const packaging = inner ?? item.values.packingCode;
        if (packaging !== undefined) values.packagingCode = packaging;
        if (values.unNumber === undefined)
          refuse(placeOf(segment, 'C234.7124'), 'UN number missing', `${at}.unNumber`);
        break;
      }
      default:
        break;
    }
  }

  const missing = (field: string, message: string) => refuse(placeOf(unh), message, field);
  if (!parties.sender) missing('sender', 'sender missing (NAD+CZ)');
  if (!parties.consignee) missing('consignee', 'consignee missing (NAD+CN)');
  if (payload.orderNumber === undefined && !reported.includes('orderNumber'))
    missing('orderNumber', 'order number missing (RFF+CU)');
  if (payload.shippingDate === undefined && !reported.includes('shippingDate'))
    missing('shippingDate', 'pick-up date missing (DTM+200)');
  if (payload.product === undefined) missing('product', 'product missing (TSR)');
  if (payload.shippingTerms === undefined) missing('shippingTerms', 'shipping terms missing (TOD)');
  if (items.length === 0) missing('cargoList', 'no goods items (GID)');
  for (const [index, values] of items.entries()) {
    const at = `cargoList.items[${index}]`;
    const gid = places[at] as FilePlace;
    if (values.goods === undefined && !reported.includes(`${at}.goods`))
      refuse(gid, 'goods description missing (FTX+AAA)', `${at}.goods`);
    if (!(`${at}.weight` in places)) refuse(gid, 'weight missing (MEA+AAE+AAB)', `${at}.weight`);
    for (const [entry] of values.hazmats.entries()) {
      const path = `${at}.hazmats[${entry}]`;
      if (!(`${path}.weight` in places))
        refuse(
          places[path] as FilePlace,
          'net weight of the dangerous goods missing (MEA+AAE+AAA)',
          `${path}.weight`,
        );
    }
  }

  const order: Record<string, unknown> = {
    ...payload,
    sender: parties.sender ?? {},
    consignee: parties.consignee ?? {},
    product: { identifier: payload.product },
    shippingTerms: { identifier: payload.shippingTerms },
    cargoList: { items },
  };
  return {
    order: { rows: [unh.position], payload: order as unknown as ShipmentPayloadInput, places, reported },
    errors,
  };
}

/**
 * The orders of an IFTMIN interchange: its envelope checked (UNB ... UNZ with matching control
 * reference and message count, UNH ... UNT with matching reference and segment count), each IFTMIN
 * message mapped by messageOrder. Problems name the segment and, where there is one, the element.
 */
export function iftminOrders(segments: EdifactSegment[]): IftminContent {
  const errors: FileError[] = [];
  const refuse = (place: FilePlace, message: string) => errors.push({ ...place, message });
  const [unb, ...rest] = segments;
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

  const messages: { unh: EdifactSegment; body: EdifactSegment[] }[] = [];
  let message: { unh: EdifactSegment; body: EdifactSegment[] } | undefined;
  let unz: EdifactSegment | undefined;
  const close = (at: EdifactSegment) => {
    if (!message) return;
    refuse(placeOf(message.unh), `the message has no UNT before segment ${at.position}`);
    messages.push(message);
    message = undefined;
  };
  for (const segment of rest) {
    if (unz) {
      refuse(placeOf(segment), 'a segment after UNZ; a file holds one interchange');
      continue;
    }
    switch (segment.tag) {
      case 'UNH':
        close(segment);
        message = { unh: segment, body: [] };
        break;
      case 'UNT': {
        if (!message) {
          refuse(placeOf(segment), 'UNT without UNH');
          break;
        }
        const count = value(segment, 0);
        const expected = segment.position - message.unh.position + 1;
        if (count !== String(expected))
          refuse(
            placeOf(segment, '0074'),
            `number of segments ${count ?? 'missing'}, the message has ${expected}`,
          );
        if (value(segment, 1) !== value(message.unh, 0))
          refuse(
            placeOf(segment, '0062'),
            `message reference ${value(segment, 1) ?? 'missing'} differs from UNH's ${value(message.unh, 0) ?? '(missing)'}`,
          );
        messages.push(message);
        message = undefined;
        break;
      }
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
  else {
    if (value(unz, 0) !== String(messages.length))
      refuse(
        placeOf(unz, '0036'),
        `number of messages ${value(unz, 0) ?? 'missing'}, the interchange has ${messages.length}`,
      );
    if (value(unz, 1) !== reference)
      refuse(
        placeOf(unz, '0020'),
        `control reference ${value(unz, 1) ?? 'missing'} differs from UNB's ${reference ?? '(missing)'}`,
      );
  }

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
