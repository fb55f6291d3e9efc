import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const NAME = 'Lager Süd Spedition';

const session = signedInSession({
  username: 'customer1',
  path: '/addresses/addresses',
  reopen: true,
  heading: 'Address book',
});

async function storedAddresses(query: string) {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/addresses?query=${encodeURIComponent(query)}`, {
    headers: await authHeader(portal, 'customer1'),
  });
  const body = (await response.json()) as { _embedded: { addresses: { name: string; city: string }[] } };
  return body._embedded.addresses;
}

const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

async function chooseCountry(scope: Locator, label: string, name: string) {
  const input = scope.getByLabel(labelled(label));
  await input.click();
  await input.fill(name);
  await session.page.locator('[role="listbox"]:visible').getByRole('option', { name, exact: true }).click();
}

const row = (text: string) => session.page.locator('tbody tr').filter({ hasText: text }).first();

describe('address book', () => {
  it('lists the seeded default sender as default sender, not as default consignee', async () => {
    const { page } = session;
    const sender = row('Müller Maschinenbau GmbH');
    await sender.waitFor();
    expect(await sender.getByRole('cell').nth(1).textContent()).toBe('✓ Yes');
    expect(await sender.getByRole('cell').last().textContent()).toBe('No');
    for (const type of ['Sender', 'Consignee', 'Loading site', 'Neutral']) {
      expect(
        await page
          .getByRole('group', { name: 'Address types' })
          .getByRole('checkbox', { name: type })
          .isChecked(),
      ).toBe(true);
    }
  });

  it('sorts by a column and flips the direction on a second click', async () => {
    const { page } = session;
    const header = page.getByRole('columnheader', { name: /^City/ });
    await header.getByRole('button').click();
    await page.locator('th[aria-sort=ascending]', { hasText: 'City' }).waitFor();
    await header.getByRole('button').click();
    await page.locator('th[aria-sort=descending]', { hasText: 'City' }).waitFor();
    const cities = () => page.locator('tbody tr td:nth-child(8)').allTextContents();
    await expect
      .poll(async () => {
        const shown = await cities();
        return (
          shown.length > 1 && shown.join() === [...shown].sort((a, b) => b.localeCompare(a, 'de')).join()
        );
      })
      .toBe(true);
  });

  it('creates an address and finds it by search', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel(/^Name/).fill(NAME);
    await form.getByLabel(/^Street/).fill('Industriestraße 5');
    await form.getByLabel(/^Zip code/).fill('80331');
    await form.getByLabel(/^Zip code/).blur();
    // The city follows the zip code.
    await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('München');
    await form.getByRole('checkbox', { name: 'Consignee', exact: true }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was saved.').waitFor();
    await form.waitFor({ state: 'detached' });
    expect(await storedAddresses(NAME)).toMatchObject([{ name: NAME, city: 'München' }]);

    await page.getByLabel('Search').fill('Lager Süd');
    await row(NAME).waitFor();
    await row('Müller Maschinenbau GmbH').waitFor({ state: 'detached' });
  });

  it('shows field errors on the fields', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByLabel(/^Zip code/).fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByLabel(/^Zip code/)
      .and(page.locator('[aria-invalid=true]'))
      .waitFor();
  });

  it('changes the city of the address', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByLabel(/^Zip code/).fill('80331');
    await form.getByLabel(/^Zip code/).blur();
    await expect.poll(() => form.getByLabel(/^City/).inputValue()).toBe('München');
    await form.getByLabel(/^City/).fill('München-Ost');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was updated.').waitFor();
    await row(NAME).getByRole('cell', { name: 'München-Ost', exact: true }).waitFor();
    expect(await storedAddresses(NAME)).toMatchObject([{ city: 'München-Ost' }]);

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'address-book.png'), fullPage: true });
  });

  it('deletes the address after a confirmation', async () => {
    const { page } = session;
    const form = page.getByRole('form', { name: `Details of ${NAME}` });
    await form.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await row(NAME).waitFor({ state: 'detached' });
    expect(await storedAddresses(NAME)).toEqual([]);
  });

  it('takes the city from the zip code as the order form does, in English and in German', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    const zipCode = form.getByLabel(labelled('Zip code'));
    const city = form.getByLabel(labelled('City'));
    await zipCode.fill('80339');
    await zipCode.blur();
    await expect.poll(() => city.inputValue()).toBe('München');

    // A zip code the new country does not have is named, and the city goes with it.
    await chooseCountry(form, 'Country', 'Austria');
    await form.getByText('wrong postal code for country').waitFor();
    await expect.poll(() => city.inputValue()).toBe('');
    await zipCode.fill('1010');
    await zipCode.blur();
    await expect.poll(() => city.inputValue()).toBe('Wien');
    // The city is picked from the zip code areas found.
    await city.click();
    await page.locator('[role="listbox"]:visible').getByRole('option', { name: '1010 Wien' }).waitFor();
    await page.keyboard.press('Escape');

    // The zip code is written in the country's own form when the field is left.
    await chooseCountry(form, 'Country', 'Czech Republic');
    await zipCode.fill('11000');
    await zipCode.blur();
    await expect.poll(() => zipCode.inputValue()).toBe('110 00');
    await expect.poll(() => city.inputValue()).toBe('Praha 1');

    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    try {
      const german = page.getByRole('form', { name: 'Neue Adresse' });
      await chooseCountry(german, 'Land', 'Deutschland');
      await german.getByLabel(labelled('Postleitzahl')).fill('1010');
      await german.getByLabel(labelled('Postleitzahl')).blur();
      await german.getByText('falsche Postleitzahl für das Land').waitFor();
      await german.getByLabel(labelled('Postleitzahl')).fill('80339');
      await german.getByLabel(labelled('Postleitzahl')).blur();
      await expect.poll(() => german.getByLabel(labelled('Ort')).inputValue()).toBe('München');
    } finally {
      await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
    }
  });
});
