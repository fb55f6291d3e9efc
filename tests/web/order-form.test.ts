import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

/** A field's label; mandatory ones end in an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

const card = (name: string) => session.page.getByRole('region', { name, exact: true });

async function choose(scope: Locator, label: string, option: RegExp, search?: string) {
  const { page } = session;
  const input = scope.getByLabel(labelled(label)).first();
  await input.click();
  if (search) await input.fill(search);
  // The open dropdown's options, not the native <option>s of the language switch.
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
  // The text of the default delivery note 102 (notice by e-mail).
  await scope.getByLabel(labelled('E-mail')).fill('wareneingang@empfaenger.example');
}

/** A weekday of next month: within the two months the picker offers, and never a weekend. */
async function pickShippingDate() {
  const { page } = session;
  await card('Order characteristics').getByRole('button', { name: 'Shipping date' }).click();
  await page.locator('button[data-direction="next"]').click();
  await page.locator('table button:not([data-disabled]):not([data-outside])').nth(2).click();
}

async function fillCharacteristicsAndProduct(orderNumber: string) {
  await card('Order characteristics').getByLabel('Order number').fill(orderNumber);
  await pickShippingDate();
  await choose(card('Order characteristics'), 'Shipping terms', /^04/);
  await choose(card('Product'), 'Product', /^P01/);
}

async function fillFirstItem(goods: string) {
  const { page } = session;
  const item = page.getByRole('group', { name: 'Item 1' });
  await choose(item, 'Packing code', /^EP/);
  await item.getByLabel(labelled('Goods')).fill(goods);
  await item.getByLabel(labelled('Length')).fill('120');
  await item.getByLabel(labelled('Width')).fill('80');
  await item.getByLabel(labelled('Height')).fill('100');
  await item.getByLabel(labelled('Weight')).fill('300');
}

async function findInList(orderNumber: string) {
  const { page } = session;
  await page.waitForURL((url) => url.pathname === '/shipments/list');
  await page.getByLabel('Search shipments').fill(orderNumber);
  await page.locator('tbody tr').filter({ hasText: orderNumber }).first().waitFor();
}

describe('entering an order in the browser', () => {
  it('creates a shipment with the form, validated like the server', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    await card('Consignee').getByText('Keine Adresse ausgewählt.').waitFor();
    // The customer's own address is the default sender.
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Müller Maschinenbau GmbH');
    // An empty order is refused in the browser with the contract's messages.
    await page.getByRole('button', { name: 'Save' }).click();
    await card('Consignee').getByText('must not be empty').first().waitFor();
    await fillParty('Consignee', {
      name: 'Formular Empfänger GmbH',
      street: 'Hauptstraße 5',
      zipCode: '80331',
      city: 'München',
    });
    await fillCharacteristicsAndProduct('FORM-4711');
    await fillFirstItem('Machine parts');
    expect(await card('Shipment info').getByLabel('Volume (cbm)').inputValue()).toBe('0.96');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'order-form.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Saved: \d+$/).waitFor();
    await findInList('FORM-4711');
  });

  it('creates a shipment with dangerous goods in the wizard', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=wizard`);
    await expect
      .poll(() => card('Sender').getByLabel(labelled('Name')).inputValue())
      .toBe('Müller Maschinenbau GmbH');
    await fillParty('Consignee', {
      name: 'Wizard Chemie AG',
      street: 'Rheinufer 2',
      zipCode: '50667',
      city: 'Köln',
    });
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'order-wizard.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCharacteristicsAndProduct('WIZ-0815');
    await page.getByRole('button', { name: 'Next' }).click();
    // Saving without a cargo list is refused with the field list.
    await page.getByRole('button', { name: 'Save' }).click();
    const error = page.getByRole('dialog', { name: 'Fehler!' });
    await error.getByText('Die Sendung kann nicht gespeichert werden.').first().waitFor();
    await error.getByRole('button', { name: 'Close' }).last().click();
    await fillFirstItem('Paint');
    const item = page.getByRole('group', { name: 'Item 1' });
    await item.getByLabel(labelled('Dangerous goods')).check();
    await choose(item, 'UN number', /UN 1263/, '1263');
    await choose(item, 'Packaging code', /./);
    await item.getByLabel('Dangerous goods weight').fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^Saved: \d+$/).waitFor();
    await findInList('WIZ-0815');
  });

  it('lines up cash on delivery and the insurance value, in English and German', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create?mode=form`);
    const expectInLine = async (texts: {
      card: string;
      cashOnDelivery: string;
      insuranceValue: string;
      currency: string;
      shippingNotice: string;
      shippingTerms: string;
      codOnly: RegExp;
    }) => {
      const characteristics = card(texts.card);
      const box = async (label: string, nth = 0) => {
        const found = await characteristics.getByLabel(labelled(label)).nth(nth).boundingBox();
        if (!found) throw new Error(`${label} is not shown`);
        return found;
      };
      // The hint of the disabled cash on delivery (a German route) is there, under its input.
      await characteristics.getByText(texts.codOnly).waitFor();
      // Both currency dropdowns are the real ones, as every input of the card by then.
      await expect
        .poll(() => characteristics.getByLabel(labelled(texts.currency)).nth(1).getAttribute('aria-haspopup'))
        .toBe('listbox');
      const cashOnDelivery = await box(texts.cashOnDelivery);
      const codCurrency = await box(texts.currency, 0);
      const insurance = await box(texts.insuranceValue);
      const insuranceCurrency = await box(texts.currency, 1);
      const codHint = await characteristics.getByText(texts.codOnly).boundingBox();
      for (const input of [codCurrency, insurance, insuranceCurrency]) {
        expect(input.y).toBeCloseTo(cashOnDelivery.y, 0);
        expect(input.height).toBeCloseTo(cashOnDelivery.height, 0);
      }
      expect(codHint?.y).toBeGreaterThanOrEqual(cashOnDelivery.y + cashOnDelivery.height);
      // Each field starts on the left edge of its column, as the fields above it do.
      expect(cashOnDelivery.x).toBeCloseTo((await box(texts.shippingNotice)).x, 0);
      expect(insurance.x).toBeCloseTo((await box(texts.shippingTerms)).x, 0);
      expect(insurance.width).toBeCloseTo(cashOnDelivery.width, 0);
    };
    await expectInLine({
      card: 'Order characteristics',
      cashOnDelivery: 'Cash on delivery',
      insuranceValue: 'Insurance value',
      currency: 'Currency',
      shippingNotice: 'Shipping notice',
      shippingTerms: 'Shipping terms',
      codOnly: /^Cash on delivery: only between/,
    });
    await page.getByRole('banner').getByLabel('Language', { exact: true }).selectOption('de');
    try {
      await expectInLine({
        card: 'Auftragsmerkmale',
        cashOnDelivery: 'Nachnahme',
        insuranceValue: 'Versicherungswert',
        currency: 'Währung',
        shippingNotice: 'Avis',
        shippingTerms: 'Frankatur',
        codOnly: /^Nachnahme: nur zwischen/,
      });
    } finally {
      await page.getByRole('banner').getByLabel('Sprache', { exact: true }).selectOption('en');
    }
  });
});
