import { randomBytes } from 'node:crypto';
import type { Config } from '../../contracts/config.ts';
import {
  type WebhookDeliveryStatus,
  type WebhookEventType,
  type WebhookSubscriptionInput,
  webhookSubscriptionInputSchema,
} from '../../contracts/integrations.ts';
import type { Actor } from '../access/index.ts';
import type { Db } from '../db/index.ts';
import { NotFoundError, ValidationError } from '../domain/errors.ts';
import { assertAdministeredCustomer } from './clients.ts';
import type { WebhookDeliveryRow, WebhookSubscriptionRow } from './tables.ts';
import { checkWebhookTarget, privateTargetsAllowed, WebhookTargetRefused } from './target-check.ts';

function subscriptionFromRow(row: WebhookSubscriptionRow) {
  return {
    id: row.id,
    customerId: row.customer_id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
  };
}
export type WebhookSubscriptionRecord = ReturnType<typeof subscriptionFromRow>;

function deliveryFromRow(row: WebhookDeliveryRow) {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    eventId: row.event_id,
    eventType: row.event_type as WebhookEventType,
    shipmentNumber: row.shipment_number,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextRetryAt: row.next_retry_at?.toISOString() ?? null,
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
export type WebhookDeliveryRecord = ReturnType<typeof deliveryFromRow>;

export async function listWebhookSubscriptions(
  db: Db,
  actor: Actor,
  customerId: string,
): Promise<WebhookSubscriptionRecord[]> {
  await assertAdministeredCustomer(db, actor, customerId);
  const rows = await db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(subscriptionFromRow);
}

/**
 * Subscribes a URL of the customer's system to shipment events. The target must resolve to public
 * addresses only (outside development); the answer carries the signing secret, shown this once.
 */
export async function createWebhookSubscription(
  db: Db,
  config: Config,
  actor: Actor,
  customerId: string,
  input: WebhookSubscriptionInput,
): Promise<WebhookSubscriptionRecord & { signingSecret: string }> {
  await assertAdministeredCustomer(db, actor, customerId);
  const { url, events, description } = webhookSubscriptionInputSchema.parse(input);
  try {
    await checkWebhookTarget(new URL(url), privateTargetsAllowed(config));
  } catch (error) {
    if (error instanceof WebhookTargetRefused) {
      throw new ValidationError([{ field: 'url', defaultMessage: error.reason }]);
    }
    throw error;
  }
  const signingSecret = `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('webhook_subscriptions')
    .values({
      id: crypto.randomUUID(),
      customer_id: customerId,
      url,
      events,
      description,
      signing_secret: signingSecret,
      created_at: actor.now,
      created_by: actor.principal.username,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...subscriptionFromRow(row), signingSecret };
}

async function liveSubscription(db: Db, actor: Actor, customerId: string, subscriptionId: string) {
  await assertAdministeredCustomer(db, actor, customerId);
  const row = await db
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/** Ends a subscription: nothing more is sent to it, deliveries still waiting are given up. */
export async function deleteWebhookSubscription(
  db: Db,
  actor: Actor,
  customerId: string,
  subscriptionId: string,
): Promise<void> {
  await liveSubscription(db, actor, customerId, subscriptionId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_subscriptions')
      .set({ deleted_at: actor.now })
      .where('id', '=', subscriptionId)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'FAILED', next_retry_at: null, last_error: 'subscription deleted' })
      .where('subscription_id', '=', subscriptionId)
      .where('status', 'in', ['QUEUED', 'RETRYING'])
      .execute();
  });
}

/** The delivery log of a subscription, newest first. */
export async function listWebhookDeliveries(
  db: Db,
  actor: Actor,
  customerId: string,
  subscriptionId: string,
  page: { page: number; size: number },
) {
  await liveSubscription(db, actor, customerId, subscriptionId);
  const where = db.selectFrom('webhook_deliveries').where('subscription_id', '=', subscriptionId);
  const [rows, total] = await Promise.all([
    where
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.size)
      .offset(page.page * page.size)
      .execute(),
    where.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    content: rows.map(deliveryFromRow),
    number: page.page,
    size: page.size,
    totalElements: Number(total.count),
  };
}

/**
 * Sends a delivery once more, with the same body and event id, whatever became of it: a new round
 * of attempts with the usual retries. `enqueue` queues the attempt under a job id of its own.
 */
export async function redeliverWebhook(
  deps: { db: Db; enqueue: (deliveryId: string, jobId: string) => Promise<void> },
  actor: Actor,
  customerId: string,
  subscriptionId: string,
  deliveryId: string,
): Promise<WebhookDeliveryRecord> {
  await liveSubscription(deps.db, actor, customerId, subscriptionId);
  const row = await deps.db
    .updateTable('webhook_deliveries')
    .set({ status: 'QUEUED', attempts: 0, next_retry_at: null })
    .where('id', '=', deliveryId)
    .where('subscription_id', '=', subscriptionId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  await deps.enqueue(deliveryId, `${deliveryId}-redelivery-${actor.now.getTime()}`);
  return deliveryFromRow(row);
}
