import type { Principal } from '../../contracts/access.ts';
import type { ShipmentStatusReported } from '../../contracts/shipment/events.ts';
import {
  findJourneyStatus,
  type JourneyCurrent,
  type JourneyEntry,
  type JourneyStatusCode,
  type JourneyTimeline,
  newestFirst,
  type ResolvedStatusReport,
  resolveJourneyCode,
  type StatusReport,
  type StatusReportResult,
  statusReportSchema,
} from '../../contracts/shipment/index.ts';
import { customerScope } from '../access/index.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../domain/errors.ts';
import {
  isLive,
  type SavedShipment,
  type ShipmentEvent,
  type ShipmentState,
  shipmentDecider,
  shipmentStreamId,
} from '../domain/shipment/index.ts';
import { foldRecorded, type RecordedEvent } from '../eventstore/index.ts';
import { journeyCodeMappings } from '../masterdata/journey-codes.ts';
import { type CommandContext, handleShipmentCommand } from './commands.ts';
import { podFileOfReport, proofOfDeliveryOf, withStoredPodFiles } from './proof-of-delivery.ts';
import { assertShipmentVisible } from './tenancy.ts';

/**
 * Who reports a shipment's journey: a machine client with `status:write` (the auth plugin checks
 * the scope) and the forwarder's staff; a customer's own users do not (docs/decisions/0230).
 */
export function mayReportStatuses(principal: Principal): boolean {
  if (principal.client) return principal.client.scopes.includes('status:write');
  return principal.roles.some((role) => role === 'Admin' || role === 'All_NL_Admin' || role === 'NL_Admin');
}

/**
 * Whether the history offers `reportStatus` (docs/decisions/0237): to those who may report, on a
 * commissioned shipment, so the web app shows the staff's dialog without deciding roles itself.
 */
export function offersReportStatus(principal: Principal, state: SavedShipment): boolean {
  return (
    mayReportStatuses(principal) && (state.state === 'FINALIZED' || state.state === 'CARGO_LIST_CREATED')
  );
}

/** The journey's current status, with its exception flag from the catalogue. */
export function journeyCurrentOf(state: SavedShipment): JourneyCurrent | null {
  const current = state.journey?.current;
  if (!current) return null;
  return {
    status: current.status as JourneyStatusCode,
    occurredAt: current.occurredAt,
    exception: findJourneyStatus(current.status)?.exception ?? false,
  };
}

/**
 * The portal status a report's code stands for (docs/decisions/0236): a portal code as it is, one of
 * the forwarder's own codes as the administrators mapped it (its reason unless the report gives
 * one), the code as sent kept beside it; any other code is refused at `status`.
 */
export async function resolveReport(
  db: CommandContext['db'],
  report: StatusReport,
): Promise<ResolvedStatusReport> {
  const code = report.status.toUpperCase();
  const resolved =
    resolveJourneyCode(report.status) ?? resolveJourneyCode(code, await journeyCodeMappings(db));
  if (!resolved) throw new ValidationError([{ field: 'status', defaultMessage: 'journeyCode.unknown' }]);
  const reason = report.reason ?? resolved.reason;
  return {
    ...report,
    status: resolved.status,
    ...(reason ? { reason } : {}),
    ...(resolved.status === report.status ? {} : { reportedCode: code }),
  };
}

/**
 * Refuses a report whose `status` is well formed but neither a portal code nor one of the
 * forwarder's own, together with every other field error of the body, so that a sender learns of
 * all of them at once (the schema alone cannot know the table). Runs before the schema's check.
 */
export async function refuseUnknownCode(db: CommandContext['db'], body: unknown): Promise<void> {
  const status = statusReportSchema.shape.status.safeParse((body as { status?: unknown } | null)?.status);
  if (!status.success) return;
  const code = status.data.toUpperCase();
  if (resolveJourneyCode(status.data) ?? resolveJourneyCode(code, await journeyCodeMappings(db))) return;
  const whole = statusReportSchema.safeParse(body);
  const others = whole.success
    ? []
    : whole.error.issues
        .filter((issue) => issue.path[0] !== 'status')
        .map((issue) => ({ field: issue.path.map(String).join('.'), defaultMessage: issue.message }));
  throw new ValidationError([...others, { field: 'status', defaultMessage: 'journeyCode.unknown' }]);
}

