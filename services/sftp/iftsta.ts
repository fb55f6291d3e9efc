import { createHash } from 'node:crypto';
import {
  type JourneyReasonCode,
  type JourneyStatusCode,
  journeyReasons,
  journeyStatuses,
  resolveJourneyCode,
  type StatusReport,
  statusReportSchema,
} from '../../contracts/shipment/journey.ts';
import { type EdifactSegment, EdifactSyntaxError, edifactText, readEdifact } from '../files/edifact.ts';
import { FileLimitError } from '../files/limits.ts';
import { type ReceivedInterchange, receivedInterchange } from './acknowledgements.ts';
import { value } from './iftmin-reading.ts';
import { edifactLimits } from './order-files.ts';

/**
 * IFTSTA (transport status) as docs/status.md describes it: each STS segment group of a message is
 * one status report of the shipment its consignment (CNI) names, mapped to the report
 * POST /api/shipments/{n}/statuses takes. Pure: which reports exist is decided by the use case.
 */

/** The directories read (UNH S009.0052:0054, agency UN). */
export const IFTSTA_VERSIONS = ['D:96A', 'D:01B'] as const;

/** A problem of a file: the segment it stands at (0 for the file as a whole) and what is wrong. */
export interface StatusProblem {
  position: number;
  message: string;
}

export interface IftstaReport {
  shipmentNumber: string;
  report: StatusReport;
  /** The position of its STS segment. */
  position: number;
}

export interface IftstaMessage {
  /** UNH 0062, and the positions of UNH and of the message's last segment. */
  reference: string;
  first: number;
  last: number;
  reports: IftstaReport[];
  /** Reports of the message that cannot be read, each named by its segment. */
  problems: StatusProblem[];
}

export interface IftstaContent {
  messages: IftstaMessage[];
  /** Problems of the interchange outside its messages (UNB, UNZ, a message that is no IFTSTA). */
  errors: StatusProblem[];
  envelope?: ReceivedInterchange;
}

const problemAt = (segment: EdifactSegment, element: string | undefined, message: string) => ({
  position: segment.position,
  message: `segment ${segment.position} ${segment.tag}${element ? `, element ${element}` : ''}: ${message}`,
});

/**
 * The portal status a Rec. 24 code (STS C555.4405) stands for: where several portal statuses share
 * it (23: DELIVERY_ATTEMPTED, REFUSED, RETURNED) the portal code in C555.4404 decides, else the
 * reason 3 (refused by the consignee) means REFUSED, else the first of the catalogue
 * (DELIVERY_ATTEMPTED). A portal code written in 4405 itself is taken as well.
 */
export function statusOfRec24(
  code: string,
  description?: string,
  reasonRec24?: string,
): JourneyStatusCode | undefined {
  const candidates = journeyStatuses.filter((status) => status.rec24 === code);
  if (candidates.length === 0) return resolveJourneyCode(code)?.status;
  const named = candidates.find((status) => status.code === description);
  if (named) return named.code;
  if (candidates.length > 1 && reasonRec24 === '3' && candidates.some((status) => status.code === 'REFUSED'))
    return 'REFUSED';
  return candidates[0]?.code;
}

/**
 * The portal reason of a status reason (STS C556.9013, Rec. 24 part 2): the portal code in
 * C556.4494 when it is one with that code, else the first of the catalogue with the code, else OTHER.
 */
export function reasonOfRec24(code: string, description?: string): JourneyReasonCode {
  const named = journeyReasons.find((reason) => reason.code === description);
  if (named && (named.rec24 === code || code === '')) return named.code;
  return journeyReasons.find((reason) => reason.rec24 !== '' && reason.rec24 === code)?.code ?? 'OTHER';
}

const pad2 = /^\d{2}$/;

/**
 * A DTM C507.2380 as an ISO 8601 instant: 203 (CCYYMMDDHHMM) and 204 (CCYYMMDDHHMMSS) are UTC,
 * 205 (CCYYMMDDHHMMZHHMM) carries its offset. Undefined for another format or an impossible time.
 */
export function instantOf(text: string, format: string): string | undefined {
  const match =
    format === '203'
      ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text)
      : format === '204'
        ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text)
        : format === '205'
          ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})([+-])(\d{2})(\d{2})$/.exec(text)
          : null;
  if (!match) return undefined;
  const [, year, month, day, hour, minute] = match;
  const seconds = format === '204' ? match[6] : '00';
  const offset = format === '205' ? `${match[6]}${match[7]}:${match[8]}` : 'Z';
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${seconds}${offset}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || !pad2.test(month ?? '')) return undefined;
  // Date rolls 31 November over into December; such a time is refused instead.
  const local = new Date(`${year}-${month}-${day}T00:00:00Z`);
  if (local.getUTCDate() !== Number(day) || Number(hour) > 23 || Number(minute) > 59) return undefined;
  return iso;
}

interface StatusGroup {
  sts: EdifactSegment;
  index: number;
  reportId?: string;
  dtm?: EdifactSegment;
  loc?: EdifactSegment;
  remarks: string[];
  ssccs: string[];
}

