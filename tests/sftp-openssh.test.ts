import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  const child = spawn(
    sftpBinary,
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
    {
      cwd: scratch,
      env: { ...process.env, SSH_ASKPASS: askpass, SSH_ASKPASS_REQUIRE: 'force', DISPLAY: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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
