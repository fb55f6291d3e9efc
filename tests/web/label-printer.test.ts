import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCode128, renderZpl } from '../harness/zpl.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';
import { saveDraftShipment } from './shipments.ts';

/** The printer dialog offers Zebra labels as a PDF or as a native ZPL print job (docs/decisions/0107). */

let shipmentNumber: string;

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  acceptDownloads: true,
  before: async (portal) => {
    ({ shipmentNumber } = await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Alpha Handel GmbH', city: 'München', zipCode: '80331' },
    }));
  },
  heading: 'Shipment overview',
});

describe('the printer dialog', () => {
  it('offers ZPL at 203 or 300 dpi for Zebra printers and saves the print job', async () => {
    const { page } = session;
    await page.locator('tbody tr').filter({ hasText: shipmentNumber }).first().getByRole('checkbox').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Printer type' });
    // Laser labels are PDFs only: the output choice belongs to the Zebra printer.
    await dialog.getByLabel('Laser (A4, four labels per sheet)').check();
    expect(await dialog.getByLabel('ZPL (native Zebra print job)').count()).toBe(0);
    await dialog.getByLabel('Zebra (10 x 15 cm)').check();
    expect(await dialog.getByLabel('PDF', { exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel('ZPL (native Zebra print job)').check();
    await dialog.getByText('300 dpi').click();
    await dialog.getByText(/Saves a \.zpl file/).waitFor();
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'printer-dialog-zpl.png') });

    const [response, download] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().includes('/api/shipments/labels')),
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Print' }).click(),
    ]);
    const query = new URL(response.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      shipments: shipmentNumber,
      printerType: 'ZEBRA',
      format: 'zpl',
      dpi: '300',
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/x-zpl');
    expect(download.suggestedFilename()).toBe('labels.zpl');
    // The saved file is the print job.
    const zpl = await readFile(await download.path(), 'utf8');
    expect(zpl).toMatch(/^\^XA/);
    const [image] = await renderZpl(zpl, 12);
    if (!image) throw new Error('no label rendered');
    const [code] = await readCode128(image);
    expect(code?.text).toMatch(/^\(00\)\d{18}$/);
  });
});
