import type { Principal } from '../../contracts/access.ts';
import type { BatchItemJob, BatchItemResult } from '../../contracts/batch.ts';
import type { AnnounceDialogResult } from '../../contracts/shipment/index.ts';
import { customerScope, scopeIncludes, viewerOf } from '../access/index.ts';
import { batchDeliveryDate } from '../domain/announcement/index.ts';
import { notAnnounceableReason } from '../domain/announcement/prefill.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { deterministicUuid } from '../domain/ids.ts';
import { isLive, type SavedShipment, shipmentLinks } from '../domain/shipment/index.ts';
import { type Actor, handleShipmentCommand, loadShipment, type ShipmentDeps } from './commands.ts';
import { orderCommand } from './orders.ts';
import { shipmentRules } from './rules.ts';
import { findShipmentCustomer } from './settings.ts';

type BatchType = BatchItemJob['type'];

/** Why a shipment is left out of a batch (spec section 4), or nothing when the batch takes it. */
function skippedReason(type: BatchType, state: SavedShipment, offered: Set<string>): string | undefined {
  if (type === 'announce') {
    if (!offered.has('announce')) return notAnnounceableReason(state.state);
    if (state.state !== 'DRAFT') return 'ALREADY_ANNOUNCED';
    return undefined;
  }
  if (!offered.has('commission'))
    return state.state === 'FINALIZED' ? 'ALREADY_FINALIZED' : 'NOT_COMMISSIONABLE';
  return undefined;
}

/** A refusal as a batch result reports it: the first field error, else the error's code. */
function refusal(error: DomainError): string {
  if (error instanceof ValidationError) {
    const first = error.errors[0];
    return first ? `${first.field}: ${first.defaultMessage}` : error.code;
  }
  return error.code;
}

/**
 * One shipment of a batch, through the same order commands as a single request, saved on its own
 * with the requester as the actor and one clock: the moment the item is processed. The events' ids
 * derive from the batch and the shipment: if a worker died after the append, the retried job finds
 * them in the stream and reports the shipment as done without applying the command again.
 */
export async function processBatchItem(
  deps: Omit<ShipmentDeps, 'readModelWaitMs'>,
  item: BatchItemJob,
  now = new Date(),
): Promise<BatchItemResult> {
  const { shipmentNumber } = item;
  const actor: Actor = { principal: item.principal as Principal, correlationId: item.batchId, now };
  const eventId = (index: number) => deterministicUuid(item.batchId, shipmentNumber, String(index));
  try {
    const loaded = await loadShipment(deps.eventStore, shipmentNumber);
    if (loaded.eventIds.has(eventId(0))) return { shipmentNumber, outcome: 'done' };
    const { state } = loaded;
    const scope = await customerScope(deps.db, actor.principal);
    if (!isLive(state) || !scopeIncludes(scope, state.emonsCustomerId)) {
      return { shipmentNumber, outcome: 'skipped', reason: 'shipment.not-found' };
    }
    const customerId = state.emonsCustomerId;
    const customer = await findShipmentCustomer(deps.db, customerId);
    const offered = shipmentLinks({
      state: state.state,
      type: state.type,
      viewer: viewerOf(actor.principal, scope, customerId),
      settings: { quotationEnabled: customer?.quotationEnabled ?? false },
    });
    const reason = skippedReason(item.type, state, offered);
    if (reason) return { shipmentNumber, outcome: 'skipped', reason };

    const order = state.shipment;
    const rules = await shipmentRules(deps.db, customer ?? customerId, order, now);
    const target = { shipmentNumber, emonsCustomerId: customerId, location: state.location };
    let command: ReturnType<typeof orderCommand>;
    if (item.type === 'commission') {
      command = orderCommand('commission', target, undefined, rules, now);
    } else {
      const announcement = item.announcement as AnnounceDialogResult;
      const deliveryDate = batchDeliveryDate(
        {
          shipmentNumber,
          state: state.state,
          canAnnounce: true,
          senderCountry: order.sender.country,
          consigneeCountry: order.consignee.country,
          shippingDate: order.shippingDate,
          deliveryDate: order.deliveryDate,
          deliveryDateWindow: rules.product?.deliveryDateWindow,
          deliveryDateIsOptional: rules.product?.deliveryDateIsOptional ?? true,
        },
        announcement,
      );
      const dated = deliveryDate ? { deliveryDate } : {};
      command = orderCommand('announce', target, { ...order, ...dated }, rules, now, {
        ...announcement,
        ...dated,
      });
    }
    await handleShipmentCommand(
      { ...deps, readModelWaitMs: 0, ...actor, eventId },
      shipmentNumber,
      { expectedVersion: loaded.version },
      () => command,
    );
    return { shipmentNumber, outcome: 'done' };
  } catch (error) {
    if (error instanceof DomainError) return { shipmentNumber, outcome: 'skipped', reason: refusal(error) };
    throw error;
  }
}