/**
 * Records one status report of a commissioned shipment: another customer's shipment answers 404, a
 * shipment that is not commissioned 409; a report id already recorded changes nothing.
 */
export async function reportShipmentStatus(
  context: CommandContext,
  shipmentNumber: string,
  report: StatusReport,
): Promise<StatusReportResult> {
  if (!mayReportStatuses(context.principal)) throw new ForbiddenError();
  const resolved = await resolveReport(context.db, report);
  const podFile = await podFileOfReport(context.db, shipmentNumber, report);
  const outcome = await handleShipmentCommand(context, shipmentNumber, {}, async (loaded) => {
    // Visible is enough: who reports was checked above, not the right to change the order.
    if (!isLive(loaded.state)) throw new NotFoundError('shipment.not-found');
    assertShipmentVisible(await customerScope(context.db, context.principal), loaded.state.emonsCustomerId);
    return {
      type: 'ReportStatus',
      data: {
        shipmentNumber,
        report: resolved,
        now: context.now.toISOString(),
        ...(podFile ? { podFile } : {}),
      },
    };
  });
  if (!isLive(outcome.state)) throw new NotFoundError('shipment.not-found');
  return {
    shipmentNumber,
    reportId: report.reportId,
    outcome: outcome.events.length > 0 ? 'RECORDED' : 'DUPLICATE',
    current: journeyCurrentOf(outcome.state),
  };
}

/** A recorded report as the history shows it. */
export function journeyEntryOf(data: ShipmentStatusReported['data']): JourneyEntry {
  const status = findJourneyStatus(data.status);
  return {
    reportId: data.reportId,
    status: data.status,
    rec24: status?.rec24 ?? '',
    occurredAt: data.occurredAt,
    reportedAt: data.reportedAt,
    ...(data.place ? { place: data.place } : {}),
    ...(data.reason ? { reason: data.reason } : {}),
    ...(data.remarks ? { remarks: data.remarks } : {}),
    ...(data.sscc ? { sscc: data.sscc } : {}),
    ...(data.reporter ? { reporter: data.reporter } : {}),
    ...(data.pod ? { pod: proofOfDeliveryOf(data.pod) } : {}),
    ...(data.reportedCode ? { reportedCode: data.reportedCode } : {}),
    ends: status?.ends ?? false,
    exception: status?.exception ?? false,
    current: data.current,
  };
}

/** Every status report of a shipment's stream, newest (by when it happened) first. */
export function entriesOf(recorded: readonly RecordedEvent[]): JourneyEntry[] {
  return newestFirst(
    recorded.flatMap((event) =>
      event.type === 'ShipmentStatusReported'
        ? [journeyEntryOf(event.data as ShipmentStatusReported['data'])]
        : [],
    ),
  );
}

/** The journey's history for whoever may read the shipment (another customer's answers 404). */
export async function shipmentTimeline(
  context: Pick<CommandContext, 'db' | 'eventStore' | 'principal'>,
  shipmentNumber: string,
): Promise<JourneyTimeline> {
  const recorded = await context.eventStore.readStream(shipmentStreamId(shipmentNumber));
  const state = foldRecorded<ShipmentState, ShipmentEvent>(shipmentDecider, recorded);
  if (!isLive(state)) throw new NotFoundError('shipment.not-found');
  assertShipmentVisible(await customerScope(context.db, context.principal), state.emonsCustomerId);
  return {
    shipmentNumber,
    current: journeyCurrentOf(state),
    statuses: await withStoredPodFiles(context.db, shipmentNumber, entriesOf(recorded)),
    ...(offersReportStatus(context.principal, state)
      ? { _links: { reportStatus: { href: `/api/shipments/${shipmentNumber}/statuses` } } }
      : {}),
  };
}
