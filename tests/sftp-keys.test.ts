import ssh2, { type ParsedKey } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGN_IN_ATTEMPTS } from '../services/sftp/server.ts';
import { SERVICE_USERNAME, servicePassword } from '../services/sftp/service-account.ts';
import { authHeader } from './harness/auth.ts';
import { callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { customerSetting, sftpKeySignsIn, sftpSignsIn, sshKeyPair } from './harness/sftp.ts';

/**
 * The SSH public keys of SFTP accounts (docs/decisions/0223): who may list, add and remove them,
 * how a refused key is reported, the change log, and signing in with them.
 */

let portal: TestPortal;
const MAX_FAILURES = 3;

beforeAll(async () => {
  portal = await startTestPortal({ SFTP_SIGN_IN_FAILURES: String(MAX_FAILURES) });
  await customerSetting(portal, '100001', 'SFTP_ENABLED', true);
});
afterAll(() => portal?.stop());

/** Public keys made by `ssh-keygen` (OpenSSH 9.2), with the fingerprints `ssh-keygen -lf` printed. */
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICp65a+SmuGsHD/XEDqSC5stx0VKRBAIpZ/HQ+zse3nV cron@erp.example';
const ED25519_FINGERPRINT = 'SHA256:vzDCybamIC/px1i9feO7e8ZiOyH1Mr+NOsSaJPcZ99A';
const RSA_1024 =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAAAgQCvzrkQu2HUdjTLEWbq/VbICs/389Af4ySYUyZ3JiRmUsbvKGEbU1NfGcFxtuI7XSeVOk4k1MDMeYloEFlIrxOgzRIBFeM5cDB+Cj9ic0vz8YQexa6C+lIkFj0wiR9O05Dpj0sJ/SCFE4UFEwXmX21THfjk6DYjsiN2muzMOpGnLQ== old@erp';

const keyPair = () => sshKeyPair();

const ownKeys = (customerId = '100001') => `/api/sftp-accounts/${customerId}/keys`;
const adminKeys = (customerId = '100001') => `/api/admin/customers/${customerId}/sftpKeys`;

/** Removes every key of a customer's account, as the administrator. */
async function removeAllKeys(customerId = '100001') {
  const listed = await callAs(portal, 'GET', adminKeys(customerId), 'admin');
  for (const key of listed.body._embedded.sftpKeys)
    expect((await callAs(portal, 'DELETE', `${adminKeys(customerId)}/${key.id}`, 'admin')).status).toBe(204);
}

/** Whether a client signs in to `username` with the key (a private key's text, or a parsed key). */
const keySignsIn = (username: string, key: string | ParsedKey) => sftpKeySignsIn(portal, username, key);

describe("a customer's own SSH keys", () => {
  it('are listed, added with the comment as their label and removed by the users of the customer', async () => {
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).body).toEqual({ keys: [] });
    const added = await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: `  ${ED25519}\n` });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      customerId: '100001',
      type: 'ssh-ed25519',
      bits: 256,
      fingerprint: ED25519_FINGERPRINT,
      label: 'cron@erp.example',
      createdBy: 'customer1',
    });
    const labelled = await callAs(portal, 'POST', ownKeys(), 'customer1', {
      publicKey: keyPair().public,
      label: '  Warehouse ERP  ',
    });
    expect(labelled.body.label).toBe('Warehouse ERP');
    const listed = await callAs(portal, 'GET', ownKeys(), 'customer1');
    expect(listed.body.keys.map((key: { label: string }) => key.label)).toEqual([
      'cron@erp.example',
      'Warehouse ERP',
    ]);
    // The administration sees the same keys.
    const administered = await callAs(portal, 'GET', adminKeys(), 'branchadmin');
    expect(administered.body._embedded.sftpKeys).toHaveLength(2);

    const removed = await callAs(portal, 'DELETE', `${ownKeys()}/${added.body.id}`, 'customer1');
    expect(removed.status).toBe(204);
    expect((await callAs(portal, 'DELETE', `${ownKeys()}/${added.body.id}`, 'customer1')).status).toBe(404);
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).body.keys).toHaveLength(1);
    await removeAllKeys();
  });

  it("answer 404 to another customer's user and for an account without SFTP, 403 to the auditor", async () => {
    const own = await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: ED25519 });
    expect(own.status).toBe(201);
    const keyPath = `${ownKeys()}/${own.body.id}`;
    expect((await callAs(portal, 'GET', ownKeys(), 'customer2')).status).toBe(404);
    expect(
      (await callAs(portal, 'POST', ownKeys(), 'customer2', { publicKey: keyPair().public })).status,
    ).toBe(404);
    expect((await callAs(portal, 'DELETE', keyPath, 'customer2')).status).toBe(404);
    // customer2's own customer has no SFTP.
    expect((await callAs(portal, 'GET', ownKeys('100002'), 'customer2')).status).toBe(404);
    expect(
      (await callAs(portal, 'POST', ownKeys('100002'), 'customer2', { publicKey: ED25519 })).status,
    ).toBe(404);
    expect((await callAs(portal, 'GET', ownKeys(), 'auditor')).status).toBe(403);
    expect((await callAs(portal, 'DELETE', keyPath, 'auditor')).status).toBe(403);
    // Administrators have no customers of their own: they use the administration's routes.
    expect((await callAs(portal, 'GET', ownKeys(), 'admin')).status).toBe(404);
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).body.keys).toHaveLength(1);

    // Switched off, the account answers as if it were not there; its keys stay for later.
    await customerSetting(portal, '100001', 'SFTP_ENABLED', false);
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).status).toBe(404);
    await customerSetting(portal, '100001', 'SFTP_ENABLED', true);
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).body.keys).toHaveLength(1);
    await removeAllKeys();
  });
});

