import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { customerSetting, sftpSignsIn } from './harness/sftp.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const signsIn = (username: string, password: string) => sftpSignsIn(portal, username, password);

describe("a customer's own SFTP account", () => {
  it('is listed in the settings only while SFTP is enabled for the customer', async () => {
    expect((await callAs(portal, 'GET', '/api/sftp-accounts', 'customer1')).body).toEqual({ accounts: [] });
    await customerSetting(portal, '100001', 'SFTP_ENABLED', true);
    expect((await callAs(portal, 'GET', '/api/sftp-accounts', 'customer1')).body).toEqual({
      accounts: [{ customerId: '100001', username: '100001', passwordSet: false }],
    });
    expect((await callAs(portal, 'GET', '/api/sftp-accounts', 'customer2')).body).toEqual({ accounts: [] });
  });

  it('gets a new password on request, shown once; the old one stops working at once', async () => {
    const byAdmin = await callAs(
      portal,
      'PUT',
      '/api/admin/customers/100001/settings/SFTP_PASSWORD',
      'admin',
      {
        name: 'SFTP_PASSWORD',
        value: null,
      },
    );
    const old: string = byAdmin.body.value;
    expect(await signsIn('100001', old)).toBe(true);

    const renewed = await callAs(portal, 'POST', '/api/sftp-accounts/100001/password', 'customer1');
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ customerId: '100001', username: '100001' });
    expect(renewed.body.password).toMatch(/^[a-zA-HJ-NP-Z1-9]{12}$/);
    expect(await signsIn('100001', renewed.body.password)).toBe(true);
    expect(await signsIn('100001', old)).toBe(false);

    const listed = await callAs(portal, 'GET', '/api/sftp-accounts', 'customer1');
    expect(listed.body.accounts[0].passwordSet).toBe(true);
    expect(JSON.stringify(listed.body)).not.toContain(renewed.body.password);
  });

  it("is refused for another customer's account and for a customer without SFTP", async () => {
    expect((await callAs(portal, 'POST', '/api/sftp-accounts/100001/password', 'customer2')).status).toBe(
      404,
    );
    expect((await callAs(portal, 'POST', '/api/sftp-accounts/100002/password', 'customer2')).status).toBe(
      404,
    );
    expect((await callAs(portal, 'POST', '/api/sftp-accounts/100001/password', 'auditor')).status).toBe(403);
  });
});
