import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

const session = signedInSession({
  username: 'customer1',
  path: '/settings',
  reopen: true,
  heading: 'Settings',
});

/** What the API keeps for customer1: the values of GET /api/settings by name. */
async function stored(): Promise<Record<string, unknown>> {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/settings`, {
    headers: await authHeader(portal, 'customer1'),
  });
  const body = (await response.json()) as { name: string; value: unknown }[];
  return Object.fromEntries(body.map(({ name, value }) => [name, value]));
}

const storedValue = async (name: string) => (await stored())[name];

async function expectNoSeriousViolations() {
  const { page } = session;
  const violations = await seriousAccessibilityViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

const openTab = (name: string) => session.page.getByRole('tab', { name }).click();

describe('personal settings', () => {
  it('keeps the chosen label format after a reload', async () => {
    const { page } = session;
    expect(await page.getByRole('radio', { name: 'None' }).isChecked()).toBe(true);
    const zebra = page.getByRole('radio', { name: 'Zebra' });
    await zebra.click();
    await expect.poll(() => zebra.isChecked()).toBe(true);
    await page.getByText('The setting was saved.').first().waitFor();
    await expect.poll(() => storedValue('PRINTER_TYPE')).toBe('ZEBRA');
    await expectNoSeriousViolations();

    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Zebra' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'None' }).isChecked()).toBe(false);
  });

  it('keeps Friday in step with the Monday-Thursday times while the box is ticked', async () => {
    const { page } = session;
    await openTab('Shipment settings');
    const from = page.getByLabel('From (Monday to Thursday)');
    await from.selectOption('07:30');
    await page.getByLabel('Until (Monday to Thursday)').selectOption('16:45');
    await page.getByLabel('From (Friday)').selectOption('08:00');
    await expect.poll(stored).toMatchObject({
      SHIPPING_TIME_FROM: '07:30',
      SHIPPING_TIME_UNTIL: '16:45',
      SHIPPING_TIME_FROM_FR: '08:00',
    });

    await page.getByLabel('Same time on Friday').check();
    await page.getByLabel('From (Friday)').waitFor({ state: 'detached' });
    await expect
      .poll(stored)
      .toMatchObject({ SHIPPING_TIME_FROM_FR: '07:30', SHIPPING_TIME_UNTIL_FR: '16:45' });

    await from.selectOption('06:15');
    await expect.poll(stored).toMatchObject({ SHIPPING_TIME_FROM: '06:15', SHIPPING_TIME_FROM_FR: '06:15' });

    await page.getByLabel('Same time on Friday').uncheck();
    expect(await page.getByLabel('From (Friday)').inputValue()).toBe('06:15');
    expect(await page.getByLabel('Until (Friday)').inputValue()).toBe('16:45');
    await page.getByLabel('Until (Friday)').selectOption('12:00');
    await expect.poll(() => storedValue('SHIPPING_TIME_UNTIL_FR')).toBe('12:00');
    expect(await storedValue('SHIPPING_TIME_UNTIL')).toBe('16:45');
  });

  it('clears the default flag of a delivery-note code that is switched off', async () => {
    const { page, portal } = session;
    const emailNotice = /102 Notice by e-mail/;
    const isDefault = page.getByRole('checkbox', { name: new RegExp(`^Default: ${emailNotice.source}`) });
    const enabled = page.getByRole('checkbox', { name: new RegExp(`^Enabled: ${emailNotice.source}`) });
    await isDefault.waitFor();
    expect(await isDefault.isChecked()).toBe(true);

    await enabled.click();
    await expect.poll(() => enabled.isChecked()).toBe(false);
    await expect
      .poll(() => storedValue('NOTIFICATION_CODES'))
      .toContainEqual({ identifier: '102', active: false, default: false, attachmentValue: null });
    expect(await isDefault.isChecked()).toBe(false);
    expect(await isDefault.isDisabled()).toBe(true);

    // Only a 'Ja' attachment without required fields takes a text: 190 does, 101 (phone) does not.
    await page.getByRole('textbox', { name: /^Attachment text: 190/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Attachment text: 101/ }).count()).toBe(0);
    await expectNoSeriousViolations();
    await page.screenshot({ path: path.join(screenshotDir, 'settings-shipments.png'), fullPage: true });

    // The order form offers what the table allows: 102 is off, 103 still there.
    await page.goto(`${portal.url}/shipments/create`);
    const notes = page.getByRole('region', { name: 'Delivery notes', exact: true });
    await notes.getByLabel('Add a delivery note').click();
    const listbox = page.locator('[role="listbox"]:visible');
    await listbox.getByRole('option', { name: /^103 / }).waitFor();
    expect(await listbox.getByRole('option', { name: /^102 / }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${portal.url}/settings`);
  });

  it('refuses an invalid notification address and saves a valid one', async () => {
    const { page } = session;
    await openTab('Notifications');
    const address = page.getByLabel('E-mail address for shipping notices');
    await address.fill('versand@example.com, lager@example.com');
    await address.press('Tab');
    await page.getByText('is not a valid email address').waitFor();
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    expect(await storedValue('ANNOUNCEMENT_MAIL_ADDRESS')).toBeUndefined();

    await address.fill('versand@mueller-maschinenbau.example');
    await address.press('Enter');
    await expect
      .poll(() => storedValue('ANNOUNCEMENT_MAIL_ADDRESS'))
      .toBe('versand@mueller-maschinenbau.example');
    await page.getByText('is not a valid email address').waitFor({ state: 'detached' });

    // The switch follows the saved setting, which may take a moment under load.
    const sendMail = page.getByRole('switch', { name: 'Send shipping-notice notifications' });
    await sendMail.click();
    await expect.poll(() => sendMail.isChecked()).toBe(true);
    await expect.poll(() => storedValue('ANNOUNCEMENT_SEND_MAIL')).toBe('ON');
    await expectNoSeriousViolations();
    await page.screenshot({ path: path.join(screenshotDir, 'settings.png'), fullPage: true });
  });
});
