import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  launchChromium,
  SEED_PASSWORD,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';
import { commissionShipment, saveDraftShipment } from './shipments.ts';

let portal: TestPortal;
let browser: Browser;

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  await saveDraftShipment(portal, 'customer1', {
    consignee: {
      name: 'Schmidt Werkzeugbau GmbH & Co. KG',
      city: 'Garmisch-Partenkirchen',
      zipCode: '82467',
    },
    orderNumber: 'BESTELLUNG-2026-000123456',
  });
  const announced = await saveDraftShipment(portal, 'customer1', {
    consignee: { name: 'Berliner Antriebstechnik AG', city: 'Berlin', zipCode: '10115' },
  });
  const headers = { ...(await authHeader(portal, 'customer1')), 'content-type': 'application/json' };
  const stored = await (
    await fetch(`${portal.url}/api/shipments/${announced.shipmentNumber}`, { headers })
  ).json();
  const announce = await fetch(`${portal.url}/api/shipments/${announced.shipmentNumber}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...stored, state: 'CREATE_ANNOUNCEMENT' }),
  });
  expect(announce.status).toBe(200);
  const commissioned = await saveDraftShipment(portal, 'customer1', {
    consignee: { name: 'Huber Anlagenbau GmbH', city: 'München', zipCode: '80331' },
  });
  await commissionShipment(portal, 'customer1', commissioned.shipmentNumber);
  browser = await launchChromium();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A German page of 1440 x 900, signed in as `username` through the sign-in page. */
async function germanPage(username: string, target: string): Promise<Page> {
  const page = await browser.newPage({
    locale: 'de-DE',
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
  });
  await page.goto(`${portal.url}${target}`);
  await page.getByRole('banner').getByTestId('sign-in').click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(SEED_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth/callback');
  await page.goto(`${portal.url}${target}`);
  return page;
}

/** The page and every scrolling box in it that is wider than its visible width. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        found.push(`${element.className || element.tagName} ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return found;
  });
}

describe('at 1440 px wide, in German', () => {
  it('shows the whole shipment list without scrolling sideways, its states as coloured badges', async () => {
    const page = await germanPage('customer1', '/shipments/list');
    await page.getByRole('heading', { name: 'Sendungsübersicht' }).waitFor();
    await page.locator('tbody tr').nth(2).waitFor();
    await page.getByText('Garmisch-Partenkirchen', { exact: false }).first().waitFor();
    // The product column names the product, not only its code.
    await page
      .locator('tbody tr')
      .first()
      .getByRole('cell', { name: /^P01 \S+/ })
      .waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-list-de-1440.png') });
    expect(await overflowing(page)).toEqual([]);

    const badges = page.locator('tbody td .mantine-Badge-root');
    expect(await badges.count()).toBe(3);
    expect((await badges.allTextContents()).sort()).toEqual(['Avisiert', 'Beauftragt', 'Entwurf'].sort());
    const backgrounds = new Set(
      await badges.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).backgroundColor),
      ),
    );
    expect(backgrounds.size).toBe(3);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.close();
  });

  it('shows the mail event log without scrolling sideways', async () => {
    const page = await germanPage('admin', '/administration/mailPersistenceEvents');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'mail-events-de-1440.png') });
    await page.close();
  });
});
