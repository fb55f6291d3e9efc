import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addWorkdays, dateIn } from '../../services/domain/rules/calendar.ts';
import { type CallArgs, callAs } from '../harness/calls.ts';
import { order, shippingDates } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const numbers: Record<'wish' | 'fixed' | 'insured', string> = { wish: '', fixed: '', insured: '' };

const call = (...args: CallArgs) => callAs(session.portal, ...args);
const setCustomerSetting = async (name: string, value: unknown) => {
  const saved = await call('PUT', `/api/admin/customers/100001/settings/${name}`, 'branchadmin', { value });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};
const setPersonalSetting = async (name: string, value: unknown) => {
  const saved = await call('PUT', `/api/settings/${name}`, 'customer1', { name, value });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

async function draft(overrides: object): Promise<string> {
  const created = await call('POST', '/api/shipments', 'customer1', order(overrides));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.shipmentNumber as string;
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async () => {
    const { shippingDate } = shippingDates();
    // P81: a delivery date is required, at least two workdays out; P24: exactly one workday out.
    numbers.wish = await draft({
      orderNumber: 'WISH-1',
      product: { identifier: 'P81' },
      deliveryDate: addWorkdays(shippingDate, 3, 'DE'),
    });
    numbers.fixed = await draft({
      orderNumber: 'FIX-1',
      product: { identifier: 'P24' },
      deliveryDate: addWorkdays(shippingDate, 1, 'DE'),
    });
    numbers.insured = await draft({
      orderNumber: 'INS-1',
      insuranceValue: { value: 20_000, currency: 'EUR' },
    });
    for (const [name, value] of Object.entries({
      SHIPPING_TIME_FROM: '08:00',
      SHIPPING_TIME_UNTIL: '16:00',
      SHIPPING_TIME_FROM_FR: '07:00',
      SHIPPING_TIME_UNTIL_FR: '12:00',
    }))
      await setPersonalSetting(name, value);
  },
  heading: 'Shipment overview',
});

const row = (number: string) => session.page.locator('tbody tr').filter({ hasText: number }).first();
const toolbar = () => session.page.getByRole('toolbar');
const select = async (...selection: string[]) => {
  for (const number of Object.values(numbers))
    await row(number).getByRole('checkbox').setChecked(selection.includes(number));
};
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
const isoOf = (text: string) => {
  const parsed = new Date(`${text} 12:00 UTC`);
  return parsed.toISOString().slice(0, 10);
};

/** Picks the first selectable day of a weekday column (1 Monday ... 5 Friday) in the open picker. */
async function pickWeekday(column: number) {
  const { page } = session;
  const day = page.locator(
    `table tbody td:nth-child(${column}) button:not([data-disabled]):not([data-outside]):visible`,
  );
  // The month is counted once the picker shows it: a count taken before would turn the page on.
  await page.locator('button[data-direction="next"]:visible').first().waitFor();
  if ((await day.count()) === 0) await page.locator('button[data-direction="next"]:visible').click();
  await day.first().click();
}

