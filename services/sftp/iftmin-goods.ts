import type { EdifactSegment } from '../files/edifact.ts';
import {
  at,
  type Item,
  inUnit,
  itemNumber,
  type MessageReading,
  numeric,
  placeOf,
  value,
} from './iftmin-reading.ts';

/**
 * The goods items of an IFTMIN message (docs/decisions/0106, 0226): one per GID, with its package
 * (GID C213, else PAC C202), goods description (FTX+AAA), weights and measures (MEA, DIM) in the
 * units partners send, and its dangerous goods (DGS). Package codes stay as the partner wrote them
 * (UN/ECE Recommendation 21 `CT`, `PX`, ... or its own): the code mapping translates them.
 */

/** Packing group of DGS 8339: 1, 2, 3 (or I, II, III) as the ADR table writes it. */
const PACKING_GROUPS: Record<string, string> = {
  '1': 'I',
  '2': 'II',
  '3': 'III',
  I: 'I',
  II: 'II',
  III: 'III',
};

/** MEA 6311 and C502.6313: gross weight (AAB, G, AAD) of the goods item, net (AAA, AAL, N) of its dangerous goods. */
const MEASURE = ['AAE', 'WT'];
const GROSS = ['AAB', 'G', 'AAD'];
const NET = ['AAA', 'AAL', 'N'];
/** MEA+AAE with C502.6313 LN, WD, HT: a dimension of the goods item (as DIM gives it). */
const DIMENSIONS: Record<string, 'length' | 'width' | 'height'> = { LN: 'length', WD: 'width', HT: 'height' };

/** Kilograms per unit of weight (MEA C174.6411) a partner may send. */
const KILOGRAMS_PER: Record<string, number> = { KGM: 1, GRM: 0.001, TNE: 1000, LBR: 0.45359237 };
/** Centimetres per unit of length (DIM C211.6411, MEA C174.6411). */
const CENTIMETRES_PER: Record<string, number> = { CMT: 1, MMT: 0.1, MTR: 100 };

export function readGoodsItem(reading: MessageReading, segment: EdifactSegment) {
  const index = reading.items.length;
  const itemAt = `cargoList.items[${index}]`;
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
  const code = value(segment, 1, 1);
  reading.set(values, 'packingCode', `${itemAt}.packingCode`, at(segment, 'C213.7065', 'packing code'), code);
}

/** PAC after a GID: its number of packages (7224) and package type (C202.7065), where the GID has none. */
export function readPackage(reading: MessageReading, segment: EdifactSegment) {
  const { item } = reading;
  if (!item) return;
  const count = value(segment, 0, 0);
  if (item.values.colliQty === undefined && count !== undefined) {
    reading.places[`${item.at}.colliQty`] = placeOf(segment, '7224', 'number of packages');
    item.values.colliQty = numeric(count);
  }
  const code = value(segment, 2, 0);
  if (item.values.packingCode === undefined && code !== undefined)
    reading.set(
      item.values,
      'packingCode',
      `${item.at}.packingCode`,
      at(segment, 'C202.7065', 'packing code'),
      code,
    );
}

export function readText(reading: MessageReading, segment: EdifactSegment) {
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

export function readMeasure(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0) ?? '';
  const kind = value(segment, 1, 0) ?? '';
  if (!MEASURE.includes(qualifier)) return;
  const dimension = DIMENSIONS[kind];
  if (dimension && reading.item) return readMeasuredDimension(reading, segment, dimension);
  if (GROSS.includes(kind) && !reading.item) return readTotalWeight(reading, segment);
  const target = GROSS.includes(kind) ? reading.item : NET.includes(kind) ? reading.hazmat : undefined;
  const unit = reading.unit(value(segment, 2, 0));
  // A weight under another attribute (EANCOM `X7E`, ...) is named if the goods item gets no weight.
  if (!target && reading.item && !reading.hazmat && KILOGRAMS_PER[unit ?? ''] !== undefined && kind)
    reading.item.values.unreadWeight ??= { kind, place: placeOf(segment, 'C502.6313') };
  if (!target) return;
  const hazmat = target === reading.hazmat;
  const path = `${target.at}.weight`;
  reading.places[path] = placeOf(
    segment,
    'C174.6314',
    hazmat ? 'net weight of the dangerous goods' : 'weight',
  );
  const amount = value(segment, 2, 1);
  const factor = KILOGRAMS_PER[unit ?? ''];
  const field = { field: path };
  if (factor === undefined)
    reading.refuse(
      placeOf(segment, 'C174.6411'),
      'orderFile.iftmin.weightUnit',
      { ...field, unit: unit ?? '' },
      path,
    );
  if (amount === undefined)
    reading.refuse(placeOf(segment, 'C174.6314'), 'orderFile.iftmin.valueMissing', field, path);
  else target.values.weight = inUnit(amount, factor ?? 1);
}

