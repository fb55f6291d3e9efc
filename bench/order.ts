/**
 * `npm run bench:order`: the order form's save at the API. Starts the portal in a process of its own
 * on a database of its own (the read models awaited after a save as configured, READ_MODEL_WAIT_MS),
 * signs in as customer1 and times, over HTTP, the routes the order form saves through: `POST
 * /api/shipments` with a complete order (contacts, references, times, insurance, three cargo lines
 * of which one carries dangerous goods) and `PUT /api/shipments/{number}` of a saved one with its
 * version. First one client after another (latency), then BENCH_CLIENTS clients at once
 * (throughput). Prints one JSON document with the load average and the portal's CPU time per save
 * and peak resident memory.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import type { ShipmentPayloadInput } from '../contracts/shipment/index.ts';
import { shippingDates } from '../tests/shipments-helpers.ts';
import { serverVersion, startPortalProcess } from './portal.ts';

const SAVES = Number(process.env.BENCH_SAVES ?? 300);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const round = (value: number) => Math.round(value * 10) / 10;

/** A complete order as a customer fills in the form: every section, a dangerous-goods line among three. */
function completeOrder(index: number): ShipmentPayloadInput {
  const { shippingDate, deliveryDate } = shippingDates();
  return {
    sender: {
      customerId: '100001',
      name: 'Müller Maschinenbau GmbH',
      additionalName: 'Werk Billwerder',
      street: 'Billwerder Neuer Deich 72',
      zipCode: '20539',
      city: 'Hamburg',
      country: 'DE',
      contactName: 'Jana Müller',
      phone: '+49 40 7890120',
      email: 'versand@mueller-maschinenbau.example',
    },
    consignee: {
      name: `Schmidt Werkzeugbau ${index}`,
      additionalName: 'Wareneingang Tor 3',
      street: 'Landsberger Straße 110',
      zipCode: '80339',
      city: 'München',
      country: 'DE',
      contactName: 'Peter Schmidt',
      phone: '+49 89 5512340',
      mobile: '+49 171 2345678',
      email: 'wareneingang@schmidt-werkzeugbau.example',
    },
    orderNumber: `O-${index}`,
    referenceNumber: String(1_000_000 + index),
    shippingDate,
    shippingTimeFrom: '08:00',
    shippingTimeUntil: '16:00',
    shippingNotice: 'Rampe 2, bitte vorher anrufen',
    deliveryDate,
    deliveryTimeFrom: '07:00',
    deliveryTimeUntil: '15:00',
    shippingTerms: { identifier: '04' },
    product: { identifier: 'P01' },
    insuranceValue: { value: 12_500, currency: 'EUR' },
    deliveryNotes: [],
    cargoList: {
      items: [
        {
          colliQty: 2,
          packingCode: 'EP',
          goods: 'Maschinenteile',
          marking: `MM-${index}`,
          weight: 480,
          length: 120,
          width: 80,
          height: 100,
        },
        {
          colliQty: 6,
          packingCode: 'KT',
          goods: 'Ersatzteile',
          weight: 90,
          length: 60,
          width: 40,
          height: 40,
        },
        {
          colliQty: 1,
          packingCode: 'EP',
          goods: 'Lösungsmittel',
          weight: 300,
          length: 120,
          width: 80,
          height: 100,
          dangerousGoods: true,
          hazmats: [
            {
              unNumber: '1090',
              hazardClass: '3',
              packagingGroup: 'II',
              quantity: 12,
              packagingCode: '4G',
              massUnit: 'kg',
              weight: 240,
            },
          ],
        },
      ],
    },
  };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return {
    saves: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
  };
}

const loadAtStart = loadavg()[0] ?? 0;
const portal = await startPortalProcess('order');
try {
  const token = await portal.token('customer1');
  let failures = 0;
  /** One save; answers the saved shipment's number and version, and how long it took (ms). */
  async function save(method: 'POST' | 'PUT', path: string, body: unknown, version?: number) {
    const started = performance.now();
    const response = await fetch(`${portal.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { shipmentNumber: string; version: number };
    const ms = performance.now() - started;
    if (response.status >= 300) {
      failures++;
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    }
    return { number: json.shipmentNumber, version: json.version, ms };
  }
  let counter = 0;
  const create = () => {
    const index = counter++;
    return save('POST', '/api/shipments', completeOrder(index));
  };
  /** What a user changes on a saved order before saving again: a reference, a time and a cargo line. */
  const update = (saved: { number: string; version: number }, round: number) => {
    const order = completeOrder(counter++);
    const items = order.cargoList.items;
    return save(
      'PUT',
      `/api/shipments/${saved.number}`,
      {
        ...order,
        orderNumber: `O-${saved.number}-${round}`,
        shippingTimeUntil: '17:00',
        cargoList: { items: [{ ...items[0], colliQty: 3, weight: 720 }, ...items.slice(1)] },
      },
      saved.version,
    );
  };

  /** Creates `count` orders and updates each once, `clients` at a time; latencies and rates. */
  async function run(count: number, clients: number) {
    const created: { number: string; version: number; ms: number }[] = [];
    const updated: number[] = [];
    const cpu = portal.cpuSeconds();
    const startedCreate = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) {
          next++;
          created.push(await create());
        }
      }),
    );
    const createSeconds = (performance.now() - startedCreate) / 1000;
    const cpuCreate = portal.cpuSeconds() - cpu;
    const startedUpdate = performance.now();
    next = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let index = next++; index < created.length; index = next++) {
          const saved = created[index];
          if (saved) updated.push((await update(saved, 1)).ms);
        }
      }),
    );
    const updateSeconds = (performance.now() - startedUpdate) / 1000;
    const cpuUpdate = portal.cpuSeconds() - cpu - cpuCreate;
    return {
      create: {
        ...percentiles(created.map((entry) => entry.ms)),
        savesPerSecond: round(created.length / createSeconds),
        portalCpuMsPerSave: round((cpuCreate * 1000) / created.length),
      },
      update: {
        ...percentiles(updated),
        savesPerSecond: round(updated.length / updateSeconds),
        portalCpuMsPerSave: round((cpuUpdate * 1000) / updated.length),
      },
    };
  }

  await run(WARM_UP, 1);
  const loadBeforeSequential = loadavg()[0] ?? 0;
  const sequential = await run(SAVES, 1);
  const loadBeforeConcurrent = loadavg()[0] ?? 0;
  const concurrent = await run(SAVES, CLIENTS);

  process.stdout.write(
    `${JSON.stringify(
      {
        machine: {
          cpus: cpus().length,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
          postgres: await serverVersion(portal.runtime.db),
          node: process.version,
          // Other work on the shared machine shows in every figure: compare runs of like load.
          loadAverage1m: {
            atStart: round(loadAtStart),
            beforeSequential: round(loadBeforeSequential),
            beforeConcurrent: round(loadBeforeConcurrent),
            atEnd: round(loadavg()[0] ?? 0),
          },
        },
        order: { cargoLines: 3, dangerousGoodsLines: 1 },
        sequential,
        [`concurrent${CLIENTS}`]: concurrent,
        failures,
        portal: { peakResidentMB: portal.peakResidentMB() },
      },
      null,
      2,
    )}\n`,
  );
} finally {
  await portal.close();
}
