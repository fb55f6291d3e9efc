import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../harness/auth.ts';
import { order } from '../shipments-helpers.ts';
import {
  describeViolations,
  screenshotDir,
  seriousAccessibilityViolations,
  signedInSession,
} from './browser.ts';

/**
 * The customer administration's "API & webhooks" tab: a central admin creates an API client (its
 * secret shown once, and good at the token endpoint), revokes it, subscribes a receiver of this test
 * to shipment events and sends a failed delivery again from the delivery log.
 */

let receiver: Server;
let receiverUrl: string;
let failures = 0;
const received: string[] = [];

const PAGE = '/administration/customers?searchText=100001';
const shot = (name: string) =>
  session.page.screenshot({ path: path.join(screenshotDir, name), fullPage: true });

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      if (failures > 0) {
        failures--;
        response.writeHead(503).end();
      } else response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-events`;
});

afterAll(() => new Promise((resolve) => receiver?.close(resolve)));

const session = signedInSession({
  username: 'centraladmin',
  path: PAGE,
  env: {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_MAX_RETRIES: '1',
  },
  reopen: true,
  ready: async ({ page }) => {
    await page.getByRole('button', { name: /^Customer 100001 / }).click();
    await page.getByRole('tab', { name: 'API & webhooks' }).click();
  },
});

describe('API clients and webhooks of a customer', () => {
  it('creates an API client, shows its secret once, and the secret gets a token', async () => {
    const { page } = session;
    const panel = page.getByRole('tabpanel');
    await panel.getByText('No API clients yet.').waitFor();
    await panel.getByRole('button', { name: 'New API client' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API client – customer 100001' });
    await dialog.getByLabel(/^Name/).fill('ERP connector');
    await dialog.getByRole('checkbox', { name: /shipments:write/ }).check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'API client ERP connector created' });
    await secretDialog.getByText('it is shown only this once').waitFor();
    await shot('admin-integrations-client-secret.png');
    const clientId = (await secretDialog.getByLabel('Client ID').textContent()) ?? '';
    const secret = (await secretDialog.getByLabel('Client secret').textContent()) ?? '';
    const tokenEndpoint = (await secretDialog.getByLabel('Token endpoint').textContent()) ?? '';
    expect(clientId).toMatch(/^mc_/);
    const token = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=shipments%3Aread%20shipments%3Awrite',
    });
    expect(token.status).toBe(200);
    await secretDialog.getByRole('button', { name: 'Close' }).last().click();
    const row = panel.locator('tbody tr', { hasText: 'ERP connector' });
    await row.getByText('active').waitFor();
    expect(await row.textContent()).toContain('shipments:read, shipments:write');
    expect(await page.content()).not.toContain(secret);
  });

  it('revokes the client after a confirmation', async () => {
    const { page } = session;
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Revoke ERP connector' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('The API client ERP connector was revoked.').waitFor();
    await panel
      .locator('tbody tr', { hasText: 'ERP connector' })
      .getByText(/^revoked/)
      .waitFor();
    expect(await panel.getByRole('button', { name: 'Revoke ERP connector' }).count()).toBe(0);
  });

  it('subscribes a webhook, shows the delivery log and sends a failed delivery again', async () => {
    const { page, portal } = session;
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook – customer 100001' });
    await dialog.getByLabel(/^URL/).fill(receiverUrl);
    await dialog.getByRole('checkbox', { name: 'Cargo list created' }).uncheck();
    await dialog.getByLabel('Description').fill('ERP of Müller');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Webhook created' });
    expect(await secretDialog.getByLabel('Signing secret').textContent()).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Close' }).last().click();
    await panel.locator('tbody tr', { hasText: 'ERP of Müller' }).waitFor();

    failures = 100;
    const saved = await fetch(`${portal.url}/api/shipments`, {
      method: 'POST',
      headers: { ...(await authHeader(portal, 'customer1')), 'content-type': 'application/json' },
      body: JSON.stringify(order()),
    });
    expect(saved.status).toBe(201);
    const { shipmentNumber } = (await saved.json()) as { shipmentNumber: string };
    await panel.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
    const log = panel.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    const row = log.locator('tbody tr', { hasText: shipmentNumber });
    await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 }).toContain('failed');
    expect(await row.textContent()).toContain('HTTP 503');
    await shot('admin-integrations-webhook-failed.png');
    const violations = await seriousAccessibilityViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    failures = 0;
    const before = received.length;
    await row.getByRole('button', { name: `Send again: Shipment saved of ${shipmentNumber}` }).click();
    await page.getByText('The delivery is queued again.').waitFor();
    await expect
      .poll(async () => (await row.textContent()) ?? '', { timeout: 20_000 })
      .toContain('delivered');
    expect(received.length).toBe(before + 1);
    expect(JSON.parse(received.at(-1) ?? '{}')).toMatchObject({
      type: 'shipment.saved',
      data: { shipmentNumber },
    });
    await shot('admin-integrations-webhook-delivered.png');
  });
});
