/*
 * The journey's catalogue as plain values, without zod, for the web app's first load; `journey.ts`
 * re-exports them beside its schemas.
 */

/**
 * The journey of a commissioned shipment (docs/status.md, docs/decisions/0230): the statuses the
 * forwarder's systems report after commissioning, each with a stable portal code, the UN/ECE
 * Recommendation 24 transport status code it aligns to (what IFTSTA carries in STS C555.4405), its
 * names, whether it ends the journey and whether it is an exception. The catalogue is data: codes
 * a forwarder's own systems use are mapped onto these portal codes before a report is recorded
 * (`JourneyCodeMapping`), never the other way round.
 */

export type JourneyLanguage = 'en' | 'de' | 'cs' | 'sk';
export type JourneyNames = Record<JourneyLanguage, string>;

export interface JourneyStatus {
  code: string;
  /** UN/ECE Recommendation 24 transport status code (EDIFACT 4405). */
  rec24: string;
  names: JourneyNames;
  /** Delivered, refused, returned: the journey is over. */
  ends: boolean;
  /** Something went wrong that someone should look at. */
  exception: boolean;
}

export const journeyStatuses = [
  {
    code: 'PICKED_UP',
    rec24: '13',
    names: { en: 'Picked up', de: 'Abgeholt', cs: 'Vyzvednuto', sk: 'Vyzdvihnuté' },
    ends: false,
    exception: false,
  },
  {
    code: 'RECEIVED',
    rec24: '29',
    names: {
      en: 'Received at branch',
      de: 'In der Niederlassung eingegangen',
      cs: 'Přijato na pobočce',
      sk: 'Prijaté na pobočke',
    },
    ends: false,
    exception: false,
  },
  {
    code: 'LOADED',
    rec24: '15',
    names: { en: 'Loaded', de: 'Verladen', cs: 'Naloženo', sk: 'Naložené' },
    ends: false,
    exception: false,
  },
  {
    code: 'DEPARTED',
    rec24: '24',
    names: { en: 'Departed', de: 'Abgefahren', cs: 'Odjelo', sk: 'Odišlo' },
    ends: false,
    exception: false,
  },
  {
    code: 'ARRIVED',
    rec24: '1',
    names: { en: 'Arrived', de: 'Angekommen', cs: 'Dorazilo', sk: 'Dorazilo' },
    ends: false,
    exception: false,
  },
  {
    code: 'OUT_FOR_DELIVERY',
    rec24: '31',
    names: {
      en: 'Out for delivery',
      de: 'In Zustellung',
      cs: 'Na cestě k příjemci',
      sk: 'Na ceste k príjemcovi',
    },
    ends: false,
    exception: false,
  },
  {
    code: 'DELIVERED',
    rec24: '21',
    names: { en: 'Delivered', de: 'Zugestellt', cs: 'Doručeno', sk: 'Doručené' },
    ends: true,
    exception: false,
  },
  {
    code: 'DELIVERY_ATTEMPTED',
    rec24: '23',
    names: {
      en: 'Delivery attempted',
      de: 'Zustellversuch',
      cs: 'Pokus o doručení',
      sk: 'Pokus o doručenie',
    },
    ends: false,
    exception: true,
  },
  {
    code: 'REFUSED',
    rec24: '23',
    names: {
      en: 'Refused by consignee',
      de: 'Annahme verweigert',
      cs: 'Příjemce odmítl převzetí',
      sk: 'Príjemca odmietol prevzatie',
    },
    ends: true,
    exception: true,
  },
  {
    code: 'DAMAGED',
    rec24: '18',
    names: { en: 'Damaged', de: 'Beschädigt', cs: 'Poškozeno', sk: 'Poškodené' },
    ends: false,
    exception: true,
  },
  {
    code: 'SHORT',
    rec24: '36',
    names: { en: 'Short (missing)', de: 'Fehlmenge', cs: 'Chybí', sk: 'Chýba' },
    ends: false,
    exception: true,
  },
  {
    code: 'OVER',
    rec24: '37',
    names: { en: 'Over (surplus)', de: 'Mehrmenge', cs: 'Přebytek', sk: 'Prebytok' },
    ends: false,
    exception: true,
  },
  {
    code: 'HELD',
    rec24: '20',
    names: { en: 'Held', de: 'Angehalten', cs: 'Zadrženo', sk: 'Zadržané' },
    ends: false,
    exception: true,
  },
  {
    code: 'RETURNED',
    rec24: '23',
    names: {
      en: 'Returned to sender',
      de: 'An Absender zurück',
      cs: 'Vráceno odesílateli',
      sk: 'Vrátené odosielateľovi',
    },
    ends: true,
    exception: true,
  },
] as const satisfies readonly JourneyStatus[];

export type JourneyStatusCode = (typeof journeyStatuses)[number]['code'];
export const journeyStatusCodes = journeyStatuses.map((status) => status.code) as [
  JourneyStatusCode,
  ...JourneyStatusCode[],
];

export interface JourneyReason {
  code: string;
  /** EDIFACT 9013 status reason code (Recommendation 24, part 2). */
  rec24: string;
  names: JourneyNames;
}

