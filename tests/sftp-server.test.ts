import { readFile, stat, writeFile } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import SftpClient from 'ssh2-sftp-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortalSftp } from '../infra/sftp.ts';
import { startApi } from '../services/api/server.ts';
import { SERVICE_USERNAME, servicePassword } from '../services/sftp/service-account.ts';
import { type CallArgs, callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { customerSetting } from './harness/sftp.ts';

let portal: TestPortal;

/** Low bounds, so that the tests of the limits take seconds. */
const SIGN_IN_TIMEOUT_MS = 3000;
const MAX_FILE_BYTES = 64 * 1024;

beforeAll(async () => {
  portal = await startTestPortal({
    SFTP_SIGN_IN_FAILURES: '3',
    SFTP_SIGN_IN_TIMEOUT_MS: String(SIGN_IN_TIMEOUT_MS),
    SFTP_MAX_CONNECTIONS: '5',
    SFTP_CONNECTIONS_PER_IP: '3',
    SFTP_MAX_FILE_BYTES: String(MAX_FILE_BYTES),
  });
});
afterAll(() => portal?.stop());

const _call = (...args: CallArgs) => callAs(portal, ...args);

/** Sets a customer's setting through the administration API. */
const setting = (customerId: string, name: string, value: unknown) =>
  customerSetting(portal, customerId, name, value);

async function connect(
  username: string,
  password: string,
  options: { host?: string; port?: number; localAddress?: string } = {},
) {
  const client = new SftpClient('test', { error: () => {}, end: () => {}, close: () => {} });
  await client.connect({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? portal.sftpPort,
    username,
    password,
    readyTimeout: 5000,
    retries: 0,
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
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
        'check',
        'error',
        'inbox',
        'outbox',
        'processed',
      ]);
      expect((await client.list('/check')).map((entry) => entry.name)).toEqual(['results']);
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

describe('SFTP server limits', () => {
  it('lets a customer change only its inbox; processed/ and error/ stay readable but cannot be forged', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    const own = path.join(portal.runtime.config.DATA_DIR, 'sftp', '100001');
    const client = await connect('100001', password);
    try {
      await writeFile(path.join(own, 'error', 'old.csv.errors.txt'), 'the real report');
      await writeFile(path.join(own, 'processed', 'old.csv'), 'imported');
      expect(String(await client.get('/error/old.csv.errors.txt'))).toBe('the real report');
      expect(String(await client.get('/processed/old.csv'))).toBe('imported');

      await expect(client.put(Buffer.from('forged'), '/error/old.csv.errors.txt')).rejects.toThrow(/denied/i);
      await expect(client.put(Buffer.from('forged'), '/processed/new.csv')).rejects.toThrow(/denied/i);
      await expect(client.put(Buffer.from('x'), '/orders.csv')).rejects.toThrow(/denied/i);
      await expect(client.mkdir('/error/sub')).rejects.toThrow(/denied/i);
      await expect(client.mkdir('/elsewhere')).rejects.toThrow(/denied/i);
      await expect(client.delete('/error/old.csv.errors.txt')).rejects.toThrow(/denied/i);
      await expect(client.rename('/processed/old.csv', '/inbox/old.csv')).rejects.toThrow(/denied/i);
      await expect(client.rmdir('/processed')).rejects.toThrow(/denied/i);
      await expect(client.rename('/inbox', '/inbox-old')).rejects.toThrow(/denied/i);

      await client.put(Buffer.from('mine'), '/inbox/mine.csv');
      await expect(client.rename('/inbox/mine.csv', '/processed/mine.csv')).rejects.toThrow(/denied/i);
      await expect(client.rename('/inbox/mine.csv', '/error/mine.csv')).rejects.toThrow(/denied/i);
      await client.rename('/inbox/mine.csv', '/inbox/renamed.csv');
      await client.delete('/inbox/renamed.csv');
    } finally {
      await client.end();
    }
    expect(await readFile(path.join(own, 'error', 'old.csv.errors.txt'), 'utf8')).toBe('the real report');
    await expect(stat(path.join(own, 'processed', 'new.csv'))).rejects.toThrow();
    await expect(stat(path.join(own, 'processed', 'mine.csv'))).rejects.toThrow();
  });

  it('refuses writes beyond SFTP_MAX_FILE_BYTES and removes what was written', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    const client = await connect('100001', password);
    try {
      await expect(client.put(Buffer.alloc(MAX_FILE_BYTES + 1, 'x'), '/inbox/too-large.csv')).rejects.toThrow(
        /failure|allowed|bytes/i,
      );
      await client.put(Buffer.alloc(MAX_FILE_BYTES, 'y'), '/inbox/fits.csv');
      expect((await client.stat('/inbox/fits.csv')).size).toBe(MAX_FILE_BYTES);
    } finally {
      await client.end();
    }
    const inbox = path.join(portal.runtime.config.DATA_DIR, 'sftp', '100001', 'inbox');
    await expect
      .poll(() =>
        stat(path.join(inbox, 'too-large.csv')).then(
          () => 'there',
          () => 'gone',
        ),
      )
      .toBe('gone');
  });

  it('closes connections that do not sign in within SFTP_SIGN_IN_TIMEOUT_MS', async () => {
    const started = Date.now();
    // A client that opens the connection and never says a word.
    const silent = tcpConnect(portal.sftpPort, '127.0.0.1');
    silent.on('error', () => {});
    // It reads what the server says (its version), so that it notices the server hanging up.
    silent.resume();
    const silentClosed = new Promise<number>((resolve) => silent.on('close', () => resolve(Date.now())));
    // An SSH client that completes the handshake and then never offers a password.
    const client = new ssh2.Client();
    client.on('error', () => {});
    const handshake = new Promise<void>((resolve) => client.on('handshake', () => resolve()));
    const sshClosed = new Promise<number>((resolve) => client.on('close', () => resolve(Date.now())));
    client.connect({
      host: '127.0.0.1',
      port: portal.sftpPort,
      username: '100001',
      readyTimeout: 60_000,
      authHandler: () => undefined,
    });
    await handshake;
    for (const closedAt of await Promise.all([silentClosed, sshClosed])) {
      expect(closedAt - started).toBeGreaterThanOrEqual(SIGN_IN_TIMEOUT_MS - 200);
      expect(closedAt - started).toBeLessThan(SIGN_IN_TIMEOUT_MS + 3000);
    }
  });

  it('caps the open connections per client address and in total', async () => {
    await setting('100001', 'SFTP_ENABLED', true);
    const password: string = await setting('100001', 'SFTP_PASSWORD', null);
    const from = (localAddress: string) => connect('100001', password, { localAddress });
    const open: SftpClient[] = [];
    try {
      for (let index = 0; index < 3; index++) open.push(await from('127.0.0.1'));
      await expect(from('127.0.0.1')).rejects.toThrow();
      open.push(await from('127.0.0.2'), await from('127.0.0.2'));
      await expect(from('127.0.0.3')).rejects.toThrow();
      // The refused ones counted for nothing; the open ones still work.
      expect((await open[0]?.list('/'))?.length).toBe(5);
    } finally {
      await Promise.all(open.map((client) => client.end()));
    }
    await expect
      .poll(async () =>
        from('127.0.0.1').then(
          (client) => client.end().then(() => 'connected'),
          () => 'refused',
        ),
      )
      .toBe('connected');
  });
});