describe('the announce dialog', () => {
  it('asks for the delivery date in the window and switches to the Friday times', async () => {
    const { page } = session;
    await select(numbers.wish);
    await toolbar().getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    const delivery = dialog.getByLabel(/^Delivery date( \*)?$/);
    await delivery.waitFor();
    expect(await dialog.getByText('Delivery date *').count()).toBe(1);
    const from = dialog.getByLabel('Shipping time from');
    const until = dialog.getByLabel('Shipping time until');

    // A Friday takes the Friday times, another day the normal ones again.
    await dialog.getByLabel(/^Shipping date( \*)?$/).click();
    await pickWeekday(5);
    await expect.poll(() => from.inputValue()).toBe('07:00');
    expect(await until.inputValue()).toBe('12:00');
    const friday = isoOf((await dialog.getByLabel(/^Shipping date( \*)?$/).textContent()) ?? '');
    expect(new Date(`${friday}T00:00:00Z`).getUTCDay()).toBe(5);
    await dialog.getByLabel(/^Shipping date( \*)?$/).click();
    await pickWeekday(2);
    await expect.poll(() => from.inputValue()).toBe('08:00');
    expect(await until.inputValue()).toBe('16:00');

    // The delivery date is required: the window starts two workdays after the shipping date.
    const shipping = isoOf((await dialog.getByLabel(/^Shipping date( \*)?$/).textContent()) ?? '');
    const announce = dialog.getByRole('button', { name: 'Announce' });
    await expect.poll(async () => (await delivery.textContent())?.trim() ?? '').toBe('');
    await expect.poll(() => announce.isDisabled()).toBe(true);
    await delivery.click();
    const tooEarly = addWorkdays(shipping, 1, 'DE');
    const earliest = addWorkdays(shipping, 2, 'DE');
    // Day buttons are named like "26 November 2026".
    const day = (date: string) =>
      page
        .locator('button:visible')
        .filter({ has: page.locator(`xpath=self::*[@aria-label="${dayName(date)}"]`) });
    await page.locator('button[data-direction="next"]:visible').first().waitFor();
    if (tooEarly.slice(0, 7) === shipping.slice(0, 7) && (await day(tooEarly).count()) > 0)
      expect(await day(tooEarly).first().getAttribute('data-disabled')).toBe('true');
    if ((await day(earliest).count()) === 0)
      await page.locator('button[data-direction="next"]:visible').click();
    await day(earliest).first().click();
    await expect.poll(async () => (await delivery.textContent())?.trim()).toBe(longDate(earliest));
    await expect.poll(() => announce.isDisabled()).toBe(false);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'announce-dialog-delivery-date.png') });
    await announce.click();
    await page.getByText(`Announced: ${numbers.wish}`).waitFor();
    const announced = await call('GET', `/api/shipments/${numbers.wish}`, 'customer1');
    expect(announced.body).toMatchObject({ shippingDate: shipping, deliveryDate: earliest });
  });

  it('moves a fixed delivery date with the shipping date', async () => {
    const { page } = session;
    await select(numbers.fixed);
    await toolbar().getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    const delivery = dialog.getByLabel(/^Delivery date( \*)?$/);
    await delivery.waitFor();
    expect(await delivery.isDisabled()).toBe(true);
    await dialog.getByLabel(/^Shipping date( \*)?$/).click();
    await pickWeekday(5);
    const friday = isoOf((await dialog.getByLabel(/^Shipping date( \*)?$/).textContent()) ?? '');
    await expect
      .poll(async () => (await delivery.textContent())?.trim())
      .toBe(longDate(addWorkdays(friday, 1, 'DE')));
    expect(await dialog.getByLabel('Shipping time from').inputValue()).toBe('07:00');
    await dialog.getByRole('button', { name: 'Abort' }).click();
  });
});

describe('the printer dialog', () => {
  it('asks only for the position when the user prints from a position', async () => {
    const { page } = session;
    await setPersonalSetting('PRINTER_TYPE', 'LASER_POSITION');
    await page.reload();
    await select(numbers.insured);
    await toolbar().getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Label position' });
    await dialog.getByRole('radio', { name: '3' }).waitFor({ state: 'attached' });
    expect(await dialog.getByRole('radio', { name: /Zebra/ }).count()).toBe(0);
    await dialog.locator('label').filter({ hasText: /^3$/ }).click();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'printer-position-only.png') });
    const [labels] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/shipments/labels')),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(new URL(labels.url()).searchParams.get('printerType')).toBe('LASER_POSITION');
    expect(new URL(labels.url()).searchParams.get('labelPosition')).toBe('3');

    await toolbar().getByRole('button', { name: 'Print labels' }).click();
    await dialog.getByRole('button', { name: 'Other label format' }).click();
    const full = page.getByRole('dialog', { name: 'Printer type' });
    await full.getByLabel('Zebra (10 x 15 cm)').waitFor();
    await full.getByRole('button', { name: 'Abort' }).click();
  });
});

