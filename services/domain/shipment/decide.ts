import type { ShipmentStatusReported } from '../../../contracts/shipment/events.ts';
import {
  type AnnounceDialogResult,
  becomesCurrent,
  shipmentErrorCodes as codes,
  type PickUpOrder,
  type PodFile,
  pickUpOrderDateErrors,
  type Quotation,
  type ResolvedStatusReport,
  type ShipmentData,
  type ShipmentType,
} from '../../../contracts/shipment/index.ts';
import { isOpenState } from '../../../contracts/shipment/state-values.ts';
import { IllegalStateError, NotFoundError, ValidationError } from '../errors.ts';
import { applySingleAnnouncement } from '../rules/deliveryWindow.ts';
import { isDistribution, shipmentMainType } from '../rules/mainType.ts';
import { diff, type FieldChange } from './diff.ts';
import { offersPickUpOrder } from './links.ts';
import type { ShipmentRules } from './rules.ts';
import type { SavedShipment, ShipmentEvent, ShipmentState } from './shipment.ts';
import { assertNoFieldErrors, parseOrder, shipmentRuleErrors } from './validate.ts';

/**
 * Commands carry everything the decision needs: `now` (ISO instant) and, for a new shipment, its
 * number, allocated beforehand by the caller so the decider stays free of I/O. `shipment` is the
 * received order as the client sent it; the decider normalizes and validates it.
 */
export type SaveShipment = {
  type: 'SaveShipment';
  data: {
    shipmentNumber: string;
    emonsCustomerId: string;
    location?: string;
    shipment: unknown;
    rules: ShipmentRules;
    now: string;
  };
};

export type AnnounceShipment = {
  type: 'AnnounceShipment';
  data: {
    shipmentNumber: string;
    emonsCustomerId: string;
    location?: string;
    shipment: unknown;
    /** The announce dialog's result, copied into the order (single-announcement rule). */
    announcement?: AnnounceDialogResult;
    rules: ShipmentRules;
    now: string;
  };
};

export type CommissionShipment = {
  type: 'CommissionShipment';
  /** Without `shipment` the saved order is commissioned as it is (batch commission). */
  data: { shipmentNumber: string; shipment?: unknown; rules: ShipmentRules; now: string };
};

export type CancelShipment = { type: 'CancelShipment'; data: { shipmentNumber: string; now: string } };

export type DeleteShipment = { type: 'DeleteShipment'; data: { shipmentNumber: string; now: string } };

export type CreateCargoList = {
  type: 'CreateCargoList';
  data: { shipmentNumber: string; loadingListId: string; now: string };
};

/** The price the pricing source quoted for an open shipment (requestQuotation link). */
export type RecordQuotation = {
  type: 'RecordQuotation';
  data: { shipmentNumber: string; quotation: Quotation; now: string };
};

/**
 * Issues a pick-up order for a cross transport. `order` has passed the contract's schema; `today` is
 * the date at the customer's branch, which the order's dates are checked against.
 */
export type IssuePickUpOrder = {
  type: 'IssuePickUpOrder';
  data: { shipmentNumber: string; order: PickUpOrder; today: string; now: string };
};

/** A status of the journey reported by a forwarder's system; `report` has passed the contract's schema. */
export type ReportStatus = {
  type: 'ReportStatus';
  /** `podFile`: the stored file `report.pod.fileId` names, as the use case found it. */
  data: { shipmentNumber: string; report: ResolvedStatusReport; now: string; podFile?: PodFile };
};

export type ShipmentCommand =
  | SaveShipment
  | AnnounceShipment
  | CommissionShipment
  | CancelShipment
  | DeleteShipment
  | CreateCargoList
  | RecordQuotation
  | IssuePickUpOrder
  | ReportStatus;

/** Saved shipments that are still open: they offer modify, delete, commission and cancel. */
function isOpen(state: ShipmentState): boolean {
  return isOpenState(state.state);
}

/** The saved, undeleted shipment a command works on; anything else is not found. */
function existing(state: ShipmentState, shipmentNumber: string): SavedShipment {
  if (state.state === 'NEW' || state.deleted) {
    throw new NotFoundError(codes.notFound, `shipment ${shipmentNumber} does not exist`);
  }
  return state;
}

function refuse(code: string, state: ShipmentState, shipmentNumber: string): never {
  throw new IllegalStateError(code, `shipment ${shipmentNumber} is ${state.state}`, {
    shipmentNumber,
    state: state.state,
  });
}

function mainTypeOf(order: ShipmentData, rules: ShipmentRules): ShipmentType {
  return shipmentMainType({
    isBelogCustomer: rules.isBelogCustomer,
    customerBranch: rules.customerBranch,
    senderBranch: rules.branchOf(order.sender.country, order.sender.zipCode),
    consigneeBranch: rules.branchOf(order.consignee.country, order.consignee.zipCode),
  });
}

