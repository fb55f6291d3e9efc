/**
 * `npm run bench:isolation`: how the API answers everyone else while one customer prints large
 * label runs. Ten label requests for 500 packages each are worked off (two at a time per customer;
 * a 429 is retried after its Retry-After) while a probe calls `/health/live` and another customer's
 * shipment list in a loop. Prints the probes' latencies as JSON.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { order } from '../tests/shipments-helpers.ts';
import { serverVersion, startBenchPortal } from './portal.ts';

const REQUESTS = Number(process.env.BENCH_LABEL_REQUESTS ?? 10);
const PACKAGES = Number(process.env.BENCH_PACKAGES ?? 500);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10
  );
};
const summary = (values: number[]) => ({
  count: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  p99: percentile(values, 99),
  max: percentile(values, 100),
});

const portal = await startBenchPortal('isolation', { READ_MODEL_WAIT_MS: '2000' });
try {
  const printer = await portal.token('customer1');
  const other = await portal.token('customer2');
  const call = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${portal.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const base = order();
  const item = base.cargoList.items[0];
  if (!item) throw new Error('the bench order has no item');
  const numbers: string[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const created = await call(printer, 'POST', '/api/shipments', {
      ...base,
      orderNumber: `ISO-${index}`,
      cargoList: { ...base.cargoList, items: [{ ...item, colliQty: PACKAGES, weight: 20_000 }] },
    });
    if (created.status !== 201)
      throw new Error(`creating a shipment: ${created.status} ${await created.text()}`);
    numbers.push(String(((await created.json()) as { shipmentNumber: string }).shipmentNumber));
  }

  let printing = true;
  const live: number[] = [];
  const list: number[] = [];
  const probe = (async () => {
    while (printing) {
      let started = performance.now();
      await fetch(`${portal.url}/health/live`);
      live.push(performance.now() - started);
      started = performance.now();
      const answer = await call(other, 'GET', '/api/shipments?size=20');
      await answer.arrayBuffer();
      list.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();

  const started = performance.now();
  let busy = 0;
  await Promise.all(
    numbers.map(async (number) => {
      for (;;) {
        const answer = await call(printer, 'GET', `/api/shipments/labels?shipments=${number}`);
        await answer.arrayBuffer();
        if (answer.status === 429) {
          busy++;
          await new Promise((resolve) =>
            setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 2) * 1000),
          );
          continue;
        }
        if (answer.status !== 200) throw new Error(`labels of ${number}: ${answer.status}`);
        return;
      }
    }),
  );
  const printSeconds = (performance.now() - started) / 1000;
  printing = false;
  await probe;

  process.stdout.write(
    `${JSON.stringify(
      {
        bench: 'isolation',
        machine: {
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          memoryGb: Math.round(totalmem() / 2 ** 30),
          loadavg: loadavg(),
        },
        postgres: await serverVersion(portal.runtime.db),
        labelRequests: REQUESTS,
        packagesEach: PACKAGES,
        printSeconds: Math.round(printSeconds * 10) / 10,
        refusedBusy: busy,
        healthLiveMs: summary(live),
        otherCustomersListMs: summary(list),
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await portal.close();
}
