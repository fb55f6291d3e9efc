import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { crossTransportOrder } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

let number: string;

/** Saves a cross transport (picked up in Prague for the Hamburg customer) through the real API. */
async function saveCrossTransport(): Promise<string> {
  const { portal } = session;
  const response = await fetch(`${portal.url}/api/shipments`, {
    method: 'POST',
    headers: { ...(await authHeader(portal, 'customer1')), 'content-type': 'application/json' },
    body: JSON.stringify(crossTransportOrder()),
  });
  const body = (await response.json()) as { shipmentNumber: string; type: string };
  if (response.status !== 201 || body.type !== 'QUER')
    throw new Error(`saving a cross transport failed: ${response.status} ${JSON.stringify(body)}`);
  return body.shipmentNumber;
}

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  acceptDownloads: true,
  before: async () => {
    number = await saveCrossTransport();
  },
  heading: 'Shipment overview',
});

const dialog = () => session.page.getByRole('dialog', { name: `Pick-up order for ${number}` });
const field = (group: string, name: string) =>
  dialog().getByRole('group', { name: group }).getByRole('textbox', { name, exact: true });

describe('the pick-up order dialog on the real API', () => {
  it('opens from the footer of a cross transport, prefilled from the shipment and the user', async () => {
    const { page } = session;
    await page.getByRole('button', { name: `Details of ${number}` }).click();
    const footer = page.getByRole('group', { name: `Actions of shipment ${number}` });
    // The expanded row loads on its first opening.
    await footer.getByRole('button', { name: 'Pick-up order' }).waitFor();
    const labels = await footer.getByRole('button').allTextContents();
    expect(labels.indexOf('Pick-up order')).toBeGreaterThan(-1);
    await footer.getByRole('button', { name: 'Pick-up order' }).click();
    await dialog().getByRole('button', { name: 'Create PDF' }).waitFor();

    expect(await field('Consignor', 'Name').inputValue()).toBe('Lager Praha s.r.o.');
    expect(await field('Consignor', 'City').inputValue()).toBe('Praha');
    expect(await field('Consignee', 'Name').inputValue()).toBe('Schmidt Werkzeugbau GmbH');
    expect(await field('Our branch', 'Contact name').inputValue()).toBe('Anna Müller');
    expect(await field('Our branch', 'Contact e-mail').inputValue()).toBe(
      'customer1@mueller-maschinenbau.example',
    );
    await dialog()
      .getByTestId('pick-up-order-branch')
      .getByText('Freight Portal Spedition GmbH, Niederlassung Hamburg')
      .waitFor();
    expect(await dialog().getByRole('radio', { name: 'Cross transport' }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'pick-up-order-dialog-open.png') });
  });

  it('shows the errors of empty required partner fields and of the clearing branch', async () => {
    const { page } = session;
    await dialog().getByRole('checkbox', { name: 'Clearing via a branch' }).check();
    await dialog().getByRole('button', { name: 'Create PDF' }).click();
    const partner = dialog().getByRole('group', { name: 'Partner' });
    await partner.getByText('must not be empty').first().waitFor();
    expect(await partner.getByText('must not be empty').count()).toBe(2);
    await expect.poll(() => field('Invoicing', 'Clearing branch').getAttribute('aria-invalid')).toBe('true');
    await field('Partner', 'Partner e-mail').fill('dispo@');
    await field('Partner', 'Partner name').fill('Partner Spedice s.r.o.');
    await dialog().getByRole('button', { name: 'Create PDF' }).click();
    await partner.getByText('is not a valid email address').waitFor();

    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'pick-up-order-dialog.png') });
  });

  it('downloads the PDF once the order is complete, closes and records the issue', async () => {
    const { page } = session;
    await field('Partner', 'Partner e-mail').fill('dispo@partner-spedice.example');
    await field('Invoicing', 'Clearing branch').fill('PRG');
    await dialog().getByRole('textbox', { name: 'Notes' }).fill('Rampe 3, Zufahrt über Tor 2');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Create PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`pick-up-order-${number}.pdf`);
    const bytes = await readFile((await download.path()) as string);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByText(`Pick-up order for ${number} created.`).waitFor();
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('tabpanel', { name: 'Audit log' });
    const entry = log.locator('details').filter({ hasText: 'Partner Spedice s.r.o.' });
    await entry.locator('summary').click();
    await entry.getByText('Pick-up order › Partner e-mail: dispo@partner-spedice.example').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'pick-up-order-audit-log.png'), fullPage: true });
  });
});
