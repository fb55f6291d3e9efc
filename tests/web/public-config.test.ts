import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../harness/portal.ts';
import { ensureWebBuild, openSignedIn, screenshotDir } from './browser.ts';
import { commissionShipment, saveDraftShipment } from './shipments.ts';

let portal: TestPortal;
let browser: Browser;
let page: Page;
const configStatuses: number[] = [];
let draft: string;
let commissioned: string;

beforeAll(async () => {
  await ensureWebBuild();
  portal = await startTestPortal();
  draft = (
    await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Badge Entwurf GmbH', city: 'München', zipCode: '80331' },
    })
  ).shipmentNumber;
  commissioned = (
    await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Badge Auftrag GmbH', city: 'Berlin', zipCode: '10115' },
    })
  ).shipmentNumber;
  await commissionShipment(portal, 'customer1', commissioned);
  ({ browser, page } = await openSignedIn(portal.url, 'customer1', '/shipments/list'));
  page.on('response', (response: Response) => {
    if (new URL(response.url()).pathname === '/api/config') configStatuses.push(response.status());
  });
  await page.reload();
  await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

describe('the shipment list', () => {
  it('loads without a 404 on GET /api/config', () => {
    expect(configStatuses.length).toBeGreaterThan(0);
    expect(configStatuses.every((status) => status === 200)).toBe(true);
  });
});