describe('SSH keys in the customer administration', () => {
  it("are kept by the admins of the customer's branch and central admins; another branch's admin is refused", async () => {
    // branchadmin administers HAM: 100001 is a HAM customer, 100002 one of PRG.
    const ham = await callAs(portal, 'POST', adminKeys('100001'), 'branchadmin', { publicKey: ED25519 });
    expect(ham.status, JSON.stringify(ham.body)).toBe(201);
    expect(ham.body._links.delete.href).toMatch(
      new RegExp(`/api/admin/customers/100001/sftpKeys/${ham.body.id}$`),
    );

    const prg = await callAs(portal, 'POST', adminKeys('100002'), 'centraladmin', { publicKey: ED25519 });
    expect(prg.status, JSON.stringify(prg.body)).toBe(201);
    expect((await callAs(portal, 'GET', adminKeys('100002'), 'branchadmin')).status).toBe(404);
    expect(
      (await callAs(portal, 'POST', adminKeys('100002'), 'branchadmin', { publicKey: keyPair().public }))
        .status,
    ).toBe(404);
    expect(
      (await callAs(portal, 'DELETE', `${adminKeys('100002')}/${prg.body.id}`, 'branchadmin')).status,
    ).toBe(404);
    // Nor through a customer of its own branch: a key belongs to one account.
    expect(
      (await callAs(portal, 'DELETE', `${adminKeys('100001')}/${prg.body.id}`, 'branchadmin')).status,
    ).toBe(404);
    expect((await callAs(portal, 'GET', adminKeys('100002'), 'admin')).body._embedded.sftpKeys).toHaveLength(
      1,
    );
    expect((await callAs(portal, 'GET', adminKeys('100001'), 'customer1')).status).toBe(403);
    expect((await callAs(portal, 'GET', adminKeys('999999'), 'admin')).status).toBe(404);

    expect(
      (await callAs(portal, 'DELETE', `${adminKeys('100001')}/${ham.body.id}`, 'branchadmin')).status,
    ).toBe(204);
    await removeAllKeys('100002');
  });

  it('writes every addition and removal to the change log, by whom, never more than the public facts', async () => {
    const added = await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: ED25519, label: 'ERP' });
    await callAs(portal, 'DELETE', `${adminKeys()}/${added.body.id}`, 'admin');
    const rows = await portal.runtime.db
      .selectFrom('masterdata_changes')
      .selectAll()
      .where('entity', '=', 'sftpPublicKey')
      .where('entity_id', '=', `100001/${added.body.id}`)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.action, row.user_login, row.modifications])).toEqual([
      [
        'ADD',
        'customer1',
        { type: 'ssh-ed25519', bits: 256, fingerprint: ED25519_FINGERPRINT, label: 'ERP' },
      ],
      ['DEL', 'admin', { type: 'ssh-ed25519', bits: 256, fingerprint: ED25519_FINGERPRINT, label: 'ERP' }],
    ]);
  });
});

