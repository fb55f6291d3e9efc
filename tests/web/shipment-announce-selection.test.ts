import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addWorkdays } from '../../services/domain/rules/calendar.ts';
import { type CallArgs, callAs } from '../harness/calls.ts';
import { order, shippingDates } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/**
 * Six ticked shipments of the first day: a wish date (P81, mandatory window), three standard ones
 * (P01, optional window), one with a phone call before delivery (150, no window) and one already
 * commissioned, which cannot be announced.
 */
const numbers = { wish: '', standard: [] as string[], phone: '', commissioned: '', later: [] as string[] };
const ticked = () => [numbers.wish, ...numbers.standard, numbers.phone, numbers.commissioned];

const call = (...args: CallArgs) => callAs(session.portal, ...args);

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
    numbers.wish = await draft({
      product: { identifier: 'P81' },
      deliveryDate: addWorkdays(shippingDate, 3, 'DE'),
    });
    for (const orderNumber of ['STD-1', 'STD-2', 'STD-3'])
      numbers.standard.push(await draft({ orderNumber }));
    numbers.phone = await draft({
      product: { identifier: '150' },
      deliveryDate: undefined,
      consignee: { ...order().consignee, phone: '+49 89 123456' },
    });
    numbers.commissioned = await draft({ orderNumber: 'COM-1' });
    // Two more for a second, German batch.
    for (const orderNumber of ['LATER-1', 'LATER-2']) numbers.later.push(await draft({ orderNumber }));
    const commissioned = await call(
      'PUT',
      `/api/shipments/${numbers.commissioned}/commission`,
      'customer1',
      order(),
    );
    expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
  },
  heading: 'Shipment overview',
});

const row = (number: string) => session.page.locator('tbody tr').filter({ hasText: number }).first();
const tickAll = async () => {
  for (const number of ticked()) await row(number).getByRole('checkbox').check();
};
const language = (from: string, to: string) =>
  session.page.getByRole('banner').getByLabel(from, { exact: true }).selectOption(to);

describe('the shipping notice for a ticked selection', () => {
  it('names in German what cannot be announced and what the delivery date does not cover', async () => {
    const { page } = session;
    await language('Language', 'de');
    await tickAll();
    await page.getByRole('toolbar').getByRole('button', { name: 'Avis', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Avis' });
    const refused = dialog.getByRole('alert').filter({ hasText: 'Nicht avisierbar' });
    await refused
      .getByText(
        `Die Sendung ${numbers.commissioned} kann nicht avisiert werden: sie ist bereits beauftragt.`,
      )
      .waitFor();
    const uncovered = dialog.getByRole('alert').filter({ hasText: 'Nicht vom Zustelldatum erfasst' });
    await uncovered
      .getByText(
        `${numbers.phone}: das Produkt hat kein Zustellfenster; die Avisierung setzt kein Zustelldatum.`,
      )
      .waitFor();
    const optional = uncovered.getByText(/das Zustelldatum des Produkts ist optional/);
    for (const number of numbers.standard) expect(await optional.textContent()).toContain(number);
    await page.screenshot({ path: path.join(screenshotDir, 'announce-selection-de.png') });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await language('Sprache', 'en');
  });

  it('sends only the announceable ones and names the one left out next to the progress', async () => {
    const { page } = session;
    await page.getByRole('toolbar').getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    const refused = dialog.getByRole('alert').filter({ hasText: 'Cannot be announced' });
    await refused
      .getByText(`Shipment ${numbers.commissioned} cannot be announced: it is already finalized.`)
      .waitFor();
    expect(await refused.getByRole('listitem').count()).toBe(1);
    const uncovered = dialog.getByRole('alert').filter({ hasText: 'Not covered by the delivery date' });
    await uncovered
      .getByText(`${numbers.phone}: the product has no delivery window`, { exact: false })
      .waitFor();
    const optional = uncovered.getByText(/the product's delivery date is optional/);
    for (const number of numbers.standard) expect(await optional.textContent()).toContain(number);
    expect(await optional.textContent()).not.toContain(numbers.wish);
    // The wish date shipment's own delivery date is the one the dialog starts from.
    const delivery = dialog.getByLabel(/^Delivery date( \*)?$/);
    await expect.poll(async () => (await delivery.textContent())?.trim() ?? '').not.toBe('');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'announce-selection.png') });

    const [sent] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/shipments/batch/announce')),
      dialog.getByRole('button', { name: 'Announce' }).click(),
    ]);
    expect((sent.postDataJSON() as { shipmentNumbers: string[] }).shipmentNumbers.sort()).toEqual(
      ticked()
        .filter((number) => number !== numbers.commissioned)
        .sort(),
    );
    const progress = page.getByRole('dialog', { name: 'Batch shipping notice' });
    await progress.getByText('5 of 5 shipments processed').waitFor();
    const notSent = progress
      .getByRole('alert')
      .filter({ hasText: 'Not sent (cannot be announced): 1 of 6 selected shipments' });
    await notSent
      .getByText(`Shipment ${numbers.commissioned} cannot be announced: it is already finalized.`)
      .waitFor();
    await progress.getByText('5 done, 0 skipped.').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, 'announce-selection-progress.png') });
    await progress.getByRole('button', { name: 'Close' }).last().click();
    for (const number of ticked().filter((n) => n !== numbers.commissioned))
      await row(number).getByRole('cell', { name: 'Announced', exact: true }).waitFor();
    await row(numbers.commissioned).getByRole('cell', { name: 'Commissioned', exact: true }).waitFor();
  });

  it('names the one left out next to the progress in German too', async () => {
    const { page } = session;
    for (const number of ticked()) await row(number).getByRole('checkbox').uncheck();
    for (const number of [...numbers.later, numbers.commissioned])
      await row(number).getByRole('checkbox').check();
    await language('Language', 'de');
    await page.getByRole('toolbar').getByRole('button', { name: 'Avis', exact: true }).click();
    await page.getByRole('dialog', { name: 'Avis' }).getByRole('button', { name: 'Avisieren' }).click();
    const progress = page.getByRole('dialog', { name: 'Sammelavis' });
    await progress.getByText('2 von 2 Sendungen verarbeitet').waitFor();
    await progress
      .getByRole('alert')
      .filter({ hasText: 'Nicht gesendet (nicht avisierbar): 1 von 3 ausgewählten Sendungen' })
      .getByText(
        `Die Sendung ${numbers.commissioned} kann nicht avisiert werden: sie ist bereits beauftragt.`,
      )
      .waitFor();
    await progress.getByText('2 erledigt, 0 übersprungen.').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(screenshotDir, 'announce-selection-progress-de.png') });
    await progress.getByRole('button', { name: 'Schließen' }).last().click();
    await language('Sprache', 'en');
  });
});