/** A gross weight before the first GID: the message's, taken for its one goods item that has none. */
function readTotalWeight(reading: MessageReading, segment: EdifactSegment) {
  const factor = KILOGRAMS_PER[reading.unit(value(segment, 2, 0)) ?? ''];
  const amount = value(segment, 2, 1);
  if (factor !== undefined && amount !== undefined)
    reading.totalWeight = { amount: inUnit(amount, factor), place: placeOf(segment, 'C174.6314', 'weight') };
}

function readMeasuredDimension(
  reading: MessageReading,
  segment: EdifactSegment,
  field: 'length' | 'width' | 'height',
) {
  const item = reading.item as NonNullable<MessageReading['item']>;
  const path = `${item.at}.${field}`;
  reading.places[path] = placeOf(segment, 'C174.6314', field);
  const unit = reading.unit(value(segment, 2, 0));
  const factor = CENTIMETRES_PER[unit ?? ''];
  const amount = value(segment, 2, 1);
  if (factor === undefined)
    reading.refuse(
      placeOf(segment, 'C174.6411'),
      'orderFile.iftmin.dimensionUnit',
      { field: path, unit: unit ?? '' },
      path,
    );
  else if (amount !== undefined) item.values[field] = inUnit(amount, factor);
}

export function readDimensions(reading: MessageReading, segment: EdifactSegment) {
  const { item } = reading;
  if (!item) return;
  const unit = reading.unit(value(segment, 1, 0));
  const factor = CENTIMETRES_PER[unit ?? ''];
  if (factor === undefined) {
    const path = `${item.at}.length`;
    reading.refuse(
      placeOf(segment, 'C211.6411'),
      'orderFile.iftmin.dimensionUnit',
      { field: path, unit: unit ?? '' },
      path,
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

export function readDangerousGoods(reading: MessageReading, segment: EdifactSegment) {
  const { item } = reading;
  if (!item) {
    reading.refuse(placeOf(segment), 'orderFile.iftmin.dangerousGoodsOutsideItem');
    return;
  }
  const qualifier = value(segment, 0);
  const entry = item.values.hazmats.length;
  const hazmatAt = `${item.at}.hazmats[${entry}]`;
  const numbers = { ...itemNumber(reading.items.length - 1), m: entry + 1 };
  const values: Record<string, unknown> = {};
  item.values.hazmats.push(values);
  item.values.dangerousGoods = true;
  reading.hazmat = { at: hazmatAt, values };
  reading.places[hazmatAt] = placeOf(segment);
  reading.places[`${item.at}.hazmats`] = placeOf(segment);
  if (qualifier !== 'ADR')
    reading.refuse(
      placeOf(segment, '8273'),
      'orderFile.iftmin.regulation',
      { regulation: qualifier ?? '' },
      hazmatAt,
    );
  reading.set(
    values,
    'hazardClass',
    `${hazmatAt}.hazardClass`,
    at(segment, 'C205.8351', 'class'),
    value(segment, 1, 0),
  );
  // A UN number as `UN1090` or `1090`.
  const unNumber = value(segment, 2, 0)?.replace(/^UN\s*/i, '');
  reading.set(values, 'unNumber', `${hazmatAt}.unNumber`, at(segment, 'C234.7124', 'UN number'), unNumber);
  const group = value(segment, 4, 0);
  const packingGroup = group && (PACKING_GROUPS[group] ?? group);
  reading.set(
    values,
    'packagingGroup',
    `${hazmatAt}.packagingGroup`,
    at(segment, '8339', 'packing group'),
    packingGroup,
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
    reading.refuse(
      placeOf(segment, 'C234.7124'),
      'orderFile.iftmin.unNumberMissing',
      numbers,
      `${hazmatAt}.unNumber`,
    );
}
