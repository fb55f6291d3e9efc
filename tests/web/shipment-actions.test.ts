import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';
import { saveDraftShipment } from './shipments.ts';

const numbers: string[] = [];

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async (portal) => {
    for (const [name, city, zipCode] of [
      ['Alpha Handel GmbH', 'München', '80331'],
      ['Beta Logistik KG', 'Berlin', '10115'],
      ['Gamma Metall AG', 'Köln', '50667'],
      ['Delta Bau GmbH', 'Dresden', '01067'],
    ] as const) {
      numbers.push(
        (await saveDraftShipment(portal, 'customer1', { consignee: { name, city, zipCode } })).shipmentNumber,
      );
    }
  },
  heading: 'Shipment overview',
});

const row = (number: string) => session.page.locator('tbody tr').filter({ hasText: number }).first();
const toolbar = () => session.page.getByRole('toolbar');
const select = async (...selection: string[]) => {
  for (const number of numbers)
    await row(number).getByRole('checkbox').setChecked(selection.includes(number));
};

describe('the shipment actions on the real API', () => {
  it('announces one shipment with the prefilled shipping notice', async () => {
    const { page } = session;
    const [first] = numbers as [string];
    await select(first);
    await toolbar().getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    await dialog.getByRole('button', { name: 'Announce' }).waitFor();
    expect(await dialog.getByLabel('Shipping time from').inputValue()).toMatch(/^\d\d:\d\d$/);
    await dialog.getByLabel('Notice').fill('Rampe 3');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'announce-dialog.png') });
    await dialog.getByRole('button', { name: 'Announce' }).click();
    await page.getByText(`Announced: ${first}`).waitFor();
    await row(first).getByRole('cell', { name: 'Announced', exact: true }).waitFor();
  });

  it('announces several shipments in a batch and follows the progress to its summary', async () => {
    const { page } = session;
    const [first, second, third] = numbers as [string, string, string];
    await select(first, second, third);
    await toolbar().getByRole('button', { name: 'Shipping notice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shipping notice' });
    // The one already announced is listed with its reason; the other two are announced.
    await dialog.getByRole('button', { name: 'Announce' }).click();
    const progress = page.getByRole('dialog', { name: 'Batch shipping notice' });
    await progress.getByRole('progressbar').waitFor();
    await progress.getByText(/2 done, \d skipped\./).waitFor({ timeout: 30_000 });
    await progress.getByText(/\d of \d shipments processed/).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'batch-progress.png') });
    await progress.getByRole('button', { name: 'Close' }).last().click();
    await row(second).getByRole('cell', { name: 'Announced', exact: true }).waitFor();
    await row(third).getByRole('cell', { name: 'Announced', exact: true }).waitFor();
  });

  it('commissions a shipment', async () => {
    const { page } = session;
    const [first] = numbers as [string];
    await select(first);
    await toolbar().getByRole('button', { name: 'Commission' }).click();
    await page.getByText(`Commissioned: ${first}`).waitFor();
    await row(first).getByRole('cell', { name: 'Commissioned', exact: true }).waitFor();
  });

  it('prints labels in the chosen format and remembers it', async () => {
    const { page } = session;
    const [first, second] = numbers as [string, string];
    await select(first, second);
    await toolbar().getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Printer type' });
    await dialog.getByLabel('Zebra (10 x 15 cm)').check();
    await dialog.getByLabel('Remember this choice').check();
    const [labels] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/shipments/labels')),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    expect(labels.status()).toBe(200);
    expect(labels.headers()['content-type']).toContain('application/pdf');
    expect(new URL(labels.url()).searchParams.get('printerType')).toBe('ZEBRA');
    expect(new URL(labels.url()).searchParams.get('shipments')?.split(',').sort()).toEqual(
      [first, second].sort(),
    );
    // Asked again, the dialog starts from the remembered format.
    await toolbar().getByRole('button', { name: 'Print labels' }).click();
    await expect.poll(() => dialog.getByLabel('Zebra (10 x 15 cm)').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Abort' }).click();
  });

  it('prints the cargo list of the commissioned selection', async () => {
    const { page } = session;
    const [first] = numbers as [string];
    await select(first);
    const [pdf] = await Promise.all([
      page.waitForResponse((response) =>
        /\/api\/loadinglists\/[^/]+$/.test(new URL(response.url()).pathname),
      ),
      toolbar().getByRole('button', { name: 'Print cargo list' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('cancels a shipment from its row after a confirmation', async () => {
    const { page } = session;
    const fourth = numbers[3]!;
    await select();
    await page.getByRole('button', { name: `Details of ${fourth}` }).click();
    await page
      .getByRole('group', { name: `Actions of shipment ${fourth}` })
      .getByRole('button', { name: 'Cancel shipment' })
      .click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await question.getByText(/^Cancel shipment \d+\?$/).waitFor();
    await question.getByRole('button', { name: 'Keep shipment' }).waitFor();
    await question.getByRole('button', { name: 'Cancel shipment' }).click();
    await page.getByText(`Cancelled: ${fourth}`).waitFor();
    await row(fourth).getByRole('cell', { name: 'Cancelled', exact: true }).waitFor();
    await page.getByRole('button', { name: `Details of ${fourth}` }).click();
  });

  it('shows the announcement and the commission in the audit log', async () => {
    const { page } = session;
    const [first] = numbers as [string];
    await page.getByRole('button', { name: `Details of ${first}` }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('tabpanel', { name: 'Audit log' });
    await log.getByText('Created', { exact: true }).first().waitFor();
    // The commission's entry opens to its changed fields.
    const commission = log.locator('details').filter({ hasText: 'State: Commissioned' });
    await commission.locator('summary').click();
    await commission.getByRole('list', { name: 'Changed fields' }).getByText('State: Commissioned').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'audit-log-after-actions.png'), fullPage: true });
  });
});
