import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Config } from '../../contracts/config.ts';
import { WEBHOOK_HEADERS } from '../../contracts/integrations.ts';
import type { Db } from '../db/index.ts';
import { retryDelayMs } from '../domain/mail/index.ts';
import { webhookSignature } from './signature.ts';
import {
  checkWebhookTarget,
  privateTargetsAllowed,
  type ResolvedAddress,
  WebhookTargetRefused,
} from './target-check.ts';

export interface WebhookDeliveryDeps {
  db: Db;
  config: Pick<
    Config,
    | 'NODE_ENV'
    | 'WEBHOOK_ALLOW_PRIVATE'
    | 'WEBHOOK_MAX_RETRIES'
    | 'WEBHOOK_RETRY_BASE_MS'
    | 'WEBHOOK_TIMEOUT_MS'
  >;
  now?: () => Date;
  random?: () => number;
}

/** How an attempt ended: delivered, to be retried after `delayMs`, or given up (or nothing to do). */
export type AttemptOutcome =
  | { outcome: 'delivered' | 'skipped' }
  | { outcome: 'retry'; delayMs: number; reason: string }
  | { outcome: 'failed'; reason: string };

/** POSTs the body to the checked addresses only; redirects are not followed (a 3xx is a failure). */
function post(
  url: URL,
  addresses: ResolvedAddress[],
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<number> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else {
      const [first] = addresses as [ResolvedAddress];
      callback(null, first.address, first.family);
    }
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: pinned,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The answer's body is not needed; reading it frees the connection.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`no answer within ${timeoutMs} ms`) : error),
    );
    request.end(body);
  });
}

/**
 * One attempt of one delivery: signs the stored body with a fresh timestamp, POSTs it, and records
 * the outcome on the delivery. A 2xx answer delivers it; anything else is retried with exponential
 * backoff and jitter like a mail, until WEBHOOK_MAX_RETRIES retries have failed. A target that now
 * resolves to a private address is refused without sending.
 */
export async function attemptWebhookDelivery(
  deps: WebhookDeliveryDeps,
  deliveryId: string,
): Promise<AttemptOutcome> {
  const now = deps.now ?? (() => new Date());
  const found = await deps.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
    .select([
      'd.payload',
      'd.status',
      'd.attempts',
      'd.event_type',
      's.url',
      's.signing_secret',
      's.deleted_at',
    ])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!found || found.deleted_at || found.status === 'DELIVERED' || found.status === 'FAILED') {
    return { outcome: 'skipped' };
  }
  const attempt = found.attempts + 1;
  const startedAt = now();
  let statusCode: number | null = null;
  let reason: string | null = null;
  let final = false;
  try {
    const url = new URL(found.url);
    const addresses = await checkWebhookTarget(url, privateTargetsAllowed(deps.config));
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    statusCode = await post(
      url,
      addresses,
      found.payload,
      {
        'content-type': 'application/json',
        'user-agent': 'freight-portal-webhooks',
        [WEBHOOK_HEADERS.signature]: webhookSignature(found.signing_secret, timestamp, found.payload),
        [WEBHOOK_HEADERS.event]: found.event_type,
        [WEBHOOK_HEADERS.delivery]: deliveryId,
      },
      deps.config.WEBHOOK_TIMEOUT_MS,
    );
    if (statusCode < 200 || statusCode >= 300) reason = `the receiver answered ${statusCode}`;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
    // A target refused by the address check stays refused however often it is tried.
    final = error instanceof WebhookTargetRefused && error.reason === 'webhook.url-private';
  }
  const attemptedAt = now();
  if (reason === null) {
    await deps.db
      .updateTable('webhook_deliveries')
      .set({
        status: 'DELIVERED',
        attempts: attempt,
        last_attempt_at: attemptedAt,
        last_status_code: statusCode,
        last_error: null,
        next_retry_at: null,
        delivered_at: attemptedAt,
      })
      .where('id', '=', deliveryId)
      .execute();
    return { outcome: 'delivered' };
  }
  const givenUp = final || attempt > deps.config.WEBHOOK_MAX_RETRIES;
  const base = deps.config.WEBHOOK_RETRY_BASE_MS;
  const delayMs = retryDelayMs(
    { baseDelayMs: base, maxDelayMs: base * 64 },
    attempt,
    (deps.random ?? Math.random)(),
  );
  await deps.db
    .updateTable('webhook_deliveries')
    .set({
      status: givenUp ? 'FAILED' : 'RETRYING',
      attempts: attempt,
      last_attempt_at: attemptedAt,
      last_status_code: statusCode,
      last_error: reason.slice(0, 500),
      next_retry_at: givenUp ? null : new Date(attemptedAt.getTime() + delayMs),
    })
    .where('id', '=', deliveryId)
    .execute();
  return givenUp ? { outcome: 'failed', reason } : { outcome: 'retry', delayMs, reason };
}
