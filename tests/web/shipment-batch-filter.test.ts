import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { screenshotDir, signedInSession } from './browser.ts';
import { saveDraftShipment } from './shipments.ts';

/** More matches than one page holds: the batch takes every one, not only the ticked rows of a page. */
const MATCHING = 103;

let other: string;

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list?searchText=Omega',
  before: async (portal) => {
    const seeds = Array.from({ length: MATCHING }, () => ({
      consignee: { name: 'Omega Seriengut GmbH', city: 'München', zipCode: '80331' },
    }));
    for (let index = 0; index < seeds.length; index += 8) {
      await Promise.all(
        seeds.slice(index, index + 8).map((seed) => saveDraftShipment(portal, 'customer1', seed)),
      );
    }
    other = (
      await saveDraftShipment(portal, 'customer1', {
        consignee: { name: 'Andere Firma KG', city: 'Berlin', zipCode: '10115' },
      })
    ).shipmentNumber;
  },
  heading: 'Shipment overview',
  timeout: 180_000,
});

describe('a batch of every shipment that matches the search', () => {
  it('commissions all matches across pages with the progress view', async () => {
    const { page, portal } = session;
    const toolbar = page.getByRole('toolbar');
    const all = toolbar.getByRole('checkbox', { name: `All ${MATCHING} matching shipments` });
    await all.waitFor();
    // One page shows 100 of them; no row is ticked.
    expect(await page.locator('tbody tr').count()).toBe(100);
    // A click while the list is still settling (a live refresh of the seeded drafts) may come before
    // the box is wired up: tick it until it stays ticked.
    await expect
      .poll(
        async () => {
          if (!(await all.isChecked())) await all.click();
          return all.isChecked();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'batch-all-matching.png') });
    await toolbar.getByRole('button', { name: 'Commission' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
    const progress = page.getByRole('dialog', { name: 'Batch commission' });
    await progress.getByText(`${MATCHING} done, 0 skipped.`).waitFor({ timeout: 60_000 });
    await progress.getByText(`${MATCHING} of ${MATCHING} shipments processed`).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'batch-all-matching-progress.png') });
    await progress.getByRole('button', { name: 'Close' }).last().click();

    // The shipment outside the search stays a draft.
    const response = await fetch(`${portal.url}/api/shipments/${other}`, {
      headers: await authHeader(portal, 'customer1'),
    });
    expect(((await response.json()) as { state: string }).state).toBe('DRAFT');
  });

  it('forgets "all matching" when the search changes', async () => {
    const { page } = session;
    const search = page.getByRole('searchbox');
    await search.fill('Andere');
    const all = page.getByRole('toolbar').getByRole('checkbox', { name: /All 1 matching shipments/ });
    await all.waitFor();
    expect(await all.isChecked()).toBe(false);
  });
});
