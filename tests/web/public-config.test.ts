import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSession } from './browser.ts';
import { commissionShipment, saveDraftShipment } from './shipments.ts';

const configStatuses: number[] = [];
let commissioned: string;

signedInSession({
  username: 'customer1',
  path: '/shipments/list',
  before: async (portal) => {
    // The list loads with rows, a draft and a commissioned shipment, as a customer at work sees it.
    await saveDraftShipment(portal, 'customer1', {
      consignee: { name: 'Badge Entwurf GmbH', city: 'München', zipCode: '80331' },
    });
    commissioned = (
      await saveDraftShipment(portal, 'customer1', {
        consignee: { name: 'Badge Auftrag GmbH', city: 'Berlin', zipCode: '10115' },
      })
    ).shipmentNumber;
    await commissionShipment(portal, 'customer1', commissioned);
  },
  ready: async ({ page }) => {
    page.on('response', (response: Response) => {
      if (new URL(response.url()).pathname === '/api/config') configStatuses.push(response.status());
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Shipment overview' }).waitFor();
  },
});

describe('the shipment list', () => {
  it('loads without a 404 on GET /api/config', () => {
    expect(configStatuses.length).toBeGreaterThan(0);
    expect(configStatuses.every((status) => status === 200)).toBe(true);
  });
});