function parsed(input: unknown, rules?: ShipmentRules): ShipmentData {
  const result = parseOrder(input, rules);
  if (!result.data) throw new ValidationError(result.errors);
  return result.data;
}

const stateChange = (state: ShipmentState['state']): FieldChange => ({ path: 'state', value: state });

/** The first event of a stream: the order saved as a draft, every entered field listed as a change. */
function drafted(
  { shipmentNumber, emonsCustomerId, location }: SaveShipment['data'],
  shipmentType: ShipmentType,
  shipment: ShipmentData,
): ShipmentEvent {
  return {
    type: 'ShipmentDrafted',
    data: {
      shipmentNumber,
      emonsCustomerId,
      ...(location ? { location } : {}),
      shipmentType,
      shipment,
      changes: [stateChange('DRAFT'), ...diff({}, shipment)],
    },
  };
}

function saveShipment(command: SaveShipment, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, rules } = command.data;
  const saved = state.state === 'NEW' ? undefined : existing(state, shipmentNumber);
  if (saved && !isOpen(saved)) refuse(codes.notModifiable, saved, shipmentNumber);
  const shipment = parsed(command.data.shipment, rules);
  assertNoFieldErrors(shipmentRuleErrors(shipment, rules));
  const shipmentType = mainTypeOf(shipment, rules);
  if (!saved) return [drafted(command.data, shipmentType, shipment)];
  const changes = diff(saved.shipment, shipment);
  if (changes.length === 0 && shipmentType === state.type) return [];
  return [{ type: 'ShipmentSaved', data: { shipmentNumber, shipmentType, shipment, changes } }];
}

function announceShipment(command: AnnounceShipment, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, rules, announcement, now } = command.data;
  const saved = state.state === 'NEW' ? undefined : existing(state, shipmentNumber);
  // Without an announce link the reason is the type while the shipment is open, else its state.
  if (saved && !isOpen(saved)) refuse(codes.alreadyFinalized, saved, shipmentNumber);
  const received = parsed(command.data.shipment, rules);
  // An unknown product moves no delivery date; validation reports the product itself.
  const product = rules.product ?? { ...received.product, deliveryDateIsOptional: false, codEnabled: false };
  const shipment = announcement
    ? applySingleAnnouncement(received, announcement, product, received.consignee.country)
    : received;
  const shipmentType = mainTypeOf(shipment, rules);
  if (!isDistribution(shipmentType)) refuse(codes.wrongShipmentType, state, shipmentNumber);
  assertNoFieldErrors(shipmentRuleErrors(shipment, rules));
  const created = saved ? [] : [drafted(command.data, shipmentType, shipment)];
  const changes = [stateChange('CREATE_ANNOUNCEMENT'), ...diff(saved?.shipment ?? shipment, shipment)];
  return [
    ...created,
    { type: 'ShipmentAnnouncementRequested', data: { shipmentNumber, shipmentType, shipment, changes } },
    {
      type: 'ShipmentAnnounced',
      data: { shipmentNumber, shippingNoticeCreated: now, changes: [stateChange('ANNOUNCED')] },
    },
  ];
}

function commissionShipment(command: CommissionShipment, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, rules, now } = command.data;
  const saved = existing(state, shipmentNumber);
  if (!isOpen(saved)) refuse(codes.commissionNotAllowed, saved, shipmentNumber);
  const shipment =
    command.data.shipment === undefined ? saved.shipment : parsed(command.data.shipment, rules);
  assertNoFieldErrors(shipmentRuleErrors(shipment, rules));
  const changes = [stateChange('FINALIZED'), ...diff(saved.shipment, shipment)];
  return [
    {
      type: 'ShipmentCommissioned',
      data: {
        shipmentNumber,
        shipmentType: mainTypeOf(shipment, rules),
        shipment,
        commissionedOn: now,
        changes,
      },
    },
  ];
}

function cancelShipment(command: CancelShipment, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, now } = command.data;
  existing(state, shipmentNumber);
  if (state.state === 'CANCELLED') return [];
  if (!isOpen(state)) refuse(codes.cancelNotAllowed, state, shipmentNumber);
  return [
    {
      type: 'ShipmentCancelled',
      data: { shipmentNumber, cancelledAt: now, changes: [stateChange('CANCELLED')] },
    },
  ];
}

function deleteShipment(command: DeleteShipment, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, now } = command.data;
  existing(state, shipmentNumber);
  if (!isOpen(state)) refuse(codes.deleteNotAllowed, state, shipmentNumber);
  return [{ type: 'ShipmentDeleted', data: { shipmentNumber, deletedAt: now } }];
}

