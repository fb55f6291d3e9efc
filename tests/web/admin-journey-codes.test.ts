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
 * The administration's "Own status codes" page (docs/decisions/0236): an administrator maps `AV`
 * onto "Delivery attempted" with the reason "Consignee absent" (refused first for a portal code,
 * the error under the field), changes it, and removes a code again.
 */

const session = signedInSession({
  username: 'admin',
  path: '/administration/journeyCodes',
  reopen: true,
  heading: 'Own status codes',
  before: async () => {
    mkdirSync(screenshotDir, { recursive: true });
  },
});

async function choose(label: string, option: string, formName = 'Add code') {
  const { page } = session;
  await page.getByRole('form', { name: formName }).getByLabel(label, { exact: true }).first().click();
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option, exact: true }).click();
}

describe("the forwarder's own status codes", () => {
  it('adds, changes and removes codes, with the field errors under the fields', async () => {
    const { page } = session;
    await page.getByText('No codes of your own yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add code' });
    await form.getByLabel('Own code').fill('delivered');
    await choose('Portal status', 'Delivered');
    await form.getByRole('button', { name: 'Add code' }).click();
    await form.getByText('is a portal status code already').waitFor();

    await form.getByLabel('Own code').fill('av');
    await choose('Portal status', 'Delivery attempted');
    await choose('Reason', 'Consignee absent');
    await form.getByLabel('Note').fill('Driver: nobody at home');
    await form.getByRole('button', { name: 'Add code' }).click();
    const table = page.getByRole('table', { name: 'Own status codes' });
    await expect
      .poll(() => table.getByRole('row').allTextContents())
      .toContainEqual(
        expect.stringMatching(/AV\s*Delivery attempted\s*Consignee absent\s*Driver: nobody at home/),
      );

    await form.getByLabel('Own code').fill('zu');
    await choose('Portal status', 'Delivered');
    await form.getByRole('button', { name: 'Add code' }).click();
    await expect.poll(() => table.locator('[data-code="ZU"]').count()).toBe(1);
    await page.screenshot({ path: path.join(screenshotDir, 'admin-journey-codes.png'), fullPage: true });
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: 'Change AV' }).click();
    const edit = page.getByRole('form', { name: 'Change AV' });
    await choose('Reason', 'No access', 'Change AV');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => table.locator('[data-code="AV"]').textContent())
      .toMatch(/Delivery attempted\s*No access/);

    await page.getByRole('button', { name: 'Remove ZU' }).click();
    await expect.poll(() => table.locator('[data-code="ZU"]').count()).toBe(0);
    const stored = await callAs(session.portal, 'GET', '/api/admin/journeyCodes', 'admin');
    expect(
      stored.body.codes.map((code: { code: string; reason: string }) => [code.code, code.reason]),
    ).toEqual([['AV', 'NO_ACCESS']]);
  });
});
