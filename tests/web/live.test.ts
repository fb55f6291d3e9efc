import type { Socket } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import { ensureWebBuild, launchChromium, screenshotDir, signInThroughPage } from './browser.ts';
import { saveDraftShipment } from './shipments.ts';

/**
 * Live updates in two signed-in sessions of one customer (two browser contexts of customer1) and
 * one of another customer (customer2): changes, new shipments and a batch of 50 reach the other
 * session without a reload, a dropped stream resumes from its Last-Event-ID, and the other
 * customer's session receives nothing.
 */

const BATCH = 50;
let portal: TestPortal;
let browser: Browser;
const sessions: Record<'a' | 'b' | 'c', { context: BrowserContext; page: Page }> = {} as never;
const numbers: string[] = [];
const streamSockets = new Set<Socket>();
/** Requests of customer2's page to the shipments API once its stream was open. */
const foreignRequests: string[] = [];
let watchingForeign = false;

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  portal.app.server.on('request', (request: { url?: string; socket: Socket }) => {
    if (request.url?.startsWith('/api/events/stream')) streamSockets.add(request.socket);
  });
  for (let index = 0; index < BATCH + 2; index++) {
    const { shipmentNumber } = await saveDraftShipment(portal, 'customer1', {
      consignee: { name: `Live Empfänger ${index + 1}`, city: 'Berlin', zipCode: '10115' },
    });
    numbers.push(shipmentNumber);
  }
  await saveDraftShipment(portal, 'customer2', {
    consignee: { name: 'Fremdfirma s.r.o.', city: 'Dresden', zipCode: '01067' },
  });
  browser = await launchChromium();
  for (const [key, user] of [
    ['a', 'customer1'],
    ['b', 'customer1'],
    ['c', 'customer2'],
  ] as const) {
    const context = await browser.newContext({
      locale: 'en-US',
      reducedMotion: 'reduce',
      viewport: { width: 1600, height: 700 },
    });
    const page = await context.newPage();
    await page.goto(`${portal.url}/shipments/list`);
    await signInThroughPage(page, user);
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    await page.locator('[data-live-status="open"]').waitFor({ timeout: 20_000 });
    sessions[key] = { context, page };
  }
  sessions.c.page.on('request', (request) => {
    if (watchingForeign && request.url().includes('/api/shipments')) foreignRequests.push(request.url());
  });
  // The stream starts at the list's own position (no refetch); customer2's page must stay quiet.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  watchingForeign = true;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const row = (page: Page, number: string) => page.locator('tbody tr').filter({ hasText: number }).first();
const stateCell = (page: Page, number: string, state: string) =>
  row(page, number).getByRole('cell', { name: state, exact: true });

