import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callAs } from '../harness/calls.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/**
 * The customer administration's "Code mappings" tab (docs/decisions/0229): a central admin maps a
 * partner's packing code (refused first with the field named, for a code the portal lacks), a
 * partner's GLN to an address book entry, sees the defaults, and removes a mapping again.
 */

const session = signedInSession({
  username: 'centraladmin',
  path: '/administration/customers?searchText=100001',
  reopen: true,
  before: async (portal) => {
    mkdirSync(screenshotDir, { recursive: true });
    const address = await callAs(portal, 'POST', '/api/addresses', 'customer1', {
      name: 'Lager Nord GmbH',
      street: 'Am Kai 5',
      zipCode: '20457',
      city: 'Hamburg',
      country: 'DE',
      types: ['SENDER'],
    });
    expect(address.status, JSON.stringify(address.body)).toBe(201);
  },
  ready: async ({ page }) => {
    await page.getByRole('button', { name: /^Customer 100001 / }).click();
    await page.getByRole('tab', { name: 'Code mappings' }).click();
  },
});

describe('code mappings of a customer', () => {
  it('adds a packing code and a GLN, refusing a code the portal lacks, and removes one again', async () => {
    const { page } = session;
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No mappings of this customer yet.').waitFor();
    const form = panel.getByRole('form', { name: 'Add mapping' });

    await form.getByLabel("Partner's value").fill('pal');
    await form.getByLabel("Portal's value").fill('ZZ');
    await form.getByRole('button', { name: 'Add mapping' }).click();
    await form.getByText('is not a code of the portal of this kind').waitFor();
    await form.getByLabel("Portal's value").fill('FP');
    await form.getByRole('button', { name: 'Add mapping' }).click();
    const table = panel.getByRole('table', { name: 'Code mappings' });
    await expect
      .poll(() => table.getByRole('row').allTextContents())
      .toContainEqual(expect.stringMatching(/Packing code\s*PAL\s*FP/));

    await form.getByLabel('Kind').click();
    await page
      .locator('[role="listbox"]:visible')
      .getByRole('option', { name: 'Party (GLN or partner id)' })
      .click();
    await form.getByLabel("Partner's value").fill('4012345000009');
    const entry = form.getByLabel('Address book entry');
    await entry.click();
    await entry.fill('Lager');
    await page
      .locator('[role="listbox"]:visible')
      .getByRole('option', { name: /Lager Nord GmbH, 20457 Hamburg/ })
      .click();
    await form.getByRole('button', { name: 'Add mapping' }).click();
    await expect
      .poll(() => table.getByRole('row').allTextContents())
      .toContainEqual(expect.stringMatching(/4012345000009\s*Lager Nord GmbH, 20457 Hamburg \(DE\)/));
    await page.screenshot({ path: path.join(screenshotDir, 'admin-code-mappings.png'), fullPage: true });
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await panel.getByRole('button', { name: 'Defaults of the portal' }).click();
    await panel.getByText('Incoterms 2010/2020 Ex Works').waitFor();

    await panel.getByRole('button', { name: 'Remove the mapping of PAL' }).click();
    await expect
      .poll(() => table.getByRole('row').allTextContents())
      .not.toContainEqual(expect.stringMatching(/PAL/));
    const stored = await callAs(session.portal, 'GET', '/api/admin/customers/100001/code-mappings', 'admin');
    expect(stored.body.mappings.map((mapping: { partnerValue: string }) => mapping.partnerValue)).toEqual([
      '4012345000009',
    ]);
  });
});
