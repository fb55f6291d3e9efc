import type { Principal } from '../../contracts/access.ts';
import type { BatchItemJob, BatchItemResult } from '../../contracts/batch.ts';
import type { AnnounceDialogResult } from '../../contracts/shipment/index.ts';
import { customerScope, scopeIncludes, viewerOf } from '../access/index.ts';
import { batchDeliveryDate } from '../domain/announcement/index.ts';
import { notAnnounceableReason } from '../domain/announcement/prefill.ts';
import { DomainError, ValidationError } from '../domain/errors.ts';
import { derivedUuid } from '../domain/ids.ts';
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

/** How long a batch's scope and customers are reused by the items of the same batch (decision 0135). */
const BATCH_LOOKUP_MS = 2000;
const batchLookups = new Map<string, { until: number; value: Promise<unknown> }>();

/**
 * What every item of a batch looks up alike (the requester's scope, the shipment's customer and
 * its settings), asked once per batch and process within BATCH_LOOKUP_MS instead of per item. A
 * failed lookup is not kept.
 */
function perBatch<T>(batchId: string, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const name = `${batchId}:${key}`;
  const found = batchLookups.get(name);
  if (found && found.until > now) return found.value as Promise<T>;
  for (const [other, entry] of batchLookups) if (entry.until <= now) batchLookups.delete(other);
  const value = load();
  batchLookups.set(name, { until: now + BATCH_LOOKUP_MS, value });
  value.catch(() => {
    if (batchLookups.get(name)?.value === value) batchLookups.delete(name);
  });
  return value;
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
  const eventId = (index: number) => derivedUuid(item.batchId, shipmentNumber, String(index));
  try {
    const loaded = await loadShipment(deps.eventStore, shipmentNumber);
    if (loaded.eventIds.has(eventId(0))) return { shipmentNumber, outcome: 'done' };
    const { state } = loaded;
    const scope = await perBatch(item.batchId, 'scope', () => customerScope(deps.db, actor.principal));
    if (!isLive(state) || !scopeIncludes(scope, state.emonsCustomerId)) {
      return { shipmentNumber, outcome: 'skipped', reason: 'shipment.not-found' };
    }
    const customerId = state.emonsCustomerId;
    const customer = await perBatch(item.batchId, `customer:${customerId}`, () =>
      findShipmentCustomer(deps.db, customerId),
    );
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
      // The dialog's delivery date covers only shipments with a mandatory window (spec section 4);
      // the others keep their own, moved by the single-announcement rule.
      const { deliveryDate: _chosen, ...common } = announcement;
      command = orderCommand('announce', target, { ...order, ...dated }, rules, now, {
        ...common,
        ...dated,
      });
    }
    await handleShipmentCommand(
      { ...deps, readModelWaitMs: 0, ...actor, eventId },
      shipmentNumber,
      // The stream as loaded above: the append expects its version, without a second read.
      { expectedVersion: loaded.version, loaded },
      () => command,
    );
    return { shipmentNumber, outcome: 'done' };
  } catch (error) {
    if (error instanceof DomainError) return { shipmentNumber, outcome: 'skipped', reason: refusal(error) };
    throw error;
  }
}
