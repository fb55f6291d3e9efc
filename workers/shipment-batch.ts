import { type ConnectionOptions, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { Principal } from '../contracts/access.ts';
import type { BatchItemJob, BatchItemResult } from '../contracts/batch.ts';
import { batchItemJobSchema } from '../contracts/batch.ts';
import { queueNames } from '../contracts/jobs.ts';
import type { AnnounceDialogResult } from '../contracts/shipment/index.ts';
import { customerScope } from '../services/access/tenancy.ts';
import type { Db } from '../services/db/index.ts';
import { batchDeliveryDate } from '../services/domain/announcement/index.ts';
import { notAnnounceableReason } from '../services/domain/announcement/prefill.ts';
import { DomainError, ValidationError } from '../services/domain/errors.ts';
import { deterministicUuid } from '../services/domain/ids.ts';
import { type ShipmentState, shipmentLinks } from '../services/domain/shipment/index.ts';
import type { EventStore } from '../services/eventstore/port.ts';
import { handleShipmentCommand, loadShipment } from '../services/shipments/commands.ts';
import { shipmentRules } from '../services/shipments/rules.ts';
import { findShipmentCustomer } from '../services/shipments/settings.ts';
import { viewerOf } from '../services/shipments/tenancy.ts';

export interface BatchDeps {
  db: Db;
  eventStore: EventStore;
  log: Logger;
}

export type BatchType = BatchItemJob['type'];

/** A shipment state the batch takes (spec section 4): announce takes DRAFT, commission DRAFT or ANNOUNCED. */
const TAKES: Record<BatchType, readonly string[]> = {
  announce: ['DRAFT'],
  commission: ['DRAFT', 'ANNOUNCED'],
};

function skippedReason(type: BatchType, state: ShipmentState, offered: Set<string>): string | undefined {
  if (type === 'announce') {
    if (!offered.has('announce')) return notAnnounceableReason(state.state);
    if (!TAKES.announce.includes(state.state)) return 'ALREADY_ANNOUNCED';
    return undefined;
  }
  if (!offered.has('commission'))
    return state.state === 'FINALIZED' ? 'ALREADY_FINALIZED' : 'NOT_COMMISSIONABLE';
  return undefined;
}

/**
 * One shipment of a batch, through the same decider as a single command, saved on its own. The
 * events' ids derive from the batch and the shipment: if a worker died after the append, the retried
 * job finds them in the stream and reports the shipment as done without applying the command again.
 */
export async function processBatchItem(deps: BatchDeps, item: BatchItemJob): Promise<BatchItemResult> {
  const { shipmentNumber } = item;
  const principal = item.principal as Principal;
  const eventId = (index: number) => deterministicUuid(item.batchId, shipmentNumber, String(index));
  try {
    const loaded = await loadShipment(deps.eventStore, shipmentNumber);
    if (loaded.eventIds.has(eventId(0))) return { shipmentNumber, outcome: 'done' };
    const customerId = loaded.state.emonsCustomerId;
    const scope = await customerScope(deps.db, principal);
    if (
      loaded.state.state === 'NEW' ||
      loaded.state.deleted ||
      !customerId ||
      !(scope.all || scope.customerIds.includes(customerId))
    ) {
      return { shipmentNumber, outcome: 'skipped', reason: 'shipment.not-found' };
    }
    const customer = await findShipmentCustomer(deps.db, customerId);
    const offered = shipmentLinks({
      state: loaded.state.state,
      type: loaded.state.type,
      viewer: viewerOf(principal, scope, customerId),
      settings: { quotationEnabled: customer?.quotationEnabled ?? false },
    });
    const reason = skippedReason(item.type, loaded.state, offered);
    if (reason) return { shipmentNumber, outcome: 'skipped', reason };

    const now = new Date(item.requestedAt);
    const order = loaded.state.shipment;
    const rules = await shipmentRules(deps.db, customer ?? customerId, order, new Date());
    await handleShipmentCommand(
      {
        db: deps.db,
        eventStore: deps.eventStore,
        readModelWaitMs: 0,
        principal,
        correlationId: item.batchId,
        now: new Date(),
        eventId,
      },
      shipmentNumber,
      { expectedVersion: loaded.version },
      () => {
        if (item.type === 'commission') {
          return { type: 'CommissionShipment', data: { shipmentNumber, rules, now: now.toISOString() } };
        }
        const result = item.announcement as AnnounceDialogResult;
        const deliveryDate = batchDeliveryDate(
          {
            shipmentNumber,
            state: loaded.state.state,
            canAnnounce: true,
            senderCountry: order?.sender.country ?? 'DE',
            consigneeCountry: order?.consignee.country ?? 'DE',
            shippingDate: order?.shippingDate,
            deliveryDate: order?.deliveryDate,
            deliveryDateWindow: rules.product?.deliveryDateWindow,
            deliveryDateIsOptional: rules.product?.deliveryDateIsOptional ?? true,
          },
          result,
        );
        const announcement = { ...result, ...(deliveryDate ? { deliveryDate } : {}) };
        return {
          type: 'AnnounceShipment',
          data: {
            shipmentNumber,
            emonsCustomerId: customerId,
            location: loaded.state.location,
            shipment: { ...order, ...(deliveryDate ? { deliveryDate } : {}) },
            announcement,
            rules,
            now: new Date().toISOString(),
          },
        };
      },
    );
    return { shipmentNumber, outcome: 'done' };
  } catch (error) {
    if (error instanceof ValidationError) {
      const first = error.errors[0];
      return {
        shipmentNumber,
        outcome: 'skipped',
        reason: first ? `${first.field}: ${first.defaultMessage}` : error.code,
      };
    }
    if (error instanceof DomainError) return { shipmentNumber, outcome: 'skipped', reason: error.code };
    throw error;
  }
}

/** Starts the item worker (many per host) and the parent worker that closes a batch. */
export function startBatchWorkers(
  deps: BatchDeps,
  connection: ConnectionOptions,
  prefix: string,
  /** Lock settings; a short lock lets tests see a killed worker's jobs taken over quickly. */
  locks: { lockDuration?: number; stalledInterval?: number } = {},
) {
  const items = new Worker<BatchItemJob, BatchItemResult>(
    queueNames.shipmentBatchItems,
    async (job) => {
      const result = await processBatchItem(deps, batchItemJobSchema.parse(job.data));
      if (result.outcome === 'skipped')
        deps.log.info({ batchId: job.data.batchId, ...result }, 'batch item skipped');
      return result;
    },
    { connection, prefix, concurrency: 8, ...locks },
  );
  const parents = new Worker(queueNames.shipmentBatch, async () => 'completed', { connection, prefix });
  for (const worker of [items, parents])
    worker.on('error', (error) => deps.log.error({ err: error }, 'batch worker error'));
  return {
    /** `force` abandons running jobs (as a crash would); their locks expire and another worker takes them. */
    close: (force = false) => Promise.all([items.close(force), parents.close(force)]).then(() => undefined),
  };
}