describe('a refused key', () => {
  const post = (body: object, language = 'en') =>
    portal.app.inject({
      method: 'POST',
      url: ownKeys(),
      headers: { ...authorization, 'accept-language': language },
      payload: body,
    });
  let authorization: { authorization: string };
  beforeAll(async () => {
    authorization = await authHeader(portal, 'customer1');
  });
  const errorsOf = async (body: object, language?: string) => {
    const response = await post(body, language);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    return response.json().errors as { field: string; defaultMessage: string }[];
  };

  it('names every problem at once, as field errors in the reader’s language', async () => {
    const both = await errorsOf({ publicKey: 'my password', label: 'x'.repeat(101) });
    expect(both).toHaveLength(2);
    expect(both).toEqual(
      expect.arrayContaining([
        { field: 'label', defaultMessage: 'is too long' },
        {
          field: 'publicKey',
          defaultMessage: expect.stringMatching(
            /^is not an SSH public key: paste the one line of the \.pub file/,
          ),
        },
      ]),
    );
    expect(await errorsOf({ publicKey: RSA_1024 }, 'de')).toEqual([
      {
        field: 'publicKey',
        defaultMessage: 'ist ein RSA-Schlüssel mit weniger als 2048 Bit: Erzeugen Sie einen neuen Schlüssel',
      },
    ]);
    expect(await errorsOf({})).toEqual([{ field: 'publicKey', defaultMessage: 'must not be empty' }]);
  });

  it('refuses private keys, unknown types, short RSA keys and two keys in one', async () => {
    const refusal = async (publicKey: string) => (await errorsOf({ publicKey }))[0]?.defaultMessage;
    expect(await refusal(keyPair().private)).toMatch(/^is a private key/);
    expect(await refusal(RSA_1024)).toMatch(/fewer than 2048 bits/);
    expect(await refusal(`ssh-dss ${ED25519.split(' ')[1]}`)).toMatch(
      /^is of a type the portal does not take/,
    );
    expect(await refusal(`${ED25519}\n${keyPair().public}`)).toMatch(/^must be one key/);
    expect((await callAs(portal, 'GET', ownKeys(), 'customer1')).body.keys).toEqual([]);
  });

  it('refuses a key twice and more than ten keys, both at once', async () => {
    expect((await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: ED25519 })).status).toBe(201);
    expect(await errorsOf({ publicKey: ED25519.replace('cron@erp.example', 'another comment') })).toEqual([
      { field: 'publicKey', defaultMessage: 'is registered for this account already' },
    ]);
    for (let count = 1; count < 10; count++)
      expect(
        (await callAs(portal, 'POST', adminKeys(), 'admin', { publicKey: keyPair().public })).status,
      ).toBe(201);
    expect(await errorsOf({ publicKey: ED25519 })).toEqual([
      { field: 'publicKey', defaultMessage: 'is registered for this account already' },
      {
        field: 'publicKey',
        defaultMessage: 'cannot be added: an account holds at most 10 keys, remove one first',
      },
    ]);
    // The same key may open another customer's account (a service provider uploading for both).
    expect((await callAs(portal, 'POST', adminKeys('100002'), 'admin', { publicKey: ED25519 })).status).toBe(
      201,
    );
    await removeAllKeys();
    await removeAllKeys('100002');
  });
});