interface Consignment {
  shipmentNumber?: string;
  dtm?: EdifactSegment;
  groups: StatusGroup[];
}

const STATUS_DATES = ['334', '7'];

/** The consignments of a message's segments, each with its STS groups. */
function consignmentsOf(body: EdifactSegment[]): Consignment[] {
  const consignments: Consignment[] = [];
  let consignment: Consignment | undefined;
  let group: StatusGroup | undefined;
  let index = 0;
  const current = () => {
    if (!consignment) {
      consignment = { groups: [] };
      consignments.push(consignment);
    }
    return consignment;
  };
  for (const segment of body) {
    const qualifier = value(segment, 0) ?? '';
    switch (segment.tag) {
      case 'CNI':
        consignment = { groups: [], ...optional('shipmentNumber', value(segment, 1)) };
        consignments.push(consignment);
        group = undefined;
        break;
      case 'STS':
        index++;
        group = { sts: segment, index, remarks: [], ssccs: [] };
        current().groups.push(group);
        break;
      case 'RFF': {
        const reference = value(segment, 0, 1);
        if (group && qualifier === 'TN' && reference) group.reportId ??= reference;
        else if (!group && qualifier === 'CN' && reference) current().shipmentNumber ??= reference;
        break;
      }
      case 'DTM':
        if (!STATUS_DATES.includes(qualifier)) break;
        if (group) group.dtm ??= segment;
        else current().dtm ??= segment;
        break;
      case 'LOC':
        if (group) group.loc ??= segment;
        break;
      case 'FTX':
        if (group) group.remarks.push(...(segment.elements[3] ?? []).filter((part) => part.trim() !== ''));
        break;
      case 'GIN':
        if (group && qualifier === 'BJ')
          for (const element of segment.elements.slice(1))
            for (const code of element) if (/^\d{18}$/.test(code)) group.ssccs.push(code);
        break;
    }
  }
  return consignments;
}

const optional = <K extends string>(key: K, text: string | undefined) =>
  (text ? { [key]: text } : {}) as Partial<Record<K, string>>;

/** A report id of visible ASCII within 64 characters: the one given, else derived from where it stands. */
function reportIdOf(
  group: StatusGroup,
  envelope: { sender: string; reference: string },
  message: string,
  sscc: { index: number; count: number },
): string {
  const suffix = sscc.count > 1 ? `-${sscc.index + 1}` : '';
  const given = group.reportId ? `${group.reportId}${suffix}` : undefined;
  const derived = given ?? `${envelope.reference}-${message}-${group.index}${suffix}`;
  if (/^[\x21-\x7E]{1,64}$/.test(derived)) return derived;
  const hash = createHash('sha256')
    .update([envelope.sender, envelope.reference, message, group.index, given ?? ''].join('\n'))
    .digest('hex');
  return `IFTSTA-${hash.slice(0, 40)}${suffix}`;
}

/** LOC+<qualifier>+<branch>:::<city>+<country>+<zip code>: where it happened. */
function placeOf(loc: EdifactSegment | undefined): StatusReport['place'] | undefined {
  if (!loc) return undefined;
  const place = {
    ...optional('branch', value(loc, 1)),
    ...optional('city', value(loc, 1, 3)),
    ...optional('country', value(loc, 2)?.toUpperCase()),
    ...optional('zipCode', value(loc, 3)),
  };
  return Object.keys(place).length > 0 ? place : undefined;
}

/** The reports of one STS group (one per SSCC its GIN names), or the problems that refuse it. */
function groupReports(
  consignment: Consignment,
  group: StatusGroup,
  envelope: { sender: string; reference: string },
  message: string,
): { reports: IftstaReport[]; problems: StatusProblem[] } {
  const { sts } = group;
  const problems: StatusProblem[] = [];
  const code = value(sts, 1) ?? '';
  const reasonCode = value(sts, 2) ?? '';
  const reasonName = value(sts, 2, 3);
  const status = code ? statusOfRec24(code, value(sts, 1, 3), reasonCode) : undefined;
  if (!status)
    problems.push(
      problemAt(sts, 'C555.4405', code ? `status "${code}" is no status the portal reads` : 'status missing'),
    );
  const dtm = group.dtm ?? consignment.dtm;
  const occurredAt = dtm ? instantOf(value(dtm, 0, 1) ?? '', value(dtm, 0, 2) ?? '') : undefined;
  if (!dtm) problems.push(problemAt(sts, undefined, 'no DTM+334 or DTM+7 says when it happened'));
  else if (!occurredAt)
    problems.push(
      problemAt(
        dtm,
        'C507.2380',
        `date "${value(dtm, 0, 1) ?? ''}" in format "${value(dtm, 0, 2) ?? ''}" is no time (203, 204 or 205)`,
      ),
    );
  const { shipmentNumber } = consignment;
  if (!shipmentNumber)
    problems.push(problemAt(sts, undefined, 'no shipment number (CNI C503.1004 or RFF+CN) before it'));
  if (problems.length > 0 || !status || !occurredAt || !shipmentNumber) return { reports: [], problems };
  const base = {
    status,
    occurredAt,
    ...(placeOf(group.loc) ? { place: placeOf(group.loc) } : {}),
    ...(reasonCode || reasonName ? { reason: reasonOfRec24(reasonCode, reasonName) } : {}),
    ...(group.remarks.length > 0 ? { remarks: group.remarks.join(' ') } : {}),
  };
  const ssccs: (string | undefined)[] = group.ssccs.length > 0 ? group.ssccs : [undefined];
  const reports: IftstaReport[] = [];
  ssccs.forEach((sscc, index) => {
    const reportId = reportIdOf(group, envelope, message, { index, count: ssccs.length });
    const parsed = statusReportSchema.safeParse({ reportId, ...base, ...(sscc ? { sscc } : {}) });
    if (parsed.success) reports.push({ shipmentNumber, report: parsed.data, position: sts.position });
    else
      for (const issue of parsed.error.issues)
        problems.push(problemAt(sts, undefined, `${issue.path.join('.')}: ${issue.message}`));
  });
  return { reports, problems };
}

