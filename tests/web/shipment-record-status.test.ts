import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../harness/calls.ts';
import { order } from '../shipments-helpers.ts';
import {
  describeViolations,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/**
 * Recording a status by hand (docs/decisions/0237): a branch admin records "Delivery attempted,
 * consignee absent" after a phone call in the Journey tab of a commissioned shipment; the tab and
 * the list's badge show it. A customer's own user sees the journey but no button to record one.
 */

let number: string;
const pages: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const browser of pages) await browser.close();
});

const session = signedInSession({
  username: 'branchadmin',
  path: '/shipments/list',
  reopen: true,
  heading: 'Shipment overview',
  before: async (portal) => {
    mkdirSync(screenshotDir, { recursive: true });
    const draft = await callAs(
      portal,
      'POST',
      '/api/shipments',
      'customer1',
      order({ orderNumber: 'PHONE-1' }),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const done = await callAs(
      portal,
      'PUT',
      `/api/shipments/${draft.body.shipmentNumber}/commission`,
      'customer1',
      {
        ...order({ orderNumber: 'PHONE-1' }),
        version: draft.body.version,
      },
    );
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    number = done.body.shipmentNumber;
  },
});

const rowOf = (page: Page, shipmentNumber: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: shipmentNumber, exact: true }) });

async function openJourney(page: Page) {
  await page.getByRole('button', { name: `Details of ${number}` }).click();
  await page.getByRole('tab', { name: 'Journey' }).click();
}

describe('recording a status by hand', () => {
  it('lets a branch admin record a failed delivery; the journey and the badge show it', async () => {
    const { page } = session;
    await openJourney(page);
    await page.getByRole('button', { name: 'Record a status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a status' });
    expect(await dialog.getByLabel('Branch').inputValue()).toBe('HAM');
    expect(await dialog.getByLabel('When').inputValue()).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);

    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.getByText('is invalid').or(dialog.getByText('is required')).first().waitFor();

    await dialog.getByLabel('Status', { exact: true }).first().click();
    await dialog.getByRole('option', { name: 'Delivery attempted', exact: true }).click();
    await dialog.getByLabel('Reason', { exact: true }).first().click();
    await dialog.getByRole('option', { name: 'Consignee absent', exact: true }).click();
    await dialog.getByLabel('Remarks').fill('Phoned the consignee: nobody at home, new attempt tomorrow');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'shipment-record-status.png') });
    await dialog.getByRole('button', { name: 'Record' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const latest = page.getByRole('table', { name: 'Journey' }).locator('tbody tr').first();
    await expect.poll(() => latest.textContent()).toContain('Delivery attempted');
    expect(await latest.textContent()).toContain('Consignee absent');
    expect(await latest.textContent()).toContain('HAM');
    const badge = rowOf(page, number).locator('[data-journey-status]');
    await expect.poll(() => badge.textContent()).toBe('Delivery attempted');

    const history = await callAs(session.portal, 'GET', `/api/shipments/${number}/statuses`, 'customer1');
    expect(history.body.statuses).toHaveLength(1);
    expect(history.body.statuses[0]).toMatchObject({
      status: 'DELIVERY_ATTEMPTED',
      reason: 'CONSIGNEE_ABSENT',
      place: { branch: 'HAM' },
    });
    expect(history.body.statuses[0].reportId).toMatch(/^MANUAL-/);
  });

  it("shows a customer's own user the journey without the button", async () => {
    const { browser, page } = await openSignedIn(session.portal.url, 'customer1', '/shipments/list');
    pages.push(browser);
    await page.goto(`${session.portal.url}/shipments/list`);
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
    await openJourney(page);
    const latest = page.getByRole('table', { name: 'Journey' }).locator('tbody tr').first();
    await expect.poll(() => latest.textContent()).toContain('Delivery attempted');
    expect(await page.getByRole('button', { name: 'Record a status' }).count()).toBe(0);
  }, 120_000);
});
