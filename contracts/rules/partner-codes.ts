import type { CodeMappingKind } from '../masterdata/code-mappings.ts';

/**
 * The code mappings that ship with the portal (docs/decisions/0229), so that most partners need few
 * entries of their own: Incoterms 2010 and 2020 to the forwarder's shipping terms, UN/ECE
 * Recommendation 21 package codes to its packing codes, and the unit codes partners write besides
 * UN/ECE Recommendation 20's. A customer's own mapping of the same value wins; a value that is
 * already the portal's own code is taken as it is.
 */
export interface DefaultCodeMapping {
  kind: CodeMappingKind;
  partnerValue: string;
  portalValue: string;
  note: string;
}

const incoterms: [string, string, string][] = [
  ['EXW', '24', 'Incoterms 2010/2020 Ex Works'],
  ['FCA', '13', 'Incoterms 2010/2020 Free Carrier'],
  ['CPT', '14', 'Incoterms 2010/2020 Carriage Paid To'],
  ['CIP', '15', 'Incoterms 2010/2020 Carriage and Insurance Paid To'],
  ['DAP', '11', 'Incoterms 2010/2020 Delivered at Place'],
  ['DPU', '16', 'Incoterms 2020 Delivered at Place Unloaded'],
  ['DAT', '16', 'Incoterms 2010 Delivered at Terminal (DPU since 2020)'],
  ['DDP', '12', 'Incoterms 2010/2020 Delivered Duty Paid'],
];

/** UN/ECE Recommendation 21 (package type codes) to the forwarder's packing codes. */
const packages: [string, string, string][] = [
  ['PX', 'FP', 'Rec. 21 Pallet'],
  ['PE', 'FP', 'Rec. 21 Pallet, modular, collars 80 x 120 cm'],
  ['AF', 'HP', 'Rec. 21 Pallet, modular, collars 80 x 60 cm'],
  ['AH', 'IP', 'Rec. 21 Pallet, modular, collars 80 x 100 cm'],
  ['PB', 'GP', 'Rec. 21 Pallet, box'],
  ['CT', 'KT', 'Rec. 21 Carton'],
  ['BX', 'KI', 'Rec. 21 Box'],
  ['CS', 'KI', 'Rec. 21 Case'],
  ['CR', 'VS', 'Rec. 21 Crate'],
  ['PC', 'PK', 'Rec. 21 Parcel'],
  ['DR', 'FA', 'Rec. 21 Drum'],
  ['BA', 'FA', 'Rec. 21 Barrel'],
  ['JC', 'KS', 'Rec. 21 Jerrican, rectangular'],
  ['JY', 'KS', 'Rec. 21 Jerrican, cylindrical'],
  ['BJ', 'EI', 'Rec. 21 Bucket'],
  ['BG', 'SA', 'Rec. 21 Bag'],
  ['43', 'BB', 'Rec. 21 Bag, super bulk'],
  ['JB', 'BB', 'Rec. 21 Bag, jumbo'],
  ['WA', 'IB', 'Rec. 21 Intermediate bulk container'],
  ['BE', 'BU', 'Rec. 21 Bundle'],
  ['NE', 'ST', 'Rec. 21 Unpacked or unpackaged'],
];

/** Unit codes partners write for kilograms, grams, tonnes, pounds and lengths. */
const units: [string, string, string][] = [
  ['KG', 'KGM', 'kilogram'],
  ['KGS', 'KGM', 'kilogram'],
  ['G', 'GRM', 'gram'],
  ['T', 'TNE', 'tonne'],
  ['TO', 'TNE', 'tonne'],
  ['LB', 'LBR', 'pound'],
  ['LBS', 'LBR', 'pound'],
  ['CM', 'CMT', 'centimetre'],
  ['MM', 'MMT', 'millimetre'],
  ['M', 'MTR', 'metre'],
];

const entries = (kind: CodeMappingKind, rows: [string, string, string][]) =>
  rows.map(([partnerValue, portalValue, note]) => ({ kind, partnerValue, portalValue, note }));

export const DEFAULT_CODE_MAPPINGS: readonly DefaultCodeMapping[] = [
  ...entries('shippingTerms', incoterms),
  ...entries('packingCode', packages),
  ...entries('unit', units),
];

/** The units the order-file readers convert from: weights and lengths (UN/ECE Recommendation 20). */
export const PORTAL_UNITS = ['KGM', 'GRM', 'TNE', 'LBR', 'CMT', 'MMT', 'MTR'] as const;

/** A customer's mappings and the defaults, each by kind and partner value. */
export interface CodeTable {
  own: ReadonlyMap<string, string>;
  defaults: ReadonlyMap<string, string>;
}

const key = (kind: CodeMappingKind, partnerValue: string) =>
  `${kind}\u0000${partnerValue.trim().toUpperCase()}`;

const defaults = new Map(
  DEFAULT_CODE_MAPPINGS.map((entry) => [key(entry.kind, entry.partnerValue), entry.portalValue]),
);

export function codeTable(
  own: readonly { kind: CodeMappingKind; partnerValue: string; portalValue: string }[],
): CodeTable {
  return {
    own: new Map(own.map((entry) => [key(entry.kind, entry.partnerValue), entry.portalValue])),
    defaults,
  };
}

/**
 * The portal's value of a partner's `value`: the customer's own mapping when there is one, else the
 * value itself when it is one of the portal's `known` codes, else the default mapping; undefined
 * when none applies.
 */
export function portalCode(
  table: CodeTable,
  kind: CodeMappingKind,
  value: string,
  known: (code: string) => boolean = () => false,
): string | undefined {
  const own = table.own.get(key(kind, value));
  if (own !== undefined) return own;
  if (known(value)) return value;
  return table.defaults.get(key(kind, value));
}

/** The customer's own mapping of a partner's `value`, without defaults (parties). */
export function ownMapping(table: CodeTable, kind: CodeMappingKind, value: string): string | undefined {
  return table.own.get(key(kind, value));
}

/** The unit codes a reader converts through: the defaults, then the customer's own over them. */
export function unitCodes(table: CodeTable): Record<string, string> {
  const units: Record<string, string> = {};
  for (const source of [table.defaults, table.own])
    for (const [entry, portal] of source) {
      const [kind, partnerValue] = entry.split('\u0000');
      if (kind === 'unit' && partnerValue) units[partnerValue] = portal;
    }
  return units;
}
