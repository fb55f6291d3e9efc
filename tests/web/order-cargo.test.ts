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
  path: '/shipments/create?mode=form',
  ready: async () => {
    await card('Cargo list').waitFor();
  },
});

/** A field's label; mandatory ones end in an asterisk. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

const card = (name: string) => session.page.getByRole('region', { name, exact: true });
const item = (number: number) => session.page.getByRole('group', { name: `Item ${number}`, exact: true });
const hazmatEntry = (number: number) => item(1).getByRole('group', { name: `Hazmat entry ${number}` });
const openListbox = () => session.page.locator('[role="listbox"]:visible');

async function choose(scope: Locator, label: string, option: RegExp, search?: string) {
  const input = scope.getByLabel(labelled(label)).first();
  await input.click();
  if (search) await input.fill(search);
  await openListbox().getByRole('option', { name: option }).first().click();
}

/** The options a select offers once it has loaded them (`loaded` is one that is always there). */
async function optionsOf(scope: Locator, label: string, loaded: RegExp): Promise<string[]> {
  const { page } = session;
  await scope.getByLabel(labelled(label)).first().click();
  await openListbox().getByRole('option', { name: loaded }).first().waitFor();
  const options = await openListbox().getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return options;
}

async function chooseConsigneeCountry(name: string) {
  await choose(card('Consignee'), 'Country', new RegExp(`^${name}$`), name);
}

