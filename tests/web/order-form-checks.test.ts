import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from '../harness/calls.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  heading: 'Shipment overview',
});

const call = (...args: CallArgs) => callAs(session.portal, ...args);
const setCustomerSetting = async (name: string, value: unknown) => {
  const saved = await call('PUT', `/api/admin/customers/100001/settings/${name}`, 'branchadmin', { value });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

/** A field's label; mandatory ones end in an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const card = (name: string) => session.page.getByRole('region', { name, exact: true });
const item = () => session.page.getByRole('group', { name: 'Item 1' });
const saveButton = () => session.page.getByRole('button', { name: 'Save', exact: true });

async function choose(scope: Locator, label: string, option: RegExp, search?: string) {
  const { page } = session;
  const input = scope.getByLabel(labelled(label)).first();
  await input.click();
  if (search) await input.fill(search);
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

async function fillParty(
  name: string,
  party: { name: string; street: string; zipCode: string; city: string },
) {
  const scope = card(name);
  await scope.getByLabel(labelled('Name')).fill(party.name);
  await scope.getByLabel(labelled('Street')).fill(party.street);
  await scope.getByLabel(labelled('Zip code')).fill(party.zipCode);
  await scope.getByLabel(labelled('City')).fill(party.city);
  await scope.getByLabel(labelled('Phone')).fill('+49 40 123456');
}

async function pickShippingDate() {
  const { page } = session;
  await card('Order characteristics').getByRole('button', { name: 'Shipping date' }).click();
  await page.locator('button[data-direction="next"]').click();
  await page.locator('table button:not([data-disabled]):not([data-outside])').nth(2).click();
}

describe('the order form checks everything at once', () => {
  it('keeps Save disabled while invalid and shows every field error, the storing positions required', async () => {
    const { page, portal } = session;
    await setCustomerSetting('MANDATORY_FIELDS', ['storingPos']);
    try {
      await page.goto(`${portal.url}/shipments/create?mode=form`);
      const info = card('Shipment info');
      await info.getByLabel('Storing positions *').waitFor();
      // Units beside the measures and the weight.
      await expect.poll(() => item().locator('[data-unit="cm"]').count()).toBe(3);
      await expect.poll(() => item().locator('[data-unit="kg"]').count()).toBe(1);
      expect(await info.locator('[data-unit="m"]').count()).toBe(1);
      // Save looks disabled while the order is invalid.
      expect(await saveButton().getAttribute('data-disabled')).toBe('true');

      // A wrong consignee zip code stays beside the other errors after clicking Save.
      await card('Consignee').getByLabel(labelled('Zip code')).fill('8033');
      await card('Consignee').getByLabel(labelled('Name')).click();
      await saveButton().click();
      await page.getByRole('tooltip').getByText('Fill all mandatory fields first').waitFor();
      await card('Consignee').getByText('must not be empty').first().waitFor();
      await card('Consignee').getByText('wrong postal code for country').waitFor();
      // An empty weight is missing, not malformed.
      const weight = item().getByLabel(labelled('Weight'));
      expect(await weight.getAttribute('aria-invalid')).toBe('true');
      const weightError = await weight.getAttribute('aria-describedby');
      expect(
        await page
          .locator(`[id="${weightError?.split(' ').find((id) => id.endsWith('error'))}"]`)
          .textContent(),
      ).toBe('must not be empty');
      await info.getByText('must not be empty').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, 'order-form-all-errors.png'), fullPage: true });
    } finally {
      await setCustomerSetting('MANDATORY_FIELDS', []);
    }
  });

  it('takes limited quantities and environmental hazard, and saves once however often Save is clicked', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    // The sender is the customer's own default sender address.
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Müller Maschinenbau GmbH');
    await fillParty('Consignee', {
      name: 'Gefahrgut Empfänger GmbH',
      street: 'Hauptstraße 5',
      zipCode: '80331',
      city: 'München',
    });
    // The consignee's e-mail is the text of its default delivery note 102.
    await card('Consignee').getByLabel(labelled('E-mail')).fill('wareneingang@gefahrgut.example');
    await card('Order characteristics').getByLabel('Order number').fill('LQ-4711');
    await pickShippingDate();
    await choose(card('Order characteristics'), 'Shipping terms', /^04/);
    await choose(card('Product'), 'Product', /^P01/);
    await choose(item(), 'Packing code', /^EP/);
    await item().getByLabel(labelled('Goods')).fill('Paint');
    await item().getByLabel(labelled('Length')).fill('120');
    await item().getByLabel(labelled('Width')).fill('80');
    await item().getByLabel(labelled('Height')).fill('100');
    await item().getByLabel(labelled('Weight')).fill('300');
    await item().getByLabel(labelled('Dangerous goods')).check();
    const entry = item().getByRole('group', { name: 'Hazmat entry 1' });
    await choose(entry, 'UN number', /UN 1263/, '1263');
    await choose(entry, 'Packaging code', /./);
    await entry.getByLabel('Dangerous goods weight').fill('100');
    await entry.getByLabel('Limited quantities (LQ)').check();
    await entry.getByLabel('Environmentally hazardous').check();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({
      path: path.join(screenshotDir, 'order-form-dangerous-goods.png'),
      fullPage: true,
    });
    await expect.poll(() => saveButton().getAttribute('data-disabled')).toBeNull();

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shipments')
        posts.push(request.url());
    });
    const started = Date.now();
    // While it saves the button shows a spinner (and loses its text): the same submit button.
    const submit = page.locator('form button[type="submit"]');
    await saveButton().click();
    // The spinner shows and a second click starts no second save.
    await expect.poll(() => submit.getAttribute('data-loading')).toBe('true');
    // Two more clicks and a submit by the keyboard's way, at once, while the first save runs.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      button?.click();
      button?.form?.requestSubmit();
      button?.click();
    });
    const refused = page.getByRole('dialog', { name: 'Fehler!' });
    await page
      .getByText(/^Saved: \d+$/)
      .or(refused)
      .first()
      .waitFor();
    expect(await refused.count(), (await refused.textContent().catch(() => '')) ?? '').toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(posts).toHaveLength(1);
    const number = (await page.getByText(/^Saved: \d+$/).textContent())?.replace(/\D/g, '') ?? '';
    const saved = await call('GET', `/api/shipments/${number}`, 'customer1');
    expect(saved.body.cargoList.items[0].hazmats[0]).toMatchObject({
      unNumber: '1263',
      limitedQuantities: true,
      environmentalHazard: true,
    });
  }, 180_000);
});

describe('the wizard checks each step', () => {
  it('stays on a step with errors and names the fields as the user sees them', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=wizard`);
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Müller Maschinenbau GmbH');
    await page.getByRole('button', { name: 'Next' }).click();
    const error = page.getByRole('dialog', { name: 'Fehler!' });
    await error.getByText('Consignee › Name').first().waitFor();
    expect(await error.getByText(/Item|Product|Shipping terms/).count()).toBe(0);
    await error.getByRole('button', { name: 'Close' }).last().click();
    await card('Consignee').waitFor();
    await fillParty('Consignee', {
      name: 'Schritt Empfänger GmbH',
      street: 'Hauptstraße 5',
      zipCode: '80331',
      city: 'München',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await card('Order characteristics').waitFor();
    await pickShippingDate();
    await choose(card('Order characteristics'), 'Shipping terms', /^04/);
    await choose(card('Product'), 'Product', /^P01/);
    await page.getByRole('button', { name: 'Next' }).click();
    await choose(item(), 'Packing code', /^EP/);
    await item().getByLabel(labelled('Goods')).fill('Paint');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await error.getByText('Die Sendung kann nicht gespeichert werden.').first().waitFor();
    const weightLine = error.getByRole('listitem').filter({ hasText: 'Item 1 › Weight' });
    expect(await weightLine.textContent()).toMatch(/Cargo list › Item 1 › Weight: must not be empty/);
    const text = (await error.textContent()) ?? '';
    expect(text).not.toMatch(/› \d|identifier|Item ›/);
    await page.screenshot({ path: path.join(screenshotDir, 'order-wizard-field-list.png') });
    await error.getByRole('button', { name: 'Close' }).last().click();
  });
});

describe('dates and times in the interface language', () => {
  it('names months and days in German and Czech and takes 24-hour times typed as 0800', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    const from = card('Order characteristics').getByLabel('Shipping time from');
    await from.fill('0800');
    expect(await from.inputValue()).toBe('08:00');
    // Typing into a filled field replaces its text.
    await page.keyboard.press('Tab');
    await from.click();
    await from.pressSequentially('1730');
    await page.keyboard.press('Tab');
    expect(await from.inputValue()).toBe('17:30');

    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    await card('Auftragsmerkmale').getByRole('button', { name: 'Versanddatum' }).click();
    const german =
      /^(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}$/;
    await expect
      .poll(async () =>
        (
          await page
            .locator('button[data-dates-header-level], [class*="calendarHeaderLevel"]')
            .first()
            .textContent()
        )?.trim(),
      )
      .toMatch(german);
    expect((await page.locator('thead th').first().textContent())?.trim()).toBe('Mo');
    await page.screenshot({ path: path.join(screenshotDir, 'order-form-date-picker-de.png') });
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('cs');
    await page.getByRole('button', { name: 'Datum odeslání' }).first().click();
    const czech =
      /^(leden|únor|březen|duben|květen|červen|červenec|srpen|září|říjen|listopad|prosinec) \d{4}$/;
    await expect
      .poll(async () => (await page.locator('[class*="calendarHeaderLevel"]').first().textContent())?.trim())
      .toMatch(czech);
    expect((await page.locator('thead th').first().textContent())?.trim()).toBe('po');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByLabel('Jazyk', { exact: true }).selectOption('en');
  });
});

describe('defaults prefill a new order', () => {
  it('fills the default sender, consignee and cargo template into the form and the wizard', async () => {
    const { page, portal } = session;
    const sender = await call('POST', '/api/addresses', 'customer1', {
      types: ['SENDER', 'DEFAULT_SENDER'],
      name: 'Standard Absender GmbH',
      street: 'Lagerweg 3',
      country: 'DE',
      zipCode: '20539',
      city: 'Hamburg',
      phone: '+49 40 555000',
    });
    expect(sender.status, JSON.stringify(sender.body)).toBe(201);
    const consignee = await call('POST', '/api/addresses', 'customer1', {
      types: ['CONSIGNEE', 'DEFAULT_CONSIGNEE'],
      name: 'Stammkunde Empfang KG',
      street: 'Marktplatz 1',
      country: 'DE',
      zipCode: '80331',
      city: 'München',
    });
    expect(consignee.status, JSON.stringify(consignee.body)).toBe(201);
    const template = await call('POST', '/api/templates/cargoitems', 'customer1', {
      name: 'Europalette Standard',
      colliQty: 2,
      packingCode: 'EP',
      goods: 'Ersatzteile',
      weight: 250,
      length: 120,
      width: 80,
      height: 100,
      isDefault: true,
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);

    await page.goto(`${portal.url}/shipments/create?mode=form`);
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Standard Absender GmbH');
    await expect
      .poll(() => card('Consignee').getByLabel(labelled('Name')).inputValue())
      .toBe('Stammkunde Empfang KG');
    await expect.poll(() => item().getByLabel(labelled('Goods')).inputValue()).toBe('Ersatzteile');
    expect(await item().getByLabel(labelled('Weight')).inputValue()).toBe('250');
    await page.screenshot({ path: path.join(screenshotDir, 'order-form-defaults.png'), fullPage: true });

    await page.goto(`${portal.url}/shipments/create?mode=wizard`);
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Standard Absender GmbH');
    await expect.poll(() => card('Consignee').getByLabel(labelled('Zip code')).inputValue()).toBe('80331');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