/** Why a status came about: mostly why a delivery failed. */
export const journeyReasons = [
  {
    code: 'CONSIGNEE_ABSENT',
    rec24: '6',
    names: {
      en: 'Consignee absent',
      de: 'Empfänger nicht angetroffen',
      cs: 'Příjemce nezastižen',
      sk: 'Príjemca nezastihnutý',
    },
  },
  {
    code: 'ADDRESS_NOT_FOUND',
    rec24: '9',
    names: {
      en: 'Address not found',
      de: 'Adresse nicht gefunden',
      cs: 'Adresa nenalezena',
      sk: 'Adresa nenájdená',
    },
  },
  {
    code: 'CLOSED',
    rec24: '7',
    names: { en: 'Business closed', de: 'Geschlossen', cs: 'Zavřeno', sk: 'Zatvorené' },
  },
  {
    code: 'REFUSED_BY_CONSIGNEE',
    rec24: '3',
    names: {
      en: 'Refused by consignee',
      de: 'Annahme verweigert',
      cs: 'Odmítnuto příjemcem',
      sk: 'Odmietnuté príjemcom',
    },
  },
  {
    code: 'NO_ACCESS',
    rec24: '6',
    names: { en: 'No access', de: 'Kein Zugang', cs: 'Nepřístupné', sk: 'Neprístupné' },
  },
  {
    code: 'OUTSIDE_AREA',
    rec24: '1',
    names: {
      en: 'Outside the delivery area',
      de: 'Außerhalb des Zustellgebiets',
      cs: 'Mimo oblast doručení',
      sk: 'Mimo oblasti doručenia',
    },
  },
  {
    code: 'DAMAGED',
    rec24: '14',
    names: { en: 'Damaged', de: 'Beschädigt', cs: 'Poškozeno', sk: 'Poškodené' },
  },
  {
    code: 'OTHER',
    rec24: '',
    names: { en: 'Other', de: 'Sonstiges', cs: 'Jiné', sk: 'Iné' },
  },
] as const satisfies readonly JourneyReason[];

export type JourneyReasonCode = (typeof journeyReasons)[number]['code'];
export const journeyReasonCodes = journeyReasons.map((reason) => reason.code) as [
  JourneyReasonCode,
  ...JourneyReasonCode[],
];

const statusByCode = new Map<string, JourneyStatus>(journeyStatuses.map((status) => [status.code, status]));
const reasonByCode = new Map<string, JourneyReason>(journeyReasons.map((reason) => [reason.code, reason]));

/** The catalogue's entry of a portal status code; undefined for a code it does not know. */
export function findJourneyStatus(code: string): JourneyStatus | undefined {
  return statusByCode.get(code);
}

export function findJourneyReason(code: string): JourneyReason | undefined {
  return reasonByCode.get(code);
}

/**
 * A forwarder's own status code mapped onto the catalogue: where admin-defined codes (a TMS's, a
 * scanner's) will be kept. Until then the portal's own codes map onto themselves.
 */
export interface JourneyCodeMapping {
  externalCode: string;
  status: JourneyStatusCode;
  reason?: JourneyReasonCode;
}

/** The portal status an incoming code stands for: a mapping's first, else the code itself. */
export function resolveJourneyCode(
  code: string,
  mappings: readonly JourneyCodeMapping[] = [],
): { status: JourneyStatusCode; reason?: JourneyReasonCode } | undefined {
  const mapped = mappings.find((mapping) => mapping.externalCode === code);
  if (mapped)
    return mapped.reason ? { status: mapped.status, reason: mapped.reason } : { status: mapped.status };
  return statusByCode.has(code) ? { status: code as JourneyStatusCode } : undefined;
}

export function journeyStatusName(code: string, language: string): string {
  const status = findJourneyStatus(code);
  if (!status) return code;
  return status.names[(language in status.names ? language : 'en') as JourneyLanguage];
}

export function journeyReasonName(code: string, language: string): string {
  const reason = findJourneyReason(code);
  if (!reason) return code;
  return reason.names[(language in reason.names ? language : 'en') as JourneyLanguage];
}

/** What decides the current status: the status and when it happened. */
export interface JourneyPoint {
  status: string;
  occurredAt: string;
}

/**
 * Whether a report becomes the shipment's current status: reports are ordered by when they
 * happened, not by when they arrived, so a late scan (older than the current status) is history
 * only; once the journey has ended (delivered, refused, returned), only another ending status
 * that happened later replaces it. At equal times the later report wins.
 */
export function becomesCurrent(current: JourneyPoint | undefined, report: JourneyPoint): boolean {
  if (!current) return true;
  if (Date.parse(report.occurredAt) < Date.parse(current.occurredAt)) return false;
  const ended = findJourneyStatus(current.status)?.ends ?? false;
  return !ended || (findJourneyStatus(report.status)?.ends ?? false);
}

/**
 * The statuses a reason belongs to (why a delivery failed, why it was refused, returned, held or
 * damaged); the others happen without one. The staff's dialog asks for a reason only for these,
 * and a forwarder's code maps to a reason only with one of them (docs/decisions/0236).
 */
export const journeyStatusesWithReason: readonly JourneyStatusCode[] = [
  'DELIVERY_ATTEMPTED',
  'REFUSED',
  'RETURNED',
  'HELD',
  'DAMAGED',
];

export function takesJourneyReason(status: string): boolean {
  return (journeyStatusesWithReason as readonly string[]).includes(status);
}