describe('development secrets', () => {
  it('an SFTP server or API started in production refuses development secrets', async () => {
    const production = { ...portal.runtime.config, NODE_ENV: 'production' as const, SFTP_PORT: 0, PORT: 0 };
    await expect(startPortalSftp({ ...portal.runtime, config: production })).rejects.toThrow(/LINK_SECRET/);
    await expect(startApi({ ...portal.runtime, config: production })).rejects.toThrow(/LINK_SECRET/);
    const ownLink = { ...production, LINK_SECRET: 'a-link-secret-of-this-installation' };
    await expect(startPortalSftp({ ...portal.runtime, config: ownLink })).rejects.toThrow(/SEED_PASSWORD/);
    const server = await startPortalSftp({
      ...portal.runtime,
      config: { ...ownLink, SEED_PASSWORD: 'a-seed-password-of-its-own' },
    });
    await server.stop();
  });

  it('lets the service account in from the loopback only while its password derives from the development LINK_SECRET', async (context) => {
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address;
    if (!external) return context.skip('this machine has no address but the loopback');
    const config = { ...portal.runtime.config, SFTP_HOST: '0.0.0.0', SFTP_PORT: 0 };
    const derived = await startPortalSftp({ ...portal.runtime, config });
    try {
      const password = servicePassword(config);
      await expect(
        connect(SERVICE_USERNAME, password, { host: external, port: derived.port }),
      ).rejects.toThrow(/authentication/i);
      const local = await connect(SERVICE_USERNAME, password, { port: derived.port });
      expect((await local.list('/')).some((entry) => entry.name === '100001')).toBe(true);
      await local.end();
    } finally {
      await derived.stop();
    }
    // A service password of its own may come from another machine (workers elsewhere).
    const own = { ...config, SFTP_SERVICE_PASSWORD: 'a-service-password-of-this-installation' };
    const server = await startPortalSftp({ ...portal.runtime, config: own });
    try {
      const remote = await connect(SERVICE_USERNAME, servicePassword(own), {
        host: external,
        port: server.port,
      });
      await remote.end();
    } finally {
      await server.stop();
    }
  });
});
