import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ShipmentPayloadInput } from '../../contracts/shipment/shipment.ts';
import { addDays, dateIn, holidayList, isWorkday } from '../../services/domain/rules/calendar.ts';
import { apiAs, order } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/** Senders in countries with different holidays, so one of them has a holiday ahead on any day of the year. */
const SENDERS = {
  DE: { zipCode: '20539', city: 'Hamburg' },
  CZ: { zipCode: '190 00', city: 'Praha 9' },
  SK: { zipCode: '811 01', city: 'Bratislava' },
} as const;

/** The first weekday holiday between 3 and 50 days ahead in one of the sender countries. */
function holidayAhead() {
  const today = dateIn(new Date(), 'Europe/Berlin');
  for (const country of Object.keys(SENDERS) as (keyof typeof SENDERS)[]) {
    const years = [Number(today.slice(0, 4)), Number(today.slice(0, 4)) + 1];
    const holiday = years
      .flatMap((year) => holidayList(country, year, 'en'))
      .find(
        (day) =>
          day.date >= addDays(today, 3) &&
          day.date <= addDays(today, 50) &&
          ![0, 6].includes(new Date(`${day.date}T00:00:00Z`).getUTCDay()),
      );
    if (holiday) return { country, ...holiday };
  }
  return undefined;
}

/** A shipping date that is a workday in both countries, some days ahead. */
function workdayIn(countries: string[], from: string): string {
  let day = from;
  while (!countries.every((country) => isWorkday(day, country))) day = addDays(day, 1);
  return day;
}

async function saveShipment(payload: ShipmentPayloadInput): Promise<string> {
  const { portal } = session;
  const api = await apiAs(portal, 'customer1');
  const saved = await api.request('POST', '/api/shipments', { body: payload });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.shipmentNumber as string;
}

const card = (name: string) => session.page.getByRole('region', { name, exact: true });
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);

async function choose(scope: Locator, label: string, option: RegExp) {
  const { page } = session;
  await scope.getByLabel(labelled(label)).first().click();
  await page.locator('[role="listbox"]:visible').getByRole('option', { name: option }).first().click();
}

async function editShipment(number: string) {
  const { page, portal } = session;
  await page.goto(`${portal.url}/shipments/list?searchText=${number}`);
  await page.getByRole('button', { name: `Details of ${number}` }).click();
  await page
    .getByRole('group', { name: `Actions of shipment ${number}` })
    .getByRole('button', { name: 'Edit' })
    .click();
  await card('Product').waitFor();
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  // Flyers come from configuration: the product's link points where the forwarder keeps them.
  env: { PRODUCT_FLYER_URL: 'https://flyers.freight-portal.test/{identifier}.pdf' },
  heading: 'Shipment overview',
});