describe('signing in with a key', () => {
  it('lets a registered key in while SFTP is enabled, and no longer once it is removed', async () => {
    const pair = keyPair();
    expect(await keySignsIn('100001', pair.private)).toBe(false);
    const added = await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: pair.public });
    expect(await keySignsIn('100001', pair.private)).toBe(true);
    // Not for another account, nor while SFTP is off.
    expect(await keySignsIn('100002', pair.private)).toBe(false);
    await customerSetting(portal, '100001', 'SFTP_ENABLED', false);
    expect(await keySignsIn('100001', pair.private)).toBe(false);
    await customerSetting(portal, '100001', 'SFTP_ENABLED', true);
    expect(await keySignsIn('100001', pair.private)).toBe(true);
    await callAs(portal, 'DELETE', `${ownKeys()}/${added.body.id}`, 'customer1');
    expect(await keySignsIn('100001', pair.private)).toBe(false);
  });

  it('does not count keys that are not registered; a forged signature counts, and the lock holds the password only', async () => {
    const password: string = await customerSetting(portal, '100001', 'SFTP_PASSWORD', null);
    const registered = keyPair();
    await callAs(portal, 'POST', ownKeys(), 'customer1', { publicKey: registered.public });
    // OpenSSH offers every key it has: strangers' keys lock nothing.
    for (let attempt = 0; attempt <= MAX_FAILURES; attempt++)
      expect(await keySignsIn('100001', keyPair().private)).toBe(false);
    expect(await sftpSignsIn(portal, '100001', password)).toBe(true);

    // The registered public key with a signature of another key: refused and counted.
    const forged = Object.create(registered.parsed) as ParsedKey;
    const other = keyPair().parsed;
    forged.sign = (data, algo) => other.sign(data, algo);
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++)
      expect(await keySignsIn('100001', forged)).toBe(false);
    // The account's password is locked now, for the right password too ...
    expect(await sftpSignsIn(portal, '100001', password)).toBe(false);
    // ... but a key cannot be guessed: the real one still signs in, and clears nothing.
    expect(await keySignsIn('100001', registered.private)).toBe(true);
    expect(await sftpSignsIn(portal, '100001', password)).toBe(false);
    await portal.runtime.redis().del(`${portal.runtime.config.QUEUE_PREFIX}sftp:failed-sign-ins:100001`);
    expect(await sftpSignsIn(portal, '100001', password)).toBe(true);
    await removeAllKeys();
  });

  it('closes a connection that keeps offering keys the account does not hold', async () => {
    const strangers = Array.from({ length: MAX_SIGN_IN_ATTEMPTS + 5 }, () => keyPair().parsed);
    let offered = 0;
    const client = new ssh2.Client();
    const ended = new Promise<string>((resolve) => {
      client.on('error', (error) => resolve(error.message));
      client.on('close', () => resolve('closed'));
      client.on('ready', () => resolve('signed in'));
    });
    client.connect({
      host: '127.0.0.1',
      port: portal.sftpPort,
      username: '100001',
      readyTimeout: 10_000,
      authHandler: (_methods, _partial, next) => {
        const key = strangers[offered++];
        // `false`: no more methods (ssh2's types leave it out).
        next(key ? { type: 'publickey', username: '100001', key } : (false as never));
      },
    });
    // Closed by the server after its limit, before the client ran out of keys.
    expect(await ended).toBe('closed');
    expect(offered).toBeLessThanOrEqual(MAX_SIGN_IN_ATTEMPTS + 1);
    client.end();
    // Keys do not count towards the lock: the password still signs in.
    const password: string = await customerSetting(portal, '100001', 'SFTP_PASSWORD', null);
    expect(await sftpSignsIn(portal, '100001', password)).toBe(true);
  });

  it("keeps the ingestion's service account to its password", async () => {
    const pair = keyPair();
    expect(await keySignsIn(SERVICE_USERNAME, pair.private)).toBe(false);
    expect(await sftpSignsIn(portal, SERVICE_USERNAME, servicePassword(portal.runtime.config))).toBe(true);
  });
});