async function api(method: string, url: string, body?: unknown) {
  const response = await fetch(`${portal.url}${url}`, {
    method,
    headers: { ...(await authHeader(portal, 'customer1')), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

describe('live updates of the shipment list in the browser', () => {
  it("shows the other session's change and a new shipment in place, keeping scroll, selection and edit mode", async () => {
    const { page: a } = sessions.a;
    const { page: b } = sessions.b;
    const changed = numbers[BATCH] as string;
    const edited = numbers[BATCH + 1] as string;
    const selected = numbers[5] as string;

    // Session b: one row in edit mode, one row selected, scrolled down a little.
    await row(b, edited)
      .getByRole('button', { name: `Details of ${edited}` })
      .click();
    await b.getByRole('button', { name: 'Edit' }).first().click();
    await b.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await row(b, selected).getByRole('checkbox').check();
    await b.mouse.wheel(0, 400);
    await expect.poll(() => b.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // What the user looks at: the row in the middle of the window, and its place there.
    const inView = await b.evaluate(
      () =>
        document
          .elementFromPoint(window.innerWidth / 3, window.innerHeight / 2)
          ?.closest('tr')
          ?.querySelectorAll('td')[2]?.textContent ?? '',
    );
    expect(numbers).toContain(inView);
    const place = async () => (await row(b, inView).boundingBox())?.y ?? Number.NaN;
    const before = await place();

    // Session a announces one shipment through the dialog.
    await row(a, changed).getByRole('checkbox').check();
    await a.getByRole('toolbar').getByRole('button', { name: 'Shipping notice' }).click();
    await a
      .getByRole('dialog', { name: 'Shipping notice' })
      .getByRole('button', { name: 'Announce' })
      .click();
    await a.getByText(`Announced: ${changed}`).waitFor();

    await stateCell(b, changed, 'Announced').waitFor({ timeout: 10_000 });
    // A new shipment (another user's save, an order file) appears at the top.
    const created = await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Neu Live GmbH', city: 'Hamburg', zipCode: '20457' },
    });
    await row(b, created.shipmentNumber).waitFor({ timeout: 10_000 });
    await row(a, created.shipmentNumber).waitFor({ timeout: 10_000 });

    expect(await b.getByRole('button', { name: 'Save', exact: true }).count()).toBe(1);
    expect(await row(b, selected).getByRole('checkbox').isChecked()).toBe(true);
    expect(Math.abs((await place()) - before)).toBeLessThan(3);
    await b.screenshot({ path: path.join(screenshotDir, 'live-row-changed.png') });
    await b.getByRole('button', { name: 'Abort' }).first().click();
    await row(b, edited)
      .getByRole('button', { name: `Details of ${edited}` })
      .click();
    await row(b, selected).getByRole('checkbox').uncheck();
    await b.evaluate(() => window.scrollTo(0, 0));
  });

  it("shows a new mail's status in the other session's open mail log", async () => {
    const { page: a } = sessions.a;
    const { page: b } = sessions.b;
    const { shipmentNumber: number } = await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Post Live AG', city: 'Hamburg', zipCode: '20457' },
    });
    await row(b, number).waitFor({ timeout: 10_000 });
    await row(b, number)
      .getByRole('button', { name: `Details of ${number}` })
      .click();
    await b.getByRole('tab', { name: 'Inquiries' }).click();
    const log = b.getByRole('tabpanel', { name: 'Inquiries' });
    await log.getByText('No entries.').waitFor();

    await row(a, number).getByRole('checkbox').check();
    await a.getByRole('toolbar').getByRole('button', { name: 'Shipping notice' }).click();
    await a
      .getByRole('dialog', { name: 'Shipping notice' })
      .getByRole('button', { name: 'Announce' })
      .click();
    await a.getByText(`Announced: ${number}`).waitFor();

    // The shipping notice appears in b's open mail log and reaches "Sent" without a reload.
    await log.locator('[data-status="SENT"]').waitFor({ timeout: 30_000 });
    await b.screenshot({ path: path.join(screenshotDir, 'live-mail-status.png') });
    await row(b, number)
      .getByRole('button', { name: `Details of ${number}` })
      .click();
  }, 60_000);

  it('moves the progress of a batch of 50 and the rows it announces in the other session', async () => {
    const { page: a } = sessions.a;
    const { page: b } = sessions.b;
    const batch = numbers.slice(0, BATCH);
    const last = batch.at(-1) as string;
    await row(b, last)
      .getByRole('button', { name: `Details of ${last}` })
      .click();

    for (const number of batch) await row(a, number).getByRole('checkbox').check();
    await a.getByRole('toolbar').getByRole('button', { name: 'Shipping notice' }).click();
    await a
      .getByRole('dialog', { name: 'Shipping notice' })
      .getByRole('button', { name: 'Announce' })
      .click();

    const progress = b.getByRole('status').filter({ hasText: /^Batch announcement: \d+ of 50 processed$/ });
    await progress.first().waitFor({ timeout: 20_000 });
    const seen = new Set<string>();
    for (let i = 0; i < 200 && !seen.has('Batch announcement: 50 of 50 processed'); i++) {
      seen.add((await progress.first().textContent()) ?? '');
      if (seen.size === 2) await b.screenshot({ path: path.join(screenshotDir, 'live-batch-progress.png') });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.has('Batch announcement: 50 of 50 processed')).toBe(true);
    await b.getByText('This shipment: done').waitFor();
    for (const number of batch) await stateCell(b, number, 'Announced').waitFor({ timeout: 20_000 });
    await a
      .getByRole('dialog', { name: 'Batch shipping notice' })
      .getByRole('button', { name: 'Close' })
      .last()
      .click();
  }, 120_000);

  it('resumes a stream the server dropped with Last-Event-ID, missing no change made meanwhile', async () => {
    const { context, page: b } = sessions.b;
    const target = numbers[BATCH + 1] as string;
    let blocked = true;
    const resumedWith: (string | undefined)[] = [];
    await context.route('**/api/events/stream*', async (route: Route) => {
      if (blocked) return route.abort('connectionreset');
      resumedWith.push(route.request().headers()['last-event-id']);
      return route.continue();
    });
    // The server drops every open stream.
    for (const socket of streamSockets) socket.destroy();
    streamSockets.clear();
    await b.locator('[data-live-status="reconnecting"]').waitFor();

    // Changed while session b is disconnected.
    const shipment = (await api('GET', `/api/shipments/${target}`)).body;
    expect(
      (await api('PUT', `/api/shipments/${target}`, { ...shipment, orderNumber: 'RESUMED-1' })).status,
    ).toBe(200);
    blocked = false;

    await b.locator('[data-live-status="open"]').waitFor({ timeout: 40_000 });
    await row(b, target).getByRole('cell', { name: 'RESUMED-1', exact: true }).waitFor({ timeout: 10_000 });
    expect(resumedWith[0]).toMatch(/^\d{20}-\d{20}$/);
    await context.unroute('**/api/events/stream*');
  }, 90_000);

  it("leaves another customer's session untouched", async () => {
    const { page: c } = sessions.c;
    expect(foreignRequests).toEqual([]);
    for (const number of numbers.slice(0, 5))
      expect(await c.getByText(number, { exact: true }).count()).toBe(0);
    expect(await c.locator('tbody tr').count()).toBe(1);
    await c.screenshot({ path: path.join(screenshotDir, 'live-other-customer.png') });
  });
});