/** The reports of an IFTSTA interchange's segments, message by message. */
export function iftstaReports(segments: EdifactSegment[]): IftstaContent {
  const errors: StatusProblem[] = [];
  const envelope = receivedInterchange(segments);
  if (!envelope)
    return { messages: [], errors: [{ position: 1, message: 'segment 1: the file has no UNB' }] };
  if (!envelope.reference) errors.push({ position: 1, message: 'UNB: control reference (0020) missing' });
  const sender = envelope.sender[0] ?? '';
  const messages: IftstaMessage[] = [];
  for (const received of envelope.messages) {
    const unh = segments.find((segment) => segment.position === received.first) as EdifactSegment;
    const body = segments.filter(
      (segment) => segment.position > received.first && segment.position <= received.last,
    );
    const unt = body.find((segment) => segment.tag === 'UNT');
    const message: IftstaMessage = {
      reference: received.reference,
      first: received.first,
      last: received.last,
      reports: [],
      problems: [],
    };
    messages.push(message);
    const [type, directory, release] = received.identifier;
    if (type !== 'IFTSTA') {
      message.problems.push(problemAt(unh, 'S009.0065', `message type "${type ?? ''}" is no IFTSTA`));
      continue;
    }
    if (!(IFTSTA_VERSIONS as readonly string[]).includes(`${directory}:${release}`))
      message.problems.push(
        problemAt(unh, 'S009.0054', `version ${directory}:${release} is not read (D:96A, D:01B)`),
      );
    if (!unt) message.problems.push(problemAt(unh, undefined, 'the message has no UNT'));
    else if (value(unt, 0) !== String(unt.position - unh.position + 1))
      message.problems.push(
        problemAt(
          unt,
          '0074',
          `segment count "${value(unt, 0) ?? ''}" should be ${unt.position - unh.position + 1}`,
        ),
      );
    if (message.problems.length > 0) continue;
    for (const consignment of consignmentsOf(body))
      for (const group of consignment.groups) {
        const read = groupReports(
          consignment,
          group,
          { sender, reference: envelope.reference },
          received.reference,
        );
        message.reports.push(...read.reports);
        message.problems.push(...read.problems);
      }
    if (message.reports.length === 0 && message.problems.length === 0)
      message.problems.push(problemAt(unh, undefined, 'the message has no STS segment'));
  }
  checkTrailer(segments, envelope, errors);
  return { messages, errors, envelope };
}

/** UNZ: present, with the interchange's message count and control reference. */
function checkTrailer(segments: EdifactSegment[], envelope: ReceivedInterchange, errors: StatusProblem[]) {
  const unz = segments.find((segment) => segment.tag === 'UNZ');
  if (!unz) {
    errors.push({ position: 0, message: 'the interchange has no UNZ' });
    return;
  }
  if (value(unz, 0) !== String(envelope.messages.length))
    errors.push(
      problemAt(unz, '0036', `message count "${value(unz, 0) ?? ''}" should be ${envelope.messages.length}`),
    );
  if (value(unz, 1) !== envelope.reference)
    errors.push(problemAt(unz, '0020', `control reference "${value(unz, 1) ?? ''}" is not UNB's`));
}

/**
 * An IFTSTA file's reports, read inside a bounded worker (docs/decisions/0080): a file that is no
 * EDIFACT, or beyond the bounds, is a problem of the file as a whole.
 */
export function iftstaFileContent(input: { data: Uint8Array }): IftstaContent {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  try {
    return iftstaReports(readEdifact(edifactText(data), edifactLimits()));
  } catch (error) {
    if (error instanceof EdifactSyntaxError)
      return {
        messages: [],
        errors: [{ position: error.position, message: `segment ${error.position}: ${error.message}` }],
      };
    if (error instanceof FileLimitError)
      return { messages: [], errors: [{ position: 0, message: error.message }] };
    throw error;
  }
}
