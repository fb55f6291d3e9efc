import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../infra/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const started: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.pid) killGroup(child.pid, 'SIGKILL');
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone already.
  }
}

async function newDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-start-'));
  dataDirs.push(dir);
  return dir;
}

interface RunningPortal {
  child: ChildProcess;
  url: string;
  /** The ports the banner printed, by the variable that sets each. */
  ports: Record<string, number>;
  output(): string;
}

/**
 * Starts `npm start`'s entry point the way a user does in a terminal: in a process group of its
 * own (a job), with the environment given. Resolves with the URL and ports of the banner.
 */
function startPortal(env: Record<string, string>): Promise<RunningPortal> {
  const child = spawn(process.execPath, ['infra/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      REDIS_URL: inject('redisUrl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  return new Promise<RunningPortal>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 90 s:\n${output}`)), 90_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const url = output.match(/open (http:\/\/\S+)/)?.[1];
      const block = output.match(/ {2}Ports:\n((?: {4}.+\n)+)\n/)?.[1];
      if (!url || !block) return;
      clearTimeout(timer);
      const ports = Object.fromEntries(
        [...block.matchAll(/ {4}.+? (\d+) {2}\((\w+)\)/g)].map((line) => [
          line[2] as string,
          Number(line[1]),
        ]),
      );
      resolve({ child, url, ports, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before start:\n${output}`)));
  });
}

/** Runs `infra/start.ts` to its end (a failed start); answers its exit code and output. */
function runToEnd(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['infra/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      REDIS_URL: inject('redisUrl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (data) => {
    output += data.toString();
  });
  child.stderr?.on('data', (data) => {
    output += data.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** A Ctrl-C in the terminal: SIGINT to the whole process group. Answers the exit code and how long it took. */
function ctrlC(portal: RunningPortal): Promise<{ code: number | null; ms: number }> {
  const began = performance.now();
  return new Promise((resolve) => {
    portal.child.on('exit', (code) => resolve({ code, ms: performance.now() - began }));
    killGroup(portal.child.pid as number, 'SIGINT');
  });
}

function processTable(): { pid: number; ppid: number; args: string }[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] as string }));
}

/** The processes below `pid` (the embedded PostgreSQL, a web build, ...) with their command lines. */
function descendants(pid: number): { pid: number; args: string }[] {
  const table = processTable();
  const found: { pid: number; args: string }[] = [];
  const walk = (parent: number) => {
    for (const entry of table)
      if (entry.ppid === parent) {
        found.push(entry);
        walk(entry.pid);
      }
  };
  walk(pid);
  return found;
}

/** Of `processes`, those still running (a zombie's command line changes; the pid is enough here). */
function stillRunning(processes: { pid: number; args: string }[]) {
  const table = new Map(processTable().map((entry) => [entry.pid, entry.args]));
  return processes.filter((entry) => table.get(entry.pid) === entry.args);
}

/** Processes whose command line mentions `needle` (the embedded PostgreSQL runs with its data dir). */
function processesMentioning(needle: string): string[] {
  return processTable()
    .filter((entry) => entry.args.includes(needle) && !entry.args.startsWith('ps '))
    .map((entry) => `${entry.pid} ${entry.args}`);
}

/** Log lines at error level or above, and warnings of Node.js itself (deprecations, ...). */
function errorLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line) || /\(node:\d+\) \w*Warning/.test(line));
}

