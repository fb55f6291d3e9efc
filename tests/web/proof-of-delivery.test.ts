import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { commissionedInThePast } from '../late-helpers.ts';
import { PNG, uploadPod } from '../pod-helpers.ts';
import { order } from '../shipments-helpers.ts';
import { openVisitor, screenshotDir, signedInSession } from './browser.ts';

/**
 * The proof of delivery in the expanded row's Journey tab: the receiver's name, the packages and
 * a link that downloads the signature; the tracking page's packages without the name; the late
 * badge of a shipment whose delivery date passed, and the "Exceptions only" filter showing it.
 */

let delivered: string;
let late: string;

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
    late = (await commissionedInThePast(portal, 14, 'LATE-WEB')).shipmentNumber;
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

  it('downloads the file from the page a delivered mail links to', async () => {
    const { page } = session;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.goto(`${session.portal.url}/proof-of-delivery/${delivered}/POD-WEB-1`),
    ]);
    expect(readFileSync((await download.path()) as string).equals(PNG)).toBe(true);
    await page.getByRole('heading', { name: `Proof of delivery of shipment ${delivered}` }).waitFor();
  });
});

describe('late shipments in the list', () => {
  it('shows a late badge and lists the shipment under "Exceptions only"', async () => {
    const { page } = session;
    await page.goto(`${session.portal.url}/shipments/list`);
    const badge = rowOf(late).locator('[data-late]');
    await expect.poll(() => badge.textContent()).toBe('Late');
    expect(await rowOf(delivered).locator('[data-late]').count()).toBe(0);
    await page.getByText('Exceptions only').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('journey')).toBe('exception');
    await expect.poll(() => rowOf(late).count()).toBe(1);
    await expect.poll(() => rowOf(delivered).count()).toBe(0);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-list-late.png') });
  });
});

describe('the delivery on the tracking page', () => {
  it('says delivered and how many packages, never who took them in', async () => {
    const { browser, page } = await openVisitor({ width: 900, height: 900 });
    try {
      await page.goto(`${session.portal.url}/track?number=${delivered}`);
      await page.getByLabel('Shipment number').fill(delivered);
      await page.getByLabel('Zip code of the delivery address').fill('80339');
      await page.getByRole('button', { name: 'Track' }).click();
      const packages = page.locator('.delivered-packages');
      await expect.poll(() => packages.textContent()).toContain('2 packages');
      expect(await packages.textContent()).toContain('delivered on');
      expect((await page.textContent('body')) ?? '').not.toContain('Nováková');
    } finally {
      await browser.close();
    }
  });
});
