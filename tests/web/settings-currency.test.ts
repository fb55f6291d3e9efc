import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from '../harness/calls.ts';
import {
  describeViolations,
  openSignedIn,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/*
 * Spec 001 section 2: the default currency is shown only if the branch currency is not EUR, and its
 * choices are the branch currency or EUR. customer2 works for 100002 of the Prague branch (CZK),
 * customer1 for 100001 of Hamburg (EUR).
 */
const session = signedInSession({
  username: 'customer2',
  path: '/settings',
  reopen: true,
  heading: 'Settings',
});

const call = (...args: CallArgs) => callAs(session.portal, ...args);
const stored = async (username: string) =>
  (await call('GET', '/api/settings/CURRENCY_DEFAULT', username)).body?.value as string | undefined;

describe('the default currency in the settings', () => {
  it('is offered to a user of a CZK branch, as CZK or EUR, and starts new orders', async () => {
    const { page, portal } = session;
    await page.getByRole('tab', { name: 'Shipment settings' }).click();
    const currency = page.getByLabel('Default currency', { exact: true });
    // The choices come with the branch's currency: wait for them as a user would.
    await expect.poll(() => currency.locator('option').allTextContents()).toEqual(['CZK', 'EUR']);
    await expect.poll(() => currency.inputValue()).toBe('CZK');
    await currency.selectOption('EUR');
    await expect.poll(() => stored('customer2')).toBe('EUR');
    await currency.selectOption('CZK');
    await expect.poll(() => stored('customer2')).toBe('CZK');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await page.getByRole('tab', { name: 'Sendungseinstellungen' }).click();
    const german = page.getByLabel('Standardwährung', { exact: true });
    await expect.poll(() => german.inputValue()).toBe('CZK');
    await page.screenshot({ path: path.join(screenshotDir, 'settings-currency-de.png'), fullPage: true });
    await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');

    await page.goto(`${portal.url}/shipments/create?mode=form`);
    const characteristics = page.getByRole('region', { name: 'Order characteristics', exact: true });
    const currencies = characteristics.getByLabel('Currency', { exact: true });
    await expect.poll(() => currencies.last().inputValue()).toBe('CZK');
  });

  it('is not offered to a user of a EUR branch, and the server refuses another currency', async () => {
    const { browser, page } = await openSignedIn(session.portal.url, 'customer1', '/settings');
    try {
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await page.getByRole('tab', { name: 'Shipment settings' }).click();
      await page.getByLabel('Default shipping terms, national').waitFor();
      expect(await page.getByLabel('Default currency', { exact: true }).count()).toBe(0);
    } finally {
      await browser.close();
    }
    const refused = await call('PUT', '/api/settings/CURRENCY_DEFAULT', 'customer1', { value: 'CZK' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'value', defaultMessage: 'must be EUR or the currency of your branch' },
    ]);
    expect(await stored('customer1')).toBeUndefined();
  });
});
