import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';
import type { EdifactSegment } from '../files/edifact.ts';
import { problemText } from './field-names.ts';
import type { FileError, FileOrder, FilePlace, PartyId, PartyRole } from './file-order.ts';

/**
 * An IFTMIN message as its segments are read (iftmin-segments.ts holds the handlers): the values,
 * where each came from, the parties and places named by NAD and LOC, and the problems, each with its
 * catalogue key (services/i18n/messages/order-files.ts) so that the report speaks the customer's
 * language.
 */

/** `segment 14 MEA, element C174.6314`, or without the element; `what` names the value read there. */
export function placeOf(segment: Pick<EdifactSegment, 'position' | 'tag'>, element?: string, what?: string) {
  const place: FilePlace = {
    row: segment.position,
    column: element ?? segment.tag,
    place: `segment ${segment.position} ${segment.tag}${element ? `, element ${element}` : ''}${what ? ` (${what})` : ''}`,
    segment: { position: segment.position, tag: segment.tag, ...(element ? { element } : {}) },
  };
  return place;
}

/** The component `component` of element `element` (both from 0), undefined when empty or absent. */
export function value(segment: EdifactSegment, element: number, component = 0): string | undefined {
  const text = segment.elements[element]?.[component]?.trim();
  return text ? text : undefined;
}

/** The data of a segment as the partner wrote it, without its tag and without empty ends (`19+A4`). */
export function segmentText(segment: EdifactSegment): string | undefined {
  const elements = segment.elements.map((components) => {
    const kept = [...components];
    while (kept.length > 0 && (kept[kept.length - 1] ?? '').trim() === '') kept.pop();
    return kept.join(':');
  });
  while (elements.length > 0 && elements[elements.length - 1] === '') elements.pop();
  return elements.length > 0 ? elements.join('+') : undefined;
}

/** A number where the value is one (decimal comma or point); the text otherwise, for the contract. */
export function numeric(text: string): number | string {
  const number = Number(text.replace(',', '.'));
  return text !== '' && Number.isFinite(number) ? number : text;
}

/**
 * A measure in the portal's unit (whole kilograms, whole centimetres): a number given in another
 * unit is converted and rounded, never below 1; one in the portal's unit stays as written, so that
 * the contract refuses a fraction as at every door (docs/rules.md); text that is no number stays
 * text for the contract.
 */
export function inUnit(text: string, factor: number): number | string {
  const amount = numeric(text);
  if (typeof amount !== 'number' || factor === 1) return amount;
  return Math.max(1, Math.round(amount * factor));
}

export type Item = Record<string, unknown> & { hazmats: Record<string, unknown>[] };
export type PartyName = 'sender' | 'consignee';

/** A party as NAD (or LOC) named it, before the roles are settled at the end of the message. */
export interface PartyReading {
  qualifier: string;
  segment: EdifactSegment;
  values: Record<string, string>;
  /** Where each value stands: segment, element and what the element holds. */
  places: Record<string, { segment: EdifactSegment; element: string; what: string }>;
  id?: PartyId;
}

/** A place named by LOC: its role, its id and name, and where it stands. */
export interface LocationReading {
  role: PartyRole | 'shippingTerms';
  segment: EdifactSegment;
  id?: string;
  agency?: string;
  name?: string;
  country?: string;
}

/** An order as its message's segments are read: the values, where each came from, the problems. */
export class MessageReading {
  readonly errors: FileError[] = [];
  readonly places: Record<string, FilePlace>;
  readonly reported: string[] = [];
  readonly payload: Record<string, unknown> = { deliveryNotes: [] };
  /** The parties in the order NAD named them, and the places LOC named. */
  readonly partyReadings: PartyReading[] = [];
  readonly locations: LocationReading[] = [];
  /** The sender and consignee once settled (settleParties), with their ids and the loading site. */
  readonly parties: Partial<Record<PartyName, Record<string, string>>> = {};
  readonly partyIds: NonNullable<FileOrder['partyIds']> = {};
  loadingSite: FileOrder['loadingSite'];
  shippingTermsPlace: FileOrder['shippingTermsPlace'];
  readonly items: Item[] = [];
  /** The gross weight MEA gave for the whole message (before the first GID). */
  totalWeight: { amount: number | string; place: FilePlace } | undefined;
  /** The party the next CTA and COM belong to. */
  party: PartyReading | undefined;
  /** The goods item the next FTX, MEA, DIM, PAC and DGS belong to. */
  item: { at: string; segment: EdifactSegment; values: Item } | undefined;
  /** The dangerous goods the next FTX+AAD and net MEA belong to. */
  hazmat: { at: string; values: Record<string, unknown> } | undefined;
  readonly unh: EdifactSegment;

  /** A partner's unit codes and the portal's (code mappings and their defaults, docs/decisions/0229). */
  private readonly units: Readonly<Record<string, string>>;

  constructor(unh: EdifactSegment, units: Readonly<Record<string, string>> = {}) {
    this.unh = unh;
    this.places = { '': placeOf(unh) };
    this.units = units;
  }

  /** The unit a partner wrote, as the portal reads it: `KGS` is `KGM` by the default mapping. */
  unit(code: string | undefined): string | undefined {
    return code === undefined ? undefined : (this.units[code.toUpperCase()] ?? code);
  }

  /**
   * A problem at `place`, by its catalogue key and parameters (the English text for logs); `field`
   * is then reported, so the contract's error on it is not repeated.
   */
  refuse(place: FilePlace, code: string, params: Record<string, string | number> = {}, field?: string) {
    this.errors.push({ ...place, message: problemText('en', code, params), code, params });
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

  /** The order as the contract takes it, with the places of its values and what the mapping translates. */
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
      ...(Object.keys(this.partyIds).length > 0 ? { partyIds: this.partyIds } : {}),
      ...(this.loadingSite ? { loadingSite: this.loadingSite } : {}),
      ...(this.shippingTermsPlace ? { shippingTermsPlace: this.shippingTermsPlace } : {}),
    };
  }
}

export type SegmentHandler = (reading: MessageReading, segment: EdifactSegment) => void;

export const at = (segment: EdifactSegment, element: string, what: string) => ({ segment, element, what });

/** Goods item `index` (from 0) as the catalogue counts it (from 1). */
export const itemNumber = (index: number) => ({ n: index + 1 });