describe('product and dates in the order form', () => {
  it('starts a new order with the shipping date, times and terms of the personal settings', async () => {
    const { page, portal } = session;
    const api = await apiAs(portal, 'customer1');
    const settings = {
      SHIPPING_DATE_OFFSET: 1,
      SHIPPING_TIME_FROM: '08:00',
      SHIPPING_TIME_UNTIL: '16:00',
      SHIPPING_TIME_FROM_FR: '07:00',
      SHIPPING_TIME_UNTIL_FR: '12:00',
      INCOTERMS_NATIONAL: '06',
    };
    for (const [name, value] of Object.entries(settings)) {
      const saved = await api.request('PUT', `/api/settings/${name}`, { body: { name, value } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    await page.goto(`${portal.url}/shipments/create`);
    const characteristics = card('Order characteristics');
    // One workday after today in the (German) sender's calendar, the browser's today.
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    let expected = addDays(today, 1);
    while (!isWorkday(expected, 'DE')) expected = addDays(expected, 1);
    const shown = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${expected}T00:00:00Z`));
    await expect
      .poll(() => characteristics.getByRole('button', { name: 'Shipping date' }).textContent())
      .toContain(shown);
    const friday = new Date(`${expected}T00:00:00Z`).getUTCDay() === 5;
    expect(await characteristics.getByLabel('Shipping time from').inputValue()).toBe(
      friday ? '07:00' : '08:00',
    );
    expect(await characteristics.getByLabel('Shipping time until').inputValue()).toBe(
      friday ? '12:00' : '16:00',
    );
    await expect
      .poll(() => characteristics.getByLabel(labelled('Shipping terms')).inputValue())
      .toMatch(/^06 /);
  });

  it('greys out the holidays of the sender country in the shipping date picker', async (context) => {
    const { page } = session;
    const holiday = holidayAhead();
    if (!holiday) {
      console.log('skipped: no weekday holiday in DE, CZ or SK within 50 days of today');
      context.skip();
      return;
    }
    const shippingDate = workdayIn([holiday.country, 'DE'], addDays(dateIn(new Date(), 'Europe/Berlin'), 2));
    const number = await saveShipment(
      order({
        sender: {
          customerId: '100001',
          name: 'Versandlager',
          street: 'Hauptstraße 1',
          country: holiday.country,
          ...SENDERS[holiday.country],
        },
        shippingTerms: { identifier: holiday.country === 'DE' ? '04' : '24' },
        shippingDate,
        deliveryDate: workdayIn(['DE'], addDays(shippingDate, 1)),
      }),
    );
    await editShipment(number);
    await card('Order characteristics').getByRole('button', { name: 'Shipping date' }).click();
    const day = page.locator(`table button[title="Holiday: ${holiday.name}"]`).first();
    for (let month = 0; month < 3 && !(await day.isVisible()); month++) {
      await page.locator('button[data-direction="next"]').click();
    }
    await day.waitFor();
    expect(await day.getAttribute('data-disabled')).not.toBeNull();
    expect((await day.textContent())?.trim()).toBe(String(Number(holiday.date.slice(8))));
    // An ordinary weekday of the same month stays selectable.
    const workdays = page.locator('table button:not([data-disabled]):not([data-outside])');
    expect(await workdays.count()).toBeGreaterThan(10);
    await page.screenshot({ path: path.join(screenshotDir, 'order-holiday-picker.png') });
    await page.keyboard.press('Escape');
  });

  // A long walk through the form (routes, windows, time slots): more time than one check needs.
  it('offers the route products with flyer, warnings and time slots and keeps the delivery date in the window', async () => {
    const { page, portal } = session;
    // Hamburg to Bremen: the routing offers the fixed 24-hour window in the north.
    const number = await saveShipment(
      order({
        orderNumber: 'PRODUCT-RULES',
        consignee: {
          name: 'Weser Handel GmbH',
          street: 'Am Wall 10',
          zipCode: '28195',
          city: 'Bremen',
          country: 'DE',
        },
      }),
    );
    await editShipment(number);
    const product = card('Product');
    await expect.poll(() => product.getByLabel(labelled('Product')).inputValue()).toMatch(/^P01 /);
    const flyer = product.getByRole('link', { name: 'Product' });
    expect(await flyer.getAttribute('href')).toBe('https://flyers.freight-portal.test/P01.pdf');

    // A product needing consultation says so.
    await choose(product, 'Product', /^P90 /);
    await product.getByText('needs a consultation with your branch').waitFor();

    // The fixed 24-hour window sets the delivery date to the next workday of the consignee country.
    await choose(product, 'Product', /^P24 /);
    await product.getByLabel('Delivery time slot').waitFor();
    await choose(product, 'Delivery time slot', /^until 10:00$/);
    expect(await product.getByText('needs a consultation').count()).toBe(0);

    await card('Order characteristics').getByLabel('Insurance value').fill('1500');

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'order-product-card.png'), fullPage: true });

    const [put] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'PUT' && response.url().endsWith(`/api/shipments/${number}`),
      ),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(put.status()).toBe(200);
    const api = await apiAs(portal, 'customer1');
    const saved = (await api.request('GET', `/api/shipments/${number}`)).body;
    expect(saved.product.identifier).toBe('P24');
    expect(saved.deliveryTimeUntil).toBe('10:00');
    expect(saved.insuranceValue).toEqual({ value: 1500, currency: 'EUR' });
    expect(saved.collectOnDelivery).toBeUndefined();
    let expected = addDays(saved.shippingDate, 1);
    while (!isWorkday(expected, 'DE')) expected = addDays(expected, 1);
    expect(saved.deliveryDate).toBe(expected);
  }, 120_000);

  it('explains the default insurance, allows cash on delivery only between CZ and SK, and hides insurance for waiver customers', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create`);
    const characteristics = card('Order characteristics');
    await characteristics.getByText('the goods are insured at 20 EUR per kg').waitFor();
    expect(await characteristics.getByLabel('Cash on delivery').isDisabled()).toBe(true);
    await characteristics.getByLabel('Insurance value').fill('60000');
    await characteristics.getByText('Insurance values above 50000 EUR are reported to your branch').waitFor();

    const admin = await apiAs(portal, 'branchadmin');
    const waiver = await admin.request('PUT', '/api/admin/customers/100001/settings/WAIVER_CUSTOMER', {
      body: { value: true },
    });
    expect(waiver.status).toBe(200);
    await page.goto(`${portal.url}/shipments/create`);
    await characteristics.getByLabel('Order number').waitFor();
    await expect.poll(() => characteristics.getByLabel('Insurance value').count()).toBe(0);
    expect(await characteristics.getByText('insured at').count()).toBe(0);
  });

  it('shows the field errors of an empty order readably', async () => {
    const { page, portal } = session;
    await page.goto(`${portal.url}/shipments/create`);
    await card('Product').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const errors = page.locator('.mantine-InputWrapper-error');
    await expect.poll(() => errors.count()).toBeGreaterThan(3);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
