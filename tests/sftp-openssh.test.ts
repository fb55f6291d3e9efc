import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from './harness/calls.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

/** The OpenSSH client customers script uploads with (Debian's openssh-client). */
const sftpBinary = spawnSync('sh', ['-c', 'command -v sftp'], { encoding: 'utf8' }).stdout.trim();
if (!sftpBinary) {
  console.warn(
    'sftp-openssh: skipped, no OpenSSH `sftp` binary on the PATH (install Debian package openssh-client)',
  );
}

let portal: TestPortal;
let scratch: string;
let password: string;

beforeAll(async () => {
  if (!sftpBinary) return;
  portal = await startTestPortal();
  scratch = await mkdtemp(path.join(tmpdir(), 'portal-openssh-'));
  const enabled = await callAs(portal, 'PUT', '/api/admin/customers/100001/settings/SFTP_ENABLED', 'admin', {
    name: 'SFTP_ENABLED',
    value: true,
  });
  expect(enabled.status).toBe(200);
  const generated = await callAs(
    portal,
    'PUT',
    '/api/admin/customers/100001/settings/SFTP_PASSWORD',
    'admin',
    { name: 'SFTP_PASSWORD', value: null },
  );
  password = generated.body.value;
});
afterAll(async () => {
  await portal?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/**
 * Runs `sftp -b batch` as a customer's script would, the password given by an askpass program
 * (batch mode itself allows no prompt). Resolves with the exit code, or 'hung' when the client
 * has not ended `timeoutMs` after starting.
 */
async function runBatch(commands: string[], timeoutMs = 15_000) {
  const batch = path.join(scratch, 'batch.txt');
  await writeFile(batch, `${commands.join('\n')}\n`);
  const askpass = path.join(scratch, 'askpass.sh');
  await writeFile(askpass, `#!/bin/sh\necho '${password}'\n`);
  await chmod(askpass, 0o700);
  return runSftp(
    [
      // Before -b, which would switch batch mode (and with it every password prompt) on.
      '-o',
      'BatchMode=no',
      '-o',
      'StrictHostKeyChecking=no',
      '-o',
      `UserKnownHostsFile=${path.join(scratch, 'known_hosts')}`,
      '-o',
      'PreferredAuthentications=password',
      '-o',
      'NumberOfPasswordPrompts=1',
      '-P',
      String(portal.sftpPort),
      '-b',
      batch,
      '100001@127.0.0.1',
    ],
    { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: 'none' },
    timeoutMs,
  );
}

/**
 * Runs `sftp -b batch -i key` as the cron job of docs/sftp-orders.md does: batch mode stays on, so
 * only the key can sign in. No agent: only the key given is offered.
 */
async function runKeyBatch(commands: string[], key: string, timeoutMs = 15_000) {
  const batch = path.join(scratch, 'upload.txt');
  await writeFile(batch, `${commands.join('\n')}\n`);
  const { SSH_AUTH_SOCK: _agent, ...environment } = process.env;
  return runSftp(
    [
      '-b',
      batch,
      '-i',
      key,
      '-o',
      'IdentitiesOnly=yes',
      '-o',
      'StrictHostKeyChecking=no',
      '-o',
      'UserKnownHostsFile=/dev/null',
      '-P',
      String(portal.sftpPort),
      '100001@127.0.0.1',
    ],
    environment,
    timeoutMs,
  );
}

/** Runs the OpenSSH client with `args`; resolves with its exit code (or 'hung'), its output and time. */
async function runSftp(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  const child = spawn(sftpBinary, args, { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  const code = await new Promise<number | 'hung'>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('hung');
    }, timeoutMs);
    child.on('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode ?? -1);
    });
  });
  return { code, output, ms: Date.now() - started };
}

describe.skipIf(!sftpBinary)('the OpenSSH sftp client in batch mode', () => {
  it('uploads into the inbox and exits by itself after the last command', async () => {
    await writeFile(path.join(scratch, 'orders.csv'), 'orderNumber\nA-1\n');
    const run = await runBatch([
      'cd inbox',
      'put orders.csv orders.csv.part',
      'rename orders.csv.part orders.csv',
      'ls -l',
    ]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('orders.csv');
    expect(run.ms).toBeLessThan(10_000);
  });

  it('ends with an error code, without hanging, when a command of the batch fails', async () => {
    const run = await runBatch(['put orders.csv processed/forged.csv']);
    expect(run.code, run.output).toBe(1);
  });
});

/** Makes a key pair with `ssh-keygen` as docs/sftp-orders.md shows, without a passphrase. */
function keygen(name: string, type: string[]): { key: string; publicKey: string } {
  const key = path.join(scratch, name);
  const made = spawnSync('ssh-keygen', ['-q', ...type, '-N', '', '-C', `${name}@cron`, '-f', key], {
    encoding: 'utf8',
  });
  expect(made.status, made.stderr).toBe(0);
  return { key, publicKey: readFileSync(`${key}.pub`, 'utf8') };
}

const inbox = (name: string) => path.join(portal.runtime.config.DATA_DIR, 'sftp', '100001', 'inbox', name);

describe.skipIf(!sftpBinary)('the OpenSSH sftp client with a key, in batch mode as cron jobs run it', () => {
  for (const [kind, type] of [
    ['ed25519', ['-t', 'ed25519']],
    ['rsa', ['-t', 'rsa', '-b', '3072']],
  ] as const) {
    it(`uploads with an ${kind} key registered through the API, and is refused once it is removed`, async () => {
      const { key, publicKey } = keygen(`portal_${kind}`, [...type]);
      const upload = [
        `put orders.csv inbox/${kind}.csv.part`,
        `rename inbox/${kind}.csv.part inbox/${kind}.csv`,
      ];
      await writeFile(path.join(scratch, 'orders.csv'), `orderNumber\n${kind}-1\n`);
      // Not registered yet: batch mode asks for no password, so the client gives up at once.
      const before = await runKeyBatch(upload, key);
      expect(before.code, before.output).toBe(255);
      expect(before.output).toContain('Permission denied (publickey,password)');

      const added = await callAs(portal, 'POST', '/api/sftp-accounts/100001/keys', 'customer1', {
        publicKey,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const run = await runKeyBatch(upload, key);
      expect(run.code, run.output).toBe(0);
      expect(run.ms).toBeLessThan(10_000);
      expect(await readFile(inbox(`${kind}.csv`), 'utf8')).toBe(`orderNumber\n${kind}-1\n`);

      const removed = await callAs(
        portal,
        'DELETE',
        `/api/sftp-accounts/100001/keys/${added.body.id}`,
        'customer1',
      );
      expect(removed.status).toBe(204);
      const after = await runKeyBatch([`put orders.csv inbox/${kind}-again.csv`], key);
      expect(after.code, after.output).toBe(255);
      expect(after.output).toContain('Permission denied');
      await expect(readFile(inbox(`${kind}-again.csv`))).rejects.toThrow();
    });
  }

  it('keeps the password working beside a key (with -o BatchMode=no and an askpass program)', async () => {
    const { publicKey } = keygen('portal_beside', ['-t', 'ed25519']);
    const added = await callAs(portal, 'POST', '/api/sftp-accounts/100001/keys', 'customer1', { publicKey });
    expect(added.status).toBe(201);
    await writeFile(path.join(scratch, 'orders.csv'), 'orderNumber\nP-1\n');
    const run = await runBatch(['put orders.csv inbox/by-password.csv']);
    expect(run.code, run.output).toBe(0);
    expect(await readFile(inbox('by-password.csv'), 'utf8')).toBe('orderNumber\nP-1\n');
  });
});
