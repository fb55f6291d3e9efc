/**
 * `npm run bench:isolation`: how the API answers everyone else while one customer prints large
 * label runs (ten label requests for 500 packages each, worked off two at a time per customer; a 429
 * is retried after its Retry-After), and then while a hostile order file (3,000 rows, one cell in
 * column A and one in XFD) is taken in over SFTP and a hostile address import of the same shape is
 * sent. A probe calls `/health/live` and another customer's shipment list in a loop throughout.
 * Prints the probes' latencies per phase as JSON.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import SftpClient from 'ssh2-sftp-client';
import { wideXlsx } from '../tests/harness/hostile-files.ts';
import { sftpSocket } from '../tests/harness/sftp.ts';
import { order } from '../tests/shipments-helpers.ts';
import { serverVersion, startPortalProcess } from './portal.ts';

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

const portal = await startPortalProcess('isolation', { READ_MODEL_WAIT_MS: '2000', SFTP_POLL_MS: '500' });
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

  /** Probes the liveness and another customer's list until `work` is done. */
  const probed = async <T>(work: () => Promise<T>) => {
    let running = true;
    const live: number[] = [];
    const list: number[] = [];
    const probe = (async () => {
      while (running) {
        let began = performance.now();
        await fetch(`${portal.url}/health/live`);
        live.push(performance.now() - began);
        began = performance.now();
        const answer = await call(other, 'GET', '/api/shipments?size=20');
        await answer.arrayBuffer();
        list.push(performance.now() - began);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const began = performance.now();
    const result = await work().finally(() => {
      running = false;
    });
    await probe;
    return { result, seconds: Math.round((performance.now() - began) / 100) / 10, live, list };
  };

  let busy = 0;
  const printing = await probed(() =>
    Promise.all(
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
    ),
  );

  // Hostile files: an order file by SFTP and an address import, both 3,000 rows wide to column XFD.
  const admin = await portal.token('admin');
  const setting = async (name: string, value: unknown) => {
    const answer = await call(admin, 'PUT', `/api/admin/customers/100001/settings/${name}`, { name, value });
    if (answer.status !== 200) throw new Error(`setting ${name}: ${answer.status}`);
    return ((await answer.json()) as { value: string }).value;
  };
  await setting('SFTP_ENABLED', true);
  const password = await setting('SFTP_PASSWORD', null);
  await call(admin, 'PUT', '/api/admin/services/sftp/status', { enabled: true });
  const client = new SftpClient();
  await client.connect({
    host: '127.0.0.1',
    port: portal.sftpPort,
    username: '100001',
    password,
    sock: await sftpSocket(portal.sftpPort),
  });
  const hostile = wideXlsx(3000);
  const files = await probed(async () => {
    await client.put(hostile, '/inbox/hostile-orders.xlsx');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(hostile)]), 'hostile-addresses.xlsx');
    const imported = await fetch(`${portal.url}/api/admin/customers/100001/addresses/export`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && (await client.exists('/error/hostile-orders.xlsx')) !== '-') {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      importStatus: imported.status,
      orderFileRefused: (await client.exists('/error/hostile-orders.xlsx')) === '-',
    };
  });
  await client.end();

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
        portalPeakResidentMB: portal.peakResidentMB(),
        labelRequests: REQUESTS,
        packagesEach: PACKAGES,
        printing: {
          seconds: printing.seconds,
          refusedBusy: busy,
          healthLiveMs: summary(printing.live),
          otherCustomersListMs: summary(printing.list),
        },
        hostileFiles: {
          seconds: files.seconds,
          ...files.result,
          healthLiveMs: summary(files.live),
          otherCustomersListMs: summary(files.list),
        },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await portal.close();
}