describe('the cargo list, hazmat entries and shipment info of the order form', () => {
  it('warns of an exceptional length when leaving the field', async () => {
    const { page } = session;
    await item(1).getByLabel(labelled('Length')).fill('800');
    await item(1).getByLabel(labelled('Width')).focus();
    const warning = page.getByRole('dialog', { name: 'Achtung!' });
    await warning.getByText(/call your branch office/).waitFor();
    await warning.getByRole('button', { name: 'OK' }).click();
    await warning.waitFor({ state: 'hidden' });
    // A normal length leaves the field quietly.
    await item(1).getByLabel(labelled('Length')).fill('120');
    await item(1).getByLabel(labelled('Width')).focus();
    await item(1).getByLabel(labelled('Height')).fill('230');
    await item(1).getByLabel(labelled('Weight')).focus();
    await warning.getByRole('button', { name: 'OK' }).click();
    await item(1).getByLabel(labelled('Height')).fill('100');
    await item(1).getByLabel(labelled('Weight')).focus();
    expect(await warning.isVisible()).toBe(false);
  });

  it('offers pallet exchange (FP) for a German consignee, not for a French or Italian one', async () => {
    const germanOptions = await optionsOf(item(1), 'Packing code', /^EP/);
    expect(germanOptions.some((option) => option.startsWith('FP'))).toBe(true);
    expect(await optionsOf(card('Shipment info'), 'Loading equipment type', /^GP/)).toEqual([
      'FP – exchange pallet',
      'GP – grid-box pallet',
    ]);
    for (const country of ['France', 'Italy']) {
      await chooseConsigneeCountry(country);
      const options = await optionsOf(item(1), 'Packing code', /^EP/);
      expect(
        options.some((option) => option.startsWith('FP')),
        country,
      ).toBe(false);
      expect(await optionsOf(card('Shipment info'), 'Loading equipment type', /^GP/)).toEqual([
        'GP – grid-box pallet',
      ]);
    }
    await chooseConsigneeCountry('Germany');
    expect((await optionsOf(item(1), 'Packing code', /^EP/)).some((option) => option.startsWith('FP'))).toBe(
      true,
    );
  });

  it('computes the volume into cbm, which follows the dimensions', async () => {
    await item(1).getByLabel(labelled('Quantity')).fill('2');
    await item(1).getByLabel(labelled('Weight')).fill('300');
    const cbm = card('Shipment info').getByLabel('Volume (cbm)');
    // 2 x 120 x 100 x 100 cm = 2.4 m³ (the width is still 0: nothing is written yet)
    await item(1).getByLabel(labelled('Width')).fill('100');
    await expect.poll(() => cbm.inputValue()).toBe('2.4');
    await item(1).getByLabel(labelled('Width')).fill('80');
    await expect.poll(() => cbm.inputValue()).toBe('1.92');
    expect(await cbm.isDisabled()).toBe(true);
  });

  it('adds a hazmat entry with the dangerous-goods checkbox and locks it', async () => {
    const checkbox = item(1).getByLabel(labelled('Dangerous goods'));
    await checkbox.check();
    await hazmatEntry(1).waitFor();
    expect(await checkbox.isDisabled()).toBe(true);
    expect(
      await item(1)
        .getByRole('group', { name: /^Hazmat entry/ })
        .count(),
    ).toBe(1);
  });

  it('finds UN numbers by search; a class-1 UN number enables the net explosive quantity', async () => {
    const entry = hazmatEntry(1);
    await choose(entry, 'UN number', /^UN 1203 /, '1203');
    await entry.getByText('Class 3').waitFor();
    expect(await entry.getByLabel(labelled('Packaging group')).inputValue()).toBe('II');
    expect(await entry.getByLabel(labelled('Unit')).inputValue()).toBe('litres');
    expect(await entry.getByLabel(labelled('Net explosive quantity')).isDisabled()).toBe(true);

    await choose(entry, 'UN number', /^UN 0012 /, '0012');
    await entry.getByText('Class 1.4S').waitFor();
    const neq = entry.getByLabel(labelled('Net explosive quantity'));
    await expect.poll(() => neq.isDisabled()).toBe(false);
    expect(await entry.getByLabel(labelled('Unit')).inputValue()).toBe('kg');
    await neq.fill('2.5');
  });

  it('has no serious accessibility issues with a hazmat entry open', async () => {
    const { page } = session;
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'order-cargo.png'), fullPage: true });
  });

  it('refuses a hazmat weight above the weight of the item', async () => {
    const { page } = session;
    const entry = hazmatEntry(1);
    await choose(entry, 'Packaging code', /./);
    await entry.getByLabel(labelled('Dangerous goods weight')).fill('500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await entry.getByText('must not exceed the weight of the cargo item').waitFor();
    await entry.getByLabel(labelled('Dangerous goods weight')).fill('250');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await card('Consignee').getByText('must not be empty').first().waitFor();
    expect(await entry.getByText('must not exceed the weight of the cargo item').count()).toBe(0);
  });

  it('keeps the only item: it can be removed only while another exists', async () => {
    const removeFirst = item(1).getByRole('button', { name: 'Remove item 1' });
    expect(await removeFirst.isDisabled()).toBe(true);
    await card('Cargo list').getByRole('button', { name: 'Add item' }).click();
    await item(2).waitFor();
    expect(await removeFirst.isDisabled()).toBe(false);
    await item(2).getByRole('button', { name: 'Remove item 2' }).click();
    await item(2).waitFor({ state: 'detached' });
    expect(await removeFirst.isDisabled()).toBe(true);
  });

  it('names packing codes and shipping terms in the interface language: English in English, German in German', async () => {
    const { page } = session;
    expect(await optionsOf(card('Order characteristics'), 'Shipping terms', /^04/)).toEqual([
      '04 Free domicile',
      '06 Carriage forward',
      '08 Free domicile, duty unpaid',
    ]);
    const english = await optionsOf(item(1), 'Packing code', /^EP/);
    expect(english).toEqual(
      expect.arrayContaining(['EP One-way pallet', 'KT Carton', 'FP Flat pallet (Euro pallet)', 'SA Sack']),
    );
    expect(english).not.toContain('EP Einwegpalette');
    await page.getByLabel('Language').selectOption('de');
    const packstück = page.getByRole('group', { name: 'Packstück 1', exact: true });
    await expect
      .poll(() => optionsOf(packstück, 'Verpackungscode', /^EP/))
      .toEqual(
        expect.arrayContaining(['EP Einwegpalette', 'KT Karton', 'FP Flachpalette (Europalette)', 'SA Sack']),
      );
    expect(await optionsOf(packstück, 'Verpackungscode', /^EP/)).not.toContain('EP One-way pallet');
    expect(await optionsOf(card('Auftragsmerkmale'), 'Frankatur', /^04/)).toEqual([
      '04 frei Haus',
      '06 unfrei',
      '08 frei Haus, unverzollt',
    ]);
    await page.getByLabel('Sprache').selectOption('en');
    await item(1).waitFor();
  });
});
