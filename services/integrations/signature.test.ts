import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature, webhookSignature } from './signature.ts';

describe('webhook signatures', () => {
  const body = '{"id":"e1","type":"shipment.saved"}';
  const now = new Date('2026-12-01T10:00:00Z');
  const t = Math.floor(now.getTime() / 1000);

  it('is the HMAC-SHA256 of "<t>.<body>" in hex, with the timestamp', () => {
    const expected = createHmac('sha256', 'whsec_x').update(`${t}.${body}`).digest('hex');
    expect(webhookSignature('whsec_x', t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies the right secret and body within the tolerance only', () => {
    const header = webhookSignature('whsec_x', t, body);
    expect(verifyWebhookSignature('whsec_x', header, body, { now })).toBe(true);
    expect(verifyWebhookSignature('whsec_y', header, body, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_x', header, `${body}\n`, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_x', header, body, { now: new Date(now.getTime() + 301_000) })).toBe(
      false,
    );
    expect(verifyWebhookSignature('whsec_x', `t=${t + 1},${header.split(',')[1]}`, body, { now })).toBe(
      false,
    );
    expect(verifyWebhookSignature('whsec_x', 'garbage', body, { now })).toBe(false);
  });
});
