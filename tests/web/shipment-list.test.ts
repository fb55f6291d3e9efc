import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import {
  describeViolations,
  ensureWebBuild,
  launchChromium,
  screenshotDir,
  seriousAccessibilityViolations,
  signInThroughPage,
} from './browser.ts';
import { commissionShipment, saveDraftShipment } from './shipments.ts';

let portal: TestPortal;
let browser: Browser;
let page: Page;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  for (const [name, city, zipCode] of [
    ['Bauer Handel KG', 'München', '80331'],
    ['Zeller Logistik GmbH', 'Berlin', '10115'],
    ['Albrecht Metall AG', 'Köln', '50667'],
  ] as const) {
    numbers[name] = (
      await saveDraftShipment(portal, 'customer1', { consignee: { name, city, zipCode } })
    ).shipmentNumber;
  }
  // Another customer's shipment, which customer1 must never see.
  numbers.other = (
    await saveDraftShipment(portal, 'customer2', {
      consignee: { name: 'Fremdfirma s.r.o.', city: 'Dresden', zipCode: '01067' },
    })
  ).shipmentNumber;
  browser = await launchChromium();
  page = await browser.newPage({
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: { width: 1600, height: 900 },
  });
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const rows = () => page.locator('tbody tr');
const consignees = async () =>
  (await rows().locator('td:nth-child(12)').allTextContents()).map((text) => text.split(',')[0]);

describe('the shipment list on the real API', () => {
  it("shows a signed-in customer their own shipments, newest first, and nobody else's", async () => {
    await page.goto(`${portal.url}/shipments/list`);
    await signInThroughPage(page, 'customer1');
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    await rows().first().getByText(numbers['Albrecht Metall AG']!).waitFor();
    expect(await consignees()).toEqual(['Albrecht Metall AG', 'Zeller Logistik GmbH', 'Bauer Handel KG']);
    expect(await page.getByText(numbers.other!, { exact: true }).count()).toBe(0);
    const firstRow = rows().first();
    expect(await firstRow.getByRole('cell', { name: 'Draft' }).count()).toBe(1);
    expect(await firstRow.getByRole('checkbox').isEnabled()).toBe(true);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-list-rows.png'), fullPage: true });
  });

  it('offers creating by form or wizard because the collection links allow it', async () => {
    await page.getByRole('toolbar').getByRole('button', { name: 'Create' }).click();
    await page.getByRole('menuitem', { name: 'Create with the wizard' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('exports the list to Excel with the bearer token', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('toolbar').getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await download.path();
    const { readFile } = await import('node:fs/promises');
    // An .xlsx file is a zip archive.
    expect((await readFile(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('sorts by a column through the URL, both ways', async () => {
    await page.getByRole('button', { name: 'Consignee' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'consigneeName,asc');
    await expect.poll(consignees).toEqual(['Albrecht Metall AG', 'Bauer Handel KG', 'Zeller Logistik GmbH']);
    expect(await page.getByRole('columnheader', { name: /Consignee/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.getByRole('button', { name: 'Consignee' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'consigneeName,desc');
    await expect.poll(consignees).toEqual(['Zeller Logistik GmbH', 'Bauer Handel KG', 'Albrecht Metall AG']);
  });

  it('searches free text and keeps the search in the URL across a reload', async () => {
    await page.getByLabel('Search shipments').fill('Berlin');
    await page.waitForURL((url) => url.searchParams.get('searchText') === 'Berlin');
    await expect.poll(consignees).toEqual(['Zeller Logistik GmbH']);
    await page.reload();
    await expect.poll(consignees).toEqual(['Zeller Logistik GmbH']);
    expect(await page.getByLabel('Search shipments').inputValue()).toBe('Berlin');
    await page.getByLabel('Search shipments').fill('');
    await page.waitForURL((url) => !url.searchParams.has('searchText'));
    await expect.poll(async () => (await consignees()).length).toBe(3);
  });

  it('filters by state', async () => {
    await page.getByText('Commissioned', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'FINALIZED');
    await page.getByText('No shipments found.').waitFor();
    await page.getByText('Draft', { exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('state') === 'FINALIZED,DRAFT');
    await expect.poll(async () => (await consignees()).length).toBe(3);
  });

  it('deletes a selected shipment after a confirmation and says so', async () => {
    const number = numbers['Albrecht Metall AG']!;
    const row = rows().filter({ hasText: number });
    await row.getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText(`Delete shipment ${number}? It cannot be restored.`).waitFor();
    // The answers name the deed: no "Cancel" that reads like cancelling the shipment.
    expect(await dialog.getByRole('button', { name: 'Keep shipment' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete shipment' }).click();
    await page.getByText(`Deleted: ${number}`).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
  });

  it("shows the server's refusal in the 'Fehler!' dialog", async () => {
    const number = numbers['Zeller Logistik GmbH']!;
    const row = rows().filter({ hasText: number });
    await row.getByRole('checkbox').check();
    // Meanwhile the shipment is commissioned elsewhere: the page still offers to delete it.
    await commissionShipment(portal, 'customer1', number);
    await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Please confirm' })
      .getByRole('button', { name: 'Delete shipment' })
      .click();
    const error = page.getByRole('dialog', { name: 'Fehler!' });
    await error.getByText('409 – An error occurred.').waitFor();
    await error.getByText(`DELETE /api/shipments/${number}`).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'error-dialog.png') });
    // The footer's button; the header's × is named Close as well.
    await error.getByRole('button', { name: 'Close' }).last().click();
    await error.waitFor({ state: 'hidden' });
    await row.getByRole('cell', { name: 'Commissioned' }).waitFor();
  });

  it('expands a row into overview, cargo list and audit log, newest change first', async () => {
    const number = numbers['Zeller Logistik GmbH']!;
    await page.getByRole('button', { name: `Details of ${number}` }).click();
    const detail = page.getByRole('tabpanel', { name: 'Overview' });
    await detail.getByText('Zeller Logistik GmbH').waitFor();
    await detail.getByText('DE-10115 Berlin').waitFor();
    await page.getByRole('tab', { name: 'Cargo list' }).click();
    await page
      .getByRole('tabpanel', { name: 'Cargo list' })
      .getByRole('cell', { name: 'Machine parts' })
      .waitFor();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('tabpanel', { name: 'Audit log' });
    await log.getByText('Created').waitFor();
    // Saved, then commissioned elsewhere: two entries, the creation last.
    const types = await log.locator('.mantine-Badge-root').allTextContents();
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(types.at(-1)).toBe('Created');
    await log.getByText('Anna Müller (customer1)', { exact: false }).first().waitFor();
    // The change opens to the fields it changed.
    await log.locator('summary').first().click();
    await log.getByRole('list', { name: 'Changed fields' }).getByText('State: Commissioned').waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: path.join(screenshotDir, 'shipment-detail-audit-log.png'),
      fullPage: true,
    });
  });
});
