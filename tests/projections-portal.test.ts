import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('event store and projections in the running portal', () => {
  it('gives every part the event store of the runtime', async () => {
    const stream = `shipment-${crypto.randomUUID()}`;
    const metadata = { time: new Date().toISOString(), userLogin: 'customer1' };
    await portal.runtime.eventStore.appendToStream(
      stream,
      [{ id: crypto.randomUUID(), type: 'ShipmentSaved', data: { reference: 'HAM-7' }, metadata }],
      { expected: 'no_stream' },
    );
    const [event] = await portal.runtime.eventStore.readStream(stream);
    expect(event).toMatchObject({ type: 'ShipmentSaved', streamVersion: 0, metadata });
  });

  it('counts projection lag in readiness and exports it as metrics', async () => {
    const ready = await (await fetch(`${portal.url}/health/ready`)).json();
    expect(ready.checks).toContainEqual({ name: 'projections', ok: true });
    const metrics = await (await fetch(`${portal.url}/metrics`)).text();
    expect(metrics).toContain('# TYPE projection_lag_events gauge');
    expect(metrics).toContain('# TYPE projection_lag_seconds gauge');
  });
});
