import { describe, expect, it } from 'vitest';
import { isShipmentNumber, outcomeOf } from './tracking-client.ts';

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the tracking look-up', () => {
  it('tells found, not found, invalid, limited and failed apart by the status only', async () => {
    const tracking = { shipmentNumber: '1', state: 'ANNOUNCED', timeline: [], delivery: {} };
    expect(await outcomeOf(answer(200, tracking))).toEqual({ kind: 'found', tracking });
    expect(await outcomeOf(answer(404, { code: 'shipment.not-found' }))).toEqual({ kind: 'not-found' });
    expect(await outcomeOf(answer(400))).toEqual({ kind: 'invalid' });
    expect(await outcomeOf(answer(429))).toEqual({ kind: 'limited' });
    expect(await outcomeOf(answer(503))).toEqual({ kind: 'failed' });
  });

  it('takes digits as a shipment number, spaces around them aside', () => {
    expect(isShipmentNumber(' 1000001 ')).toBe(true);
    expect(isShipmentNumber('10000 01')).toBe(false);
    expect(isShipmentNumber('')).toBe(false);
    expect(isShipmentNumber('1'.repeat(19))).toBe(false);
  });
});
