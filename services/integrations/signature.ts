import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook request (docs/decisions/0110): `t=<unix seconds>,v1=<hex>`, where the
 * hex is HMAC-SHA256 with the subscription's signing secret over `<t>.<body>`, the body exactly
 * as sent. The timestamp changes with every attempt, the body does not.
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/**
 * What a receiver does: recompute the signature of the body with the timestamp of the header,
 * compare in constant time, and refuse timestamps further off than `toleranceSeconds` (replays).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = webhookSignature(secret, timestamp, body).split('v1=')[1] ?? '';
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
