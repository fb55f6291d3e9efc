import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';
import { commissionShipment, saveDraftShipment } from './shipments.ts';

let number: string;

const session = signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  acceptDownloads: true,
  before: async (portal) => {
    number = (
      await saveDraftShipment(portal, 'customer1', {
        consignee: { name: 'Epsilon Papier GmbH', city: 'Leipzig', zipCode: '04109' },
      })
    ).shipmentNumber;
    // A commissioned shipment offers the inquiry link.
    await commissionShipment(portal, 'customer1', number);
  },
  heading: 'Shipment overview',
});

describe('the mail log of a shipment', () => {
  it('lists a sent inquiry with its content and downloadable PDF attachment', async () => {
    const { page } = session;
    const pdf = Buffer.from('%PDF-1.4\n% proof of delivery 4711\n');
    await page.getByRole('button', { name: `Details of ${number}` }).click();
    await page
      .getByRole('group', { name: `Actions of shipment ${number}` })
      .getByRole('button', { name: 'Inquiry' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Your inquiry/).fill('Where is pallet 4711?');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'pod.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Inquiries' }).click();
    const log = page.getByRole('tabpanel', { name: 'Inquiries' });
    const mail = log.locator('details').filter({ hasText: `Anfrage zur Sendung ${number}` });
    await mail.locator('summary').click();
    // The mail's HTML (in the branch's language) is shown in a frame without scripts.
    const frame = mail.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const content = page.frameLocator(`iframe[title*="${number}"]`);
    await content.getByText('Where is pallet 4711?').waitFor();
    // The mail reads in the app's font, not the browser's default serif.
    const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
    const appFont = await page.locator('body').evaluate(fontOf);
    expect(appFont).not.toMatch(/^"?Times/);
    expect(await content.locator('body').evaluate(fontOf)).toBe(appFont);
    expect(await content.getByText('Where is pallet 4711?').evaluate(fontOf)).toBe(appFont);
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: path.join(screenshotDir, 'mail-log.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      mail.getByRole('button', { name: 'pod.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pod.pdf');
    expect(readFileSync((await download.path())!)).toEqual(pdf);
  });
});
