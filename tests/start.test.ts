import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../infra/redis.ts';

const root = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
let dataDir: string;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts `npm start`'s entry point the way a user does and waits for the URL it prints. */
async function startPortal(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['infra/start.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed within 60 s:\n${output}`)), 60_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = output.match(/open (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before start:\n${output}`)));
  });
  return { child, url };
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** Processes whose command line mentions `needle` (the embedded PostgreSQL runs with its data dir). */
function processesMentioning(needle: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(needle) && !line.includes('ps -eo'));
}

describe('npm start', () => {
  it('runs on embedded PostgreSQL, keeps its data across starts and leaves no process behind', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
    const postgresPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      PORT: String(await freePort()),
      REDIS_URL: inject('redisUrl'),
      EMBEDDED_SMTP_PORT: String(await freePort()),
      SFTP_PORT: String(await freePort()),
    };
    const databaseUrl = `postgres://portal:portal@127.0.0.1:${postgresPort}/portal`;

    const first = await startPortal(env);
    const status = await fetch(`${first.url}/api/status`);
    expect(await status.json()).toHaveProperty('backendVersion');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('create table start_marker (note text)');
    await client.query(`insert into start_marker values ('kept')`);
    await client.end();
    expect(await stop(first.child, 'SIGINT')).toBe(0);
    expect(processesMentioning(dataDir)).toEqual([]);

    const second = await startPortal(env);
    const again = new pg.Client({ connectionString: databaseUrl });
    await again.connect();
    const { rows } = await again.query('select note from start_marker');
    await again.end();
    expect(rows).toEqual([{ note: 'kept' }]);
    expect(await stop(second.child, 'SIGTERM')).toBe(0);
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 150_000);

  it('stops with a message naming a wrong variable', async () => {
    const child = spawn(process.execPath, ['infra/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', REDIS_URL: 'nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (data) => {
      stderr += data.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(78);
    expect(stderr).toContain('PORT:');
    expect(stderr).toContain('REDIS_URL:');
  });
});
