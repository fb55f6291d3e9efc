import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { PNG, uploadPod } from '../pod-helpers.ts';
import { order } from '../shipments-helpers.ts';
import { screenshotDir, signedInSession } from './browser.ts';

/**
 * The proof of delivery in the expanded row's Journey tab: the receiver's name, the packages and
 * a link that downloads the signature.
 */

let delivered: string;

async function api(username: string, method: string, url: string, body?: unknown) {
  const { portal } = session;
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: {
      ...(await authHeader(portal, username)),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function commissioned(orderNumber: string): Promise<string> {
  const draft = await api('customer1', 'POST', '/api/shipments', order({ orderNumber }));
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const done = await api('customer1', 'PUT', `/api/shipments/${draft.body.shipmentNumber}/commission`, {
    ...order({ orderNumber }),
    version: draft.body.version,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.shipmentNumber;
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  acceptDownloads: true,
  before: async (portal) => {
    delivered = await commissioned('POD-1');
    const file = await uploadPod(portal, delivered, PNG, 'signature.png');
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    const reported = await api('centraladmin', 'POST', `/api/shipments/${delivered}/statuses`, {
      reportId: 'POD-WEB-1',
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:00:00+01:00',
      pod: { receiverName: 'Jana Nováková', packages: 2, condition: 'GOOD', fileId: file.body.fileId },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  },
  reopen: true,
  heading: 'Shipment overview',
});

const rowOf = (number: string): Locator =>
  session.page
    .getByRole('row')
    .filter({ has: session.page.getByRole('cell', { name: number, exact: true }) });

describe('the proof of delivery in the Journey tab', () => {
  it("shows the receiver and downloads the signature from the row's journey", async () => {
    const { page } = session;
    await expect.poll(() => rowOf(delivered).count()).toBe(1);
    await page.getByRole('button', { name: `Details of ${delivered}` }).click();
    await page.getByRole('tab', { name: 'Journey' }).click();
    const latest = page.getByRole('table', { name: 'Journey' }).locator('tbody tr').first();
    await expect.poll(() => latest.textContent()).toContain('received by Jana Nováková');
    expect(await latest.textContent()).toContain('2 packages');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      latest.getByRole('button', { name: 'Download file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`proof-of-delivery-${delivered}.png`);
    expect(readFileSync((await download.path()) as string).equals(PNG)).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-journey-pod.png'), fullPage: true });
  });
});