function createCargoList(command: CreateCargoList, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, loadingListId, now } = command.data;
  existing(state, shipmentNumber);
  if (state.state !== 'FINALIZED') refuse(codes.cargoListNotFinalized, state, shipmentNumber);
  return [
    {
      type: 'CargoListCreated',
      data: { shipmentNumber, loadingListId, createdAt: now, changes: [stateChange('CARGO_LIST_CREATED')] },
    },
  ];
}

function recordQuotation(command: RecordQuotation, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, quotation, now } = command.data;
  const saved = existing(state, shipmentNumber);
  if (!isOpen(saved)) refuse(codes.quotationNotAllowed, saved, shipmentNumber);
  const changes = diff(saved.quotation, quotation, 'quotation');
  if (changes.length === 0) return [];
  return [{ type: 'QuotationRecorded', data: { shipmentNumber, quotation, quotedAt: now, changes } }];
}

function issuePickUpOrder(command: IssuePickUpOrder, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, order, today, now } = command.data;
  existing(state, shipmentNumber);
  if (!offersPickUpOrder(state.state, state.type)) refuse(codes.pickUpOrderNotAllowed, state, shipmentNumber);
  // Field paths name the request body's, where the order sits under `order`.
  assertNoFieldErrors(
    pickUpOrderDateErrors(order, today).map((error) => ({ ...error, field: `order.${error.field}` })),
  );
  const { partnerName, partnerEmail } = order;
  const dates = {
    ...(order.shippingDate ? { shippingDate: order.shippingDate } : {}),
    ...(order.deliveryDate ? { deliveryDate: order.deliveryDate } : {}),
  };
  const recorded = { type: order.type, partnerName, partnerEmail, ...dates };
  return [
    {
      type: 'PickUpOrderIssued',
      data: {
        shipmentNumber,
        orderType: order.type,
        partnerName,
        partnerEmail,
        ...dates,
        issuedAt: now,
        changes: diff({}, recorded, 'pickUpOrder'),
      },
    },
  ];
}

/** Only a commissioned shipment has a journey; the same report id twice records nothing. */
function reportStatus(command: ReportStatus, state: ShipmentState): ShipmentEvent[] {
  const { shipmentNumber, report, now, podFile } = command.data;
  const saved = existing(state, shipmentNumber);
  if (saved.state !== 'FINALIZED' && saved.state !== 'CARGO_LIST_CREATED')
    refuse(codes.statusNotAllowed, saved, shipmentNumber);
  if (saved.journey?.reportIds.has(report.reportId)) return [];
  const current = becomesCurrent(saved.journey?.current, report);
  const { reportId, status, occurredAt, place, reason, remarks, sscc, reporter, reportedCode } = report;
  const details = {
    ...(place && Object.keys(place).length > 0 ? { place } : {}),
    ...(reason ? { reason } : {}),
    ...(remarks ? { remarks } : {}),
    ...(sscc ? { sscc } : {}),
    ...(reporter ? { reporter } : {}),
    ...proofOfDelivery(report, podFile),
    ...(reportedCode ? { reportedCode } : {}),
  };
  return [
    {
      type: 'ShipmentStatusReported',
      data: {
        shipmentNumber,
        reportId,
        status,
        occurredAt,
        ...details,
        reportedAt: now,
        current,
        changes: diff({}, { status, occurredAt, ...details }, 'journey'),
      },
    },
  ];
}

/** The proof of delivery of a DELIVERED report: what was given, and the stored file by its hash. */
function proofOfDelivery(
  report: ResolvedStatusReport,
  file: PodFile | undefined,
): { pod?: ShipmentStatusReported['data']['pod'] } {
  if (report.status !== 'DELIVERED' || !report.pod) return {};
  const { receiverName, receivedAt, packages, condition } = report.pod;
  const pod = {
    ...(receiverName ? { receiverName } : {}),
    ...(receivedAt ? { receivedAt } : {}),
    ...(packages !== undefined ? { packages } : {}),
    ...(condition ? { condition } : {}),
    ...(file && report.pod.fileId === file.id ? { file } : {}),
  };
  return Object.keys(pod).length > 0 ? { pod } : {};
}

export function decide(command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] {
  switch (command.type) {
    case 'SaveShipment':
      return saveShipment(command, state);
    case 'AnnounceShipment':
      return announceShipment(command, state);
    case 'CommissionShipment':
      return commissionShipment(command, state);
    case 'CancelShipment':
      return cancelShipment(command, state);
    case 'DeleteShipment':
      return deleteShipment(command, state);
    case 'CreateCargoList':
      return createCargoList(command, state);
    case 'RecordQuotation':
      return recordQuotation(command, state);
    case 'IssuePickUpOrder':
      return issuePickUpOrder(command, state);
    case 'ReportStatus':
      return reportStatus(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown shipment command ${(unknown as { type: string }).type}`);
    }
  }
}
