import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import { apiAs, type Json, order } from '../shipments-helpers.ts';
import {
  describeViolations,
  ensureWebBuild,
  openVisitor,
  screenshotDir,
  seriousAccessibilityViolations,
} from './browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The most JavaScript and CSS (gzip) the tracking page may load: plain React and its own code. */
const TRACK_PAGE_BUDGET_GZIP = 90 * 1024;

let portal: TestPortal;
let browser: Browser;
let page: Page;
let pageErrors: string[];
let announced: Json;

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  const customer1 = await apiAs(portal, 'customer1');
  const delivery = { deliveryTimeFrom: '08:00', deliveryTimeUntil: '12:00' };
  const created = await customer1.request('POST', '/api/shipments', { body: order(delivery) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const put = await customer1.request('PUT', `/api/shipments/${created.body.shipmentNumber}`, {
    body: { ...order(delivery), version: created.body.version, state: 'CREATE_ANNOUNCEMENT' },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  announced = put.body;
  ({ browser, page, pageErrors } = await openVisitor({ width: 900, height: 900 }));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const screenshot = (name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

/** Submits the form and waits for the tracking answer. */
async function track(shipmentNumber: string, zipCode: string) {
  await page.getByLabel('Shipment number').fill(shipmentNumber);
  await page.getByLabel('Zip code of the delivery address').fill(zipCode);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/tracking'),
    page.getByRole('button', { name: 'Track' }).click(),
  ]);
  return response;
}

const notice = () => page.getByRole('status');

describe('the tracking page for consignees', () => {
  it("opens from the shipment's track-and-trace link with a small bundle of its own", async () => {
    const link = String(announced._links.trackAndTrace.href);
    expect(link).toBe(`${portal.url}/track?number=${announced.shipmentNumber}`);

    const loaded: Promise<{ url: string; body: Buffer }>[] = [];
    const onResponse = (response: Response) => {
      const type = response.request().resourceType();
      if ((type === 'script' || type === 'stylesheet') && response.ok())
        loaded.push(response.body().then((body) => ({ url: response.url(), body })));
    };
    page.on('response', onResponse);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Track a shipment', level: 1 }).waitFor();
    page.off('response', onResponse);

    const assets = await Promise.all(loaded);
    const bytes = assets.reduce((sum, asset) => sum + asset.body.length, 0);
    const gzip = assets.reduce((sum, asset) => sum + gzipSync(asset.body).length, 0);
    const report = {
      page: '/track',
      files: assets.map((asset) => ({
        file: new URL(asset.url).pathname,
        bytes: asset.body.length,
        gzip: gzipSync(asset.body).length,
      })),
      bytes,
      gzip,
    };
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, 'test-results/track-bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.info(`tracking page: ${assets.length} files, ${bytes} bytes, ${gzip} bytes gzip`);

    // None of the signed-in app: not its entry script, not Mantine's styles or components.
    const appEntry = /src="(\/assets\/main-[^"]+\.js)"/.exec(
      readFileSync(path.join(root, 'web/dist/index.html'), 'utf8'),
    )?.[1];
    expect(appEntry).toBeDefined();
    expect(assets.map((asset) => new URL(asset.url).pathname)).not.toContain(appEntry);
    expect(assets.some((asset) => asset.body.includes('mantine'))).toBe(false);
    expect(gzip).toBeLessThan(TRACK_PAGE_BUDGET_GZIP);

    expect(await page.getByLabel('Shipment number').inputValue()).toBe(announced.shipmentNumber);
    expect(pageErrors).toEqual([]);
  });

  it('shows the status timeline, the branch and the delivery window for the right zip code', async () => {
    const response = await track(announced.shipmentNumber, ' 80 339 ');
    expect(response.status()).toBe(200);
    const result = page.getByTestId('tracking-result');
    await result.getByRole('heading', { name: `Shipment ${announced.shipmentNumber}` }).waitFor();
    const steps = result.getByRole('list', { name: 'Status history' }).getByRole('listitem');
    expect(await steps.count()).toBe(1);
    expect(await steps.first().textContent()).toContain('Announced');
    expect(await steps.first().locator('time').getAttribute('datetime')).toBe(
      new Date(announced.shippingNoticeCreated).toISOString(),
    );
    const text = await result.textContent();
    expect(text).toContain('Hamburg (HAM)');
    expect(text).toContain('08:00–12:00');
    // Nothing personal: no names, streets or cities of the parties.
    for (const personal of ['Schmidt', 'Landsberger', 'München', 'Müller', 'Billwerder'])
      expect(await page.locator('body').textContent()).not.toContain(personal);
    // The zip code never lands in the address bar.
    expect(page.url()).not.toContain('80339');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot('track-timeline');
  });

  it('gives a wrong zip code and an unknown number the identical message', async () => {
    expect((await track(announced.shipmentNumber, '80331')).status()).toBe(404);
    await notice().waitFor();
    const wrongZip = await notice().textContent();
    expect(await page.getByTestId('tracking-result').count()).toBe(0);
    await screenshot('track-not-found');

    expect((await track('9999999', '80339')).status()).toBe(404);
    await notice().waitFor();
    expect(await notice().textContent()).toBe(wrongZip);
    expect(wrongZip).toBe(
      'We found no shipment with this number for this zip code. Please check both entries.',
    );
  });

  it("speaks the browser's language and switches to another", async () => {
    const german = await browser.newPage({ locale: 'de-DE', reducedMotion: 'reduce' });
    try {
      await german.goto(`${portal.url}/track`);
      await german.getByRole('heading', { name: 'Sendungsverfolgung', level: 1 }).waitFor();
      expect(await german.evaluate(() => document.documentElement.lang)).toBe('de');
      await german.getByLabel('Sprache').selectOption('cs');
      await german.getByRole('heading', { name: 'Sledování zásilky', level: 1 }).waitFor();
      expect(await german.evaluate(() => document.documentElement.lang)).toBe('cs');
      await german.getByRole('button', { name: 'Sledovat' }).click();
      await german.getByText('Zadejte číslo zásilky (pouze číslice).').waitFor();
      await german.screenshot({ path: path.join(screenshotDir, 'track-czech.png'), fullPage: true });
    } finally {
      await german.close();
    }
  });

  it('tells a client that asked too often to wait', async () => {
    let limited = false;
    // Ten look-ups a minute per client address; the earlier tests used three of them.
    for (let attempt = 0; attempt < 12 && !limited; attempt++)
      limited = (await track('9999999', '80339')).status() === 429;
    expect(limited).toBe(true);
    await page.getByText('Too many look-ups from your connection. Please try again in a minute.').waitFor();
    await screenshot('track-limited');
  });
});
