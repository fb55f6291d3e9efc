import { createHash, randomUUID } from 'node:crypto';
import type { Principal } from '../../contracts/access.ts';
import { ERASED_TEXT } from '../../contracts/personal-data.ts';
import type { ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import type {
  JourneyEntry,
  PodFile,
  PodFileKind,
  ProofOfDelivery,
  StatusReport,
} from '../../contracts/shipment/index.ts';
import { customerScope } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../domain/errors.ts';
import {
  isLive,
  type ShipmentEvent,
  type ShipmentState,
  shipmentDecider,
  shipmentStreamId,
} from '../domain/shipment/index.ts';
import { foldRecorded } from '../eventstore/index.ts';
import type { CommandContext } from './commands.ts';
import { assertShipmentVisible } from './tenancy.ts';

/**
 * Proof of delivery (docs/status.md, docs/decisions/0233): a signature or scanned delivery note is
 * uploaded first and named by the DELIVERED report; its bytes stay in `proof_of_delivery_files`,
 * the event keeps its id and SHA-256. Whoever may read the shipment downloads it.
 */

/** At most 5 MB per file. */
export const MAX_POD_BYTES = 5 * 1024 * 1024;

/** The file's type by its first bytes (PNG, JPEG, PDF), whatever its name says; none for others. */
export function podContentType(data: Buffer): string | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};

/** Who reports statuses uploads their files (as `mayReportStatuses` in statuses.ts). */
function mayUpload(principal: Principal): boolean {
  if (principal.client) return principal.client.scopes.includes('status:write');
  return principal.roles.some((role) => role === 'Admin' || role === 'All_NL_Admin' || role === 'NL_Admin');
}

type ReadContext = Pick<CommandContext, 'db' | 'eventStore' | 'principal'>;

async function visibleShipment(context: ReadContext, shipmentNumber: string) {
  const recorded = await context.eventStore.readStream(shipmentStreamId(shipmentNumber));
  const state = foldRecorded<ShipmentState, ShipmentEvent>(shipmentDecider, recorded);
  if (!isLive(state)) throw new NotFoundError('shipment.not-found');
  assertShipmentVisible(await customerScope(context.db, context.principal), state.emonsCustomerId);
  return { state, recorded };
}

/** Stores an uploaded file for a later DELIVERED report of the shipment; who reports may upload. */
export async function uploadPodFile(
  context: ReadContext,
  shipmentNumber: string,
  kind: PodFileKind,
  data: Buffer,
): Promise<PodFile> {
  if (!mayUpload(context.principal)) throw new ForbiddenError();
  await visibleShipment(context, shipmentNumber);
  const contentType = podContentType(data);
  if (!contentType)
    throw new ValidationError([{ field: 'file', defaultMessage: 'the file is not a PNG, JPEG or PDF' }]);
  const file: PodFile = {
    id: randomUUID(),
    kind,
    contentType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
  await context.db
    .insertInto('proof_of_delivery_files')
    .values({
      id: file.id,
      shipment_number: shipmentNumber,
      kind,
      content_type: contentType,
      size: file.size,
      sha256: file.sha256,
      data,
    })
    .execute();
  return file;
}

/**
 * The stored file a report names, checked before the report is recorded: a proof of delivery only
 * with DELIVERED, and only a file uploaded for this shipment.
 */
export async function podFileOfReport(
  db: Db,
  shipmentNumber: string,
  report: StatusReport,
): Promise<PodFile | undefined> {
  if (!report.pod) return undefined;
  if (report.status !== 'DELIVERED')
    throw new ValidationError([{ field: 'pod', defaultMessage: 'a proof of delivery only with DELIVERED' }]);
  if (!report.pod.fileId) return undefined;
  const row = await db
    .selectFrom('proof_of_delivery_files')
    .select(['id', 'kind', 'content_type', 'size', 'sha256'])
    .where('id', '=', report.pod.fileId)
    .where('shipment_number', '=', shipmentNumber)
    .executeTakeFirst();
  if (!row)
    throw new ValidationError([{ field: 'pod.fileId', defaultMessage: 'no such file of the shipment' }]);
  return { id: row.id, kind: row.kind, contentType: row.content_type, size: row.size, sha256: row.sha256 };
}

/** The proof of delivery as the history shows it: no erased receiver, the file without its id. */
export function proofOfDeliveryOf(pod: ShipmentStatusReported['data']['pod']): ProofOfDelivery | undefined {
  if (!pod) return undefined;
  const { receiverName, receivedAt, packages, condition, file } = pod;
  return {
    ...(receiverName && receiverName !== ERASED_TEXT ? { receiverName } : {}),
    ...(receivedAt ? { receivedAt } : {}),
    ...(packages !== undefined ? { packages } : {}),
    ...(condition ? { condition } : {}),
    ...(file
      ? { file: { kind: file.kind, contentType: file.contentType, size: file.size, sha256: file.sha256 } }
      : {}),
  };
}

/** The history's entries without the files that are no longer stored (a signature erased). */
export async function withStoredPodFiles(
  db: Db,
  shipmentNumber: string,
  entries: JourneyEntry[],
): Promise<JourneyEntry[]> {
  if (!entries.some((entry) => entry.pod?.file)) return entries;
  const stored = new Set(
    (
      await db
        .selectFrom('proof_of_delivery_files')
        .select('sha256')
        .where('shipment_number', '=', shipmentNumber)
        .execute()
    ).map((row) => row.sha256),
  );
  return entries.map((entry) => {
    if (!entry.pod?.file || stored.has(entry.pod.file.sha256)) return entry;
    const { file: _gone, ...pod } = entry.pod;
    return { ...entry, pod };
  });
}

/** A report's proof-of-delivery file for whoever may read the shipment; 404 when there is none. */
export async function downloadPodFile(context: ReadContext, shipmentNumber: string, reportId: string) {
  const { recorded } = await visibleShipment(context, shipmentNumber);
  const report = recorded.find(
    (event) =>
      event.type === 'ShipmentStatusReported' &&
      (event.data as ShipmentStatusReported['data']).reportId === reportId,
  );
  const file = (report?.data as ShipmentStatusReported['data'] | undefined)?.pod?.file;
  if (!file) throw new NotFoundError('shipment.pod.not-found');
  const row = await context.db
    .selectFrom('proof_of_delivery_files')
    .select(['content_type', 'data'])
    .where('id', '=', file.id)
    .where('shipment_number', '=', shipmentNumber)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('shipment.pod.not-found');
  return {
    contentType: row.content_type,
    filename: `proof-of-delivery-${shipmentNumber}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
    data: row.data,
  };
}

/** The link a mail gives to a report's proof of delivery, on the portal's base URL. */
export function podDownloadPath(shipmentNumber: string, reportId: string): string {
  return `/api/shipments/${encodeURIComponent(shipmentNumber)}/statuses/${encodeURIComponent(reportId)}/pod`;
}