describe('the quotation', () => {
  it('shows the surcharges only with QUOTATION_DETAILS_ENABLED', async () => {
    const { page } = session;
    await setCustomerSetting('QUOTATION_ENABLED', true);
    try {
      await page.reload();
      await page.getByRole('button', { name: `Details of ${numbers.insured}` }).click();
      const footer = page.getByRole('group', { name: `Actions of shipment ${numbers.insured}` });
      await footer.getByRole('button', { name: 'Request quotation' }).click();
      const quotation = page.getByRole('group', { name: 'Quotation' });
      await quotation.getByText(/^Price: /).waitFor();
      expect(await quotation.getByRole('table', { name: 'Additional costs' }).count()).toBe(0);

      await setCustomerSetting('QUOTATION_DETAILS_ENABLED', true);
      await footer.getByRole('button', { name: 'Request quotation' }).click();
      const costs = quotation.getByRole('table', { name: 'Additional costs' });
      await costs.getByText('INSURANCE').waitFor();
      await page.screenshot({ path: path.join(screenshotDir, 'quotation-details.png') });
      await page.getByRole('button', { name: `Details of ${numbers.insured}` }).click();
    } finally {
      await setCustomerSetting('QUOTATION_DETAILS_ENABLED', false);
      await setCustomerSetting('QUOTATION_ENABLED', false);
    }
  });
});

describe('the address book', () => {
  it('chooses the country from a searchable list, typing replacing the chosen one', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/addresses/addresses`);
    await page.getByRole('button', { name: 'New address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    const country = form.getByLabel(/^Country( \*)?$/);
    await expect.poll(() => country.inputValue()).toBe('Germany');
    await country.click();
    await country.pressSequentially('Czech');
    await page.locator('[role="listbox"]:visible').getByRole('option', { name: 'Czech Republic' }).click();
    expect(await country.inputValue()).toBe('Czech Republic');
    await form.getByLabel(/^Name/).click();
    await country.click();
    await country.pressSequentially('Austr');
    await page.locator('[role="listbox"]:visible').getByRole('option', { name: 'Austria' }).click();
    expect(await country.inputValue()).toBe('Austria');
    await form.getByLabel(/^Name/).fill('Wiener Lager GmbH');
    await form.getByLabel(/^Street/).fill('Handelskai 94');
    await form.getByLabel(/^Zip code/).fill('1200');
    await form.getByLabel(/^City/).fill('Wien');
    await form.getByRole('checkbox', { name: 'Consignee', exact: true }).check();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'address-country-select.png') });
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The address was saved.').waitFor();
    const found = await call('GET', '/api/addresses?query=Wiener%20Lager', 'customer1');
    expect(found.body._embedded.addresses[0]).toMatchObject({ name: 'Wiener Lager GmbH', country: 'AT' });
  });
});

describe('the announce dialog on a browser whose clock is days behind', () => {
  // Last in this file: the browser keeps the fixed clock afterwards.
  it("offers no shipping date before the branch's today", async () => {
    const { page, portal } = session;
    const branchToday = dateIn(new Date(), 'Europe/Berlin');
    await page.clock.setFixedTime(new Date(Date.now() - 5 * 86_400_000));
    await page.goto(`${portal.url}/shipments/list`);
    await select(numbers.fixed);
    await toolbar().getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    await dialog.getByLabel(/^Shipping date( \*)?$/).click();
    await page.locator('button[data-direction="next"]:visible').first().waitFor();
    // Day buttons are named like "26 November 2026". The month before is looked at too when the
    // picker lets it be shown, so that days before today are seen early in a month as well.
    const offeredDays = async () =>
      (
        await page
          .locator('table tbody td button:not([data-disabled]):not([data-outside]):visible')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
      )
        .filter((label) => /^\d{1,2} \p{L}+ \d{4}$/u.test(label))
        .map((label) => new Date(`${label} 12:00 UTC`).toISOString().slice(0, 10));
    const days = await offeredDays();
    const previous = page.locator('button[data-direction="previous"]:visible').first();
    if (!(await previous.isDisabled())) {
      await previous.click();
      days.push(...(await offeredDays()));
    }
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((day) => day < branchToday)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Abort' }).click();
  });
});
