import { createHash } from 'node:crypto';
import type { ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import { findJourneyReason, findJourneyStatus } from '../../contracts/shipment/journey.ts';
import { type Element, preparedAt, segment } from './acknowledgements.ts';

/**
 * The IFTSTA (D.96A) a customer with SFTP_IFTSTA_OUT receives in its outbox/ for each status report
 * of its shipments (docs/status.md, docs/decisions/0232). Pure and deterministic: the same report
 * gives the same file name and the same bytes, so writing it again changes nothing. Remarks and
 * the reporter are not written (as in webhooks): they are the forwarder's notes and may name people.
 */

/** UNB S002.0004 of the portal's interchanges. */
export const PORTAL_EDI_ID = 'FREIGHTPORTAL';

const SYNTAX = 'UNOC';

const hashOf = (shipmentNumber: string, reportId: string) =>
  createHash('sha256').update(`${shipmentNumber}\n${reportId}`).digest('hex');

/** `status-<shipment>-<12 hex of the report id>.iftsta.edi`: one file per report. */
export function iftstaFileName(shipmentNumber: string, reportId: string): string {
  return `status-${shipmentNumber}-${hashOf(shipmentNumber, reportId).slice(0, 12)}.iftsta.edi`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO 8601 instant with offset as DTM format 205 (CCYYMMDDHHMMZHHMM), keeping its offset. */
export function dtm205(instant: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(
    instant,
  );
  if (!match) throw new Error(`not an instant with offset: ${instant}`);
  const [, year, month, day, hour, minute, zone] = match;
  const offset = zone === 'Z' ? '+0000' : (zone ?? '').replace(':', '');
  return `${year}${month}${day}${hour}${minute}${offset}`;
}

/** DTM format 203 in UTC. */
const dtm203 = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}`;

/**
 * One status report as an IFTSTA interchange to the customer: BGM+23 (status information), CNI with
 * the shipment number, STS with the Rec. 24 code and the portal code (C555.4404) and the reason
 * (C556.9013, its portal code in C556.4494), RFF+TN with the report id, DTM+334 (format 205), LOC+175
 * with branch, city, country and zip code, and GID, PCI and GIN+BJ for the package's SSCC.
 * `preparedAt` is when the report was recorded, so that the interchange is the same every time.
 */
export function iftstaMessage(
  customerId: string,
  data: ShipmentStatusReported['data'],
  preparedOn: Date,
): { name: string; data: Buffer } {
  const write = (tag: string, ...elements: Element[]) => segment(SYNTAX, tag, ...elements);
  const reference = `S${hashOf(data.shipmentNumber, data.reportId).slice(0, 13).toUpperCase()}`;
  const status = findJourneyStatus(data.status);
  const reason = data.reason ? findJourneyReason(data.reason) : undefined;
  const body = [
    write('BGM', '23', reference, '9'),
    write('DTM', ['137', dtm203(preparedOn), '203']),
    write('CNI', '1', data.shipmentNumber),
    write(
      'STS',
      '1',
      [status?.rec24 ?? '', undefined, undefined, data.status],
      reason ? [reason.rec24, undefined, undefined, reason.code] : undefined,
    ),
    write('RFF', ['TN', data.reportId]),
    write('DTM', ['334', dtm205(data.occurredAt), '205']),
  ];
  const { place } = data;
  if (place)
    body.push(
      write('LOC', '175', [place.branch, undefined, undefined, place.city], place.country, place.zipCode),
    );
  if (data.sscc) body.push(write('GID', '1'), write('PCI', '33E'), write('GIN', 'BJ', data.sscc));
  const lines = [
    "UNA:+.? '",
    write(
      'UNB',
      [SYNTAX, '3'],
      [PORTAL_EDI_ID, 'ZZZ'],
      [customerId, 'ZZZ'],
      preparedAt(preparedOn, '3'),
      reference,
    ),
    write('UNH', '1', ['IFTSTA', 'D', '96A', 'UN']),
    ...body,
    write('UNT', String(body.length + 2), '1'),
    write('UNZ', '1', reference),
  ];
  return {
    name: iftstaFileName(data.shipmentNumber, data.reportId),
    data: Buffer.from(`${lines.join('\n')}\n`, 'latin1'),
  };
}
