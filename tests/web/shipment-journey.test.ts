import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { order } from '../shipments-helpers.ts';
import {
  describeViolations,
  openVisitor,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/**
 * The journey in the web app: the list's badge and its "Exceptions only" filter, the expanded row's
 * journey tab (refreshed by the live stream when a status comes), and the consignee's tracking page,
 * which shows the journey without the remarks.
 */

let attempted: string;
let pickedUp: string;

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

/** A status as the forwarder's staff report it (a central administrator). */
async function report(number: string, body: Record<string, unknown>) {
  const reported = await api('centraladmin', 'POST', `/api/shipments/${number}/statuses`, body);
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async () => {
    attempted = await commissioned('JOURNEY-1');
    pickedUp = await commissioned('JOURNEY-2');
    await report(attempted, {
      reportId: 'J1-1',
      status: 'PICKED_UP',
      occurredAt: '2026-11-24T08:00:00+01:00',
      place: { branch: 'HAM', zipCode: '20539', city: 'Hamburg', country: 'DE' },
    });
    await report(attempted, {
      reportId: 'J1-2',
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-25T09:12:00+01:00',
      place: { branch: 'MUC', zipCode: '80339', city: 'München', country: 'DE' },
      reason: 'CONSIGNEE_ABSENT',
      remarks: 'Neighbour Mrs Novak not at home either',
      sscc: '340123450000000018',
    });
    await report(pickedUp, {
      reportId: 'J2-1',
      status: 'PICKED_UP',
      occurredAt: '2026-11-24T09:00:00+01:00',
    });
  },
  reopen: true,
  heading: 'Shipment overview',
});

const rowOf = (number: string): Locator =>
  session.page
    .getByRole('row')
    .filter({ has: session.page.getByRole('cell', { name: number, exact: true }) });

describe('the journey in the shipment list', () => {
  it('shows the current status as a badge, red for an exception', async () => {
    const badge = rowOf(attempted).locator('[data-journey-status]');
    await expect.poll(() => badge.textContent()).toBe('Delivery attempted');
    expect(await badge.getAttribute('data-exception')).toBe('true');
    const calm = rowOf(pickedUp).locator('[data-journey-status]');
    await expect.poll(() => calm.textContent()).toBe('Picked up');
    expect(await calm.getAttribute('data-exception')).toBeNull();
  });

  it('filters the list to exceptions only, and back', async () => {
    const { page } = session;
    await page.getByText('Exceptions only').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('journey')).toBe('exception');
    await expect.poll(() => rowOf(pickedUp).count()).toBe(0);
    await expect.poll(() => rowOf(attempted).count()).toBe(1);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-list-exceptions.png') });
    await page.getByText('Exceptions only').click();
    await expect.poll(() => rowOf(pickedUp).count()).toBe(1);
  });

  it('shows the journey in the expanded row, and a new status as it comes', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${attempted}` }).click();
    await page.getByRole('tab', { name: 'Journey' }).click();
    const journey = page.getByRole('table', { name: 'Journey' });
    const latest = journey.locator('tbody tr').first();
    await expect.poll(() => latest.textContent()).toContain('Delivery attempted');
    for (const text of [
      'Consignee absent',
      'Neighbour Mrs Novak not at home either',
      '340123450000000018',
      'MUC',
    ])
      expect(await latest.textContent()).toContain(text);
    expect(await journey.locator('tbody tr').nth(1).textContent()).toContain('Picked up');
    // Shown in the reader's time zone: the browser's, whatever offset the report had.
    const shown = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-11-25T09:12:00+01:00'),
      ),
    );
    expect(await latest.locator('td').first().textContent()).toBe(shown);

    await report(attempted, {
      reportId: 'J1-3',
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:30:00+01:00',
      place: { branch: 'MUC', city: 'München', country: 'DE' },
    });
    await expect.poll(() => latest.textContent(), { timeout: 15_000 }).toContain('Delivered');
    const badge = rowOf(attempted).locator('[data-journey-status]').first();
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('Delivered');
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-journey-tab.png'), fullPage: true });
  });
});

describe('the journey on the tracking page', () => {
  it('shows a consignee the statuses with place and reason, without remarks', async () => {
    const { browser, page, pageErrors } = await openVisitor({ width: 900, height: 900 });
    try {
      await page.goto(`${session.portal.url}/track?number=${attempted}`);
      await page.getByLabel('Shipment number').fill(attempted);
      await page.getByLabel('Zip code of the delivery address').fill('80339');
      await page.getByRole('button', { name: 'Track' }).click();
      const steps = page.getByRole('list', { name: 'Transport progress' });
      await steps.waitFor();
      await expect
        .poll(() => steps.locator('li').allTextContents())
        .toEqual([
          expect.stringContaining('Delivered'),
          expect.stringContaining('Delivery attempted'),
          expect.stringContaining('Picked up'),
        ]);
      expect(await steps.locator('li').nth(1).textContent()).toContain('Consignee absent');
      expect(await steps.locator('li.exception').count()).toBe(1);
      expect(await page.locator('[data-journey-status]').first().textContent()).toBe('Delivered');
      const text = (await page.textContent('body')) ?? '';
      expect(text).not.toContain('Novak');
      const violations = await seriousAccessibilityViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.screenshot({ path: path.join(screenshotDir, 'track-journey.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
