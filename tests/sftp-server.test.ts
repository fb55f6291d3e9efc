import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let portal: TestPortal;

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_SIGN_IN_FAILURES: '3' });
});
afterAll(() => portal?.stop());

const call = (...args: CallArgs) => callAs(portal, ...args);

/** Turns a setting of a customer on or off through the administration API. */
async function setting(customerId: string, name: string, value: unknown) {
  const response = await call('PUT', `/api/admin/customers/${customerId}/settings/${name}`, 'admin', {
    name,
    value,
  });
  expect(response.status).toBe(200);
  return response.body.value;
}

async function connect(username: string, password: string) {
  const client = new SftpClient();
  await client.connect({
    host: '127.0.0.1',
    port: portal.sftpPort,
    username,
    password,
    readyTimeout: 5000,
    retries: 0,
  });
  return client;
}

describe('embedded SFTP server', () => {
  it('lets a customer with SFTP enabled upload into its inbox and list it', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    expect(password).toMatch(/^[a-zA-HJ-NP-Z1-9]{12}$/);

    const client = await connect('100001', password);
    try {
      expect(await client.realPath('.')).toBe('/');
      expect((await client.list('/')).map((entry) => entry.name).sort()).toEqual([
        'error',
        'inbox',
        'processed',
      ]);
      await client.put(Buffer.from('orderNumber\nA-1\n'), '/inbox/orders.csv');
      const listed = await client.list('inbox');
      expect(listed.map((entry) => [entry.name, entry.size])).toEqual([['orders.csv', 16]]);
      expect(String(await client.get('/inbox/orders.csv'))).toBe('orderNumber\nA-1\n');
      await client.mkdir('/inbox/sub');
      await client.rename('/inbox/orders.csv', '/inbox/sub/renamed.csv');
      expect(await client.exists('/inbox/orders.csv')).toBe(false);
      expect(await client.exists('/inbox/sub/renamed.csv')).toBe('-');
      await client.delete('/inbox/sub/renamed.csv');
      await client.rmdir('/inbox/sub');
      await client.put(Buffer.from('kept'), 'inbox/kept.csv');
    } finally {
      await client.end();
    }
    const onDisk = path.join(portal.runtime.config.DATA_DIR, 'sftp', '100001', 'inbox', 'kept.csv');
    expect(await readFile(onDisk, 'utf8')).toBe('kept');
  });

  it('refuses a wrong password and a customer without SFTP_ENABLED', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    await expect(connect('100001', `${password}x`)).rejects.toThrow(/authentication/i);
    await expect(connect('100002', password)).rejects.toThrow(/authentication/i);

    const other: string = await setting('100002', 'SFTP_PASSWORD', null);
    await expect(connect('100002', other)).rejects.toThrow(/authentication/i);
    await setting('100002', 'SFTP_ENABLED', true);
    const client = await connect('100002', other);
    await client.end();
    await setting('100002', 'SFTP_ENABLED', false);
    await expect(connect('100002', other)).rejects.toThrow(/authentication/i);
    await expect(
      stat(path.join(portal.runtime.config.DATA_DIR, 'sftp', '100002', 'inbox')),
    ).resolves.toBeTruthy();
  });

  it('keeps a customer inside its own folder', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    const client = await connect('100001', password);
    try {
      await expect(client.list('/../')).rejects.toThrow(/denied/i);
      await expect(client.list('../100002/inbox')).rejects.toThrow(/denied/i);
      await expect(client.put(Buffer.from('x'), '/inbox/../../escape.csv')).rejects.toThrow(/denied/i);
      await expect(client.get('../../sftp-host-key')).rejects.toThrow(/denied/i);
      await expect(client.rename('/inbox', '/../stolen')).rejects.toThrow(/denied/i);
      // Inside the root `..` is fine.
      expect((await client.list('/inbox/../error')).length).toBe(0);
    } finally {
      await client.end();
    }
    await expect(stat(path.join(portal.runtime.config.DATA_DIR, 'sftp', 'escape.csv'))).rejects.toThrow();
  });

  it('locks an account after repeated failed sign-ins, even for the right password', async () => {
    await setting('100002', 'SFTP_ENABLED', true);
    const password: string = await setting('100002', 'SFTP_PASSWORD', null);
    // A success clears earlier failures.
    await expect(connect('100002', 'wrong-1')).rejects.toThrow();
    await (await connect('100002', password)).end();
    for (const attempt of [1, 2, 3]) {
      await expect(connect('100002', `wrong-${attempt}`)).rejects.toThrow();
    }
    await expect(connect('100002', password)).rejects.toThrow();
    // Other accounts are not affected.
    await setting('100001', 'SFTP_ENABLED', true);
    const other: string = await setting('100001', 'SFTP_PASSWORD', null);
    await (await connect('100001', other)).end();
  });
});