async function waitFor<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('npm start', () => {
  it('keeps its data and ports across starts, seeds demo shipments once, and a Ctrl-C ends it all within 5 s, quietly', async () => {
    const dataDir = await newDataDir();
    // Only the HTTP port: the others follow from the data directory.
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };

    const first = await startPortal(env);
    const { EMBEDDED_POSTGRES_PORT: postgresPort, SFTP_PORT: sftpPort } = first.ports;
    expect(first.ports).toMatchObject({ PORT: Number(env.PORT), EMBEDDED_SMTP_PORT: expect.any(Number) });
    expect(JSON.parse(readFileSync(path.join(dataDir, 'installation.json'), 'utf8'))).toMatchObject({
      postgresPort,
      sftpPort,
    });
    expect(await (await fetch(`${first.url}/api/status`)).json()).toHaveProperty('backendVersion');
    const databaseUrl = `postgres://portal:portal@127.0.0.1:${postgresPort}/portal`;
    await query(
      databaseUrl,
      `create table start_marker (note text); insert into start_marker values ('kept')`,
    );
    const demoShipments = () =>
      query<{ customer_id: string; count: string }>(
        databaseUrl,
        'select customer_id, count(*) from shipment_list group by customer_id order by customer_id',
      );
    const expected = [
      { customer_id: '100001', count: '3' },
      { customer_id: '100002', count: '3' },
    ];
    expect(await waitFor(demoShipments, (rows) => JSON.stringify(rows) === JSON.stringify(expected))).toEqual(
      expected,
    );
    // A keep-alive connection stays open across the stop, as a browser's would.
    const agent = net.connect(Number(env.PORT), '127.0.0.1');
    agent.write(`GET /health/live HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\n\r\n`);
    agent.on('error', () => undefined);
    const children = descendants(first.child.pid as number);
    expect(children.some((entry) => entry.args.includes(dataDir))).toBe(true);

    const stopped = await ctrlC(first);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(5000);
    expect(errorLines(first.output())).toEqual([]);
    expect(stillRunning(children)).toEqual([]);
    expect(processesMentioning(dataDir)).toEqual([]);
    agent.destroy();

    const second = await startPortal(env);
    expect(second.ports).toMatchObject({ EMBEDDED_POSTGRES_PORT: postgresPort, SFTP_PORT: sftpPort });
    expect(await query(databaseUrl, 'select note from start_marker')).toEqual([{ note: 'kept' }]);
    expect(await demoShipments()).toEqual(expected);
    const secondChildren = descendants(second.child.pid as number);
    const code = await new Promise((resolve) => {
      second.child.on('exit', resolve);
      second.child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(errorLines(second.output())).toEqual([]);
    expect(stillRunning(secondChildren)).toEqual([]);
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 240_000);

  it('comes up while clients connect to PORT throughout the start: silent, with a request, gone half-way', async () => {
    const port = await freePort();
    const env = { DATA_DIR: await newDataDir(), PORT: String(port) };
    const sockets: net.Socket[] = [];
    const answers: string[] = [];
    let pestering = true;
    const open = (first?: string) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.setEncoding('utf8');
      socket.on('data', (data: string) => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
        if (status) answers.push(status);
      });
      if (first) socket.write(first);
      sockets.push(socket);
      return socket;
    };
    // As browsers, monitors and load balancers do after a restart, from the moment the start begins.
    const pester = (async () => {
      while (pestering) {
        open(); // connects and never sends a byte
        open(`GET /api/status HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: keep-alive\r\n\r\n`);
        const half = open('GET /api/status HTTP/1.1\r\nhost: 127');
        setTimeout(() => half.destroy(), 50);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    try {
      const portal = await startPortal(env);
      const status = await waitFor(
        () => fetch(`${portal.url}/api/status`).then((response) => response.status),
        (code) => code === 200,
      );
      expect(status).toBe(200);
      // Requests during the start were answered "starting", not left hanging.
      expect(answers).toContain('503');
      expect(errorLines(portal.output())).toEqual([]);
      pestering = false;
      await pester;
      expect((await ctrlC(portal)).code).toBe(0);
    } finally {
      pestering = false;
      for (const socket of sockets) socket.destroy();
    }
  }, 240_000);

  it('starts its embedded PostgreSQL again when it dies, and stops with one line when it cannot', async () => {
    const dataDir = await newDataDir();
    const portal = await startPortal({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    const postmaster = () =>
      descendants(portal.child.pid as number).find(
        (entry) => entry.args.includes(path.join(dataDir, 'postgres')) && entry.args.includes(' -D '),
      );
    const ready = () => fetch(`${portal.url}/health/ready`).then((response) => response.status);
    const first = postmaster();
    expect(first).toBeDefined();
    process.kill(first?.pid as number, 'SIGKILL');
    expect(await waitFor(ready, (status) => status === 200 && postmaster()?.pid !== first?.pid)).toBe(200);
    expect(portal.output()).toContain('embedded PostgreSQL stopped unexpectedly: starting it again');
    // The readiness check may answer before the supervisor has written its line.
    await expect
      .poll(() => portal.output(), { timeout: 30_000 })
      .toContain('embedded PostgreSQL started again');
    expect((await fetch(`${portal.url}/api/status`)).status).toBe(200);

    // Now it cannot come back: its data directory is gone. The portal says so and ends.
    const exit = new Promise<number | null>((resolve) => portal.child.on('exit', resolve));
    await rename(path.join(dataDir, 'postgres'), path.join(dataDir, 'postgres-moved'));
    process.kill(postmaster()?.pid as number, 'SIGKILL');
    expect(await exit).toBe(1);
    expect(portal.output()).toMatch(
      /The portal stops\. Embedded PostgreSQL \(port \d+\) stopped and could not be started again after \d+ tries: its data directory .* is gone/,
    );
    expect(processesMentioning(dataDir)).toEqual([]);
  }, 240_000);

  it('rebuilds a projection beside the running portal, on its embedded PostgreSQL', async () => {
    const env = { DATA_DIR: await newDataDir(), PORT: String(await freePort()) };
    const portal = await startPortal(env);
    const rebuild = spawn(process.execPath, ['infra/main/rebuild.ts', 'shipment_list'], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
        REDIS_URL: inject('redisUrl'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    rebuild.stdout?.on('data', (data) => {
      output += data.toString();
    });
    rebuild.stderr?.on('data', (data) => {
      output += data.toString();
    });
    const code = await new Promise((resolve) => rebuild.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('rebuilt projection is live');
    expect(output).toContain(
      'using the embedded PostgreSQL the running portal of this data directory started',
    );
    // The portal still answers: the rebuild joined its server and left it running.
    expect((await fetch(`${portal.url}/api/shipments`)).status).toBe(401);
    const stopped = await ctrlC(portal);
    expect(stopped.code).toBe(0);
    expect(processesMentioning(env.DATA_DIR)).toEqual([]);
  }, 240_000);

  it('runs a second portal beside the first with nothing but PORT and DATA_DIR of its own', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map(async () => startPortal({ DATA_DIR: await newDataDir(), PORT: String(await freePort()) })),
    );
    if (!a || !b) throw new Error('two portals expected');
    for (const portal of [a, b]) expect((await fetch(`${portal.url}/health/live`)).status).toBe(200);
    for (const variable of ['PORT', 'EMBEDDED_POSTGRES_PORT', 'SFTP_PORT', 'EMBEDDED_SMTP_PORT'])
      expect(a.ports[variable], variable).not.toBe(b.ports[variable]);
    const [prefixA, prefixB] = dataDirs
      .slice(-2)
      .map((dir) => JSON.parse(readFileSync(path.join(dir, 'installation.json'), 'utf8')).queuePrefix);
    expect(prefixA).not.toBe(prefixB);

    const children = [a, b].flatMap((portal) => descendants(portal.child.pid as number));
    const stops = await Promise.all([ctrlC(a), ctrlC(b)]);
    for (const stop of stops) {
      expect(stop.code).toBe(0);
      expect(stop.ms).toBeLessThan(5000);
    }
    expect([...errorLines(a.output()), ...errorLines(b.output())]).toEqual([]);
    expect(stillRunning(children)).toEqual([]);
    for (const dir of dataDirs.slice(-2)) expect(processesMentioning(dir)).toEqual([]);
  }, 240_000);

  it.each([
    ['SFTP_PORT', 'SFTP server'],
    ['PORT', 'HTTP server'],
  ])(
    'stops everything it started when a port is taken (%s) and names the part and the variable',
    async (variable, part) => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const port = (taken.address() as net.AddressInfo).port;
      try {
        const dataDir = await newDataDir();
        const { code, output } = await runToEnd({
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          [variable]: String(port),
        });
        expect(code).toBe(1);
        expect(output).toContain(`${part}: port ${port} is in use — set ${variable} to another port or 0`);
        // PORT is held before anything starts (decision 0190): a taken one stops the start before
        // the embedded PostgreSQL has made its data directory.
        if (variable === 'PORT') expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
        expect(processesMentioning(dataDir)).toEqual([]);
      } finally {
        taken.close();
      }
    },
    120_000,
  );

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

describe('a child process of the portal (the web build)', () => {
  it('ends when the portal dies, even by SIGKILL', async () => {
    // A stand-in portal that starts a child the way infra/web-build.ts does, then is killed.
    const script = `
      import { spawn } from 'node:child_process';
      const child = spawn(process.execPath, ['--input-type=module', '-e',
        "import { endWithParent } from './infra/parent-watch.ts'; endWithParent(); setInterval(() => {}, 1000);"],
        { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
      child.channel?.unref();
      process.stdout.write(child.pid + '\\n');
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    started.push(parent);
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout?.once('data', (data) => resolve(Number(String(data).trim()))),
    );
    const alive = () => processTable().some((entry) => entry.pid === childPid);
    expect(alive()).toBe(true);
    parent.kill('SIGKILL');
    expect(
      await waitFor(
        async () => alive(),
        (running) => !running,
        5000,
      ),
    ).toBe(false);
  });
});
