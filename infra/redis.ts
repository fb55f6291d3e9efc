import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { endWithThisProcess, stopChild } from './lifecycle.ts';
import { freePort } from './ports.ts';

export { freePort };

export interface RedisHandle {
  url: string;
  stop(): Promise<void>;
}

/** True when a Redis server answers PING at `url`. */
export function redisAnswers(url: string, timeoutMs = 1000): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) =>
      done(data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')),
    );
  });
}

export function redisServerOnPath(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const binary = found.stdout.trim();
  return found.status === 0 && binary ? binary : undefined;
}

export const REDIS_MISSING_HELP =
  'No Redis found: set REDIS_URL, start a Redis on localhost:6379, or install one so that `redis-server` is on the PATH (Debian/Ubuntu: apt-get install redis-server; macOS: brew install redis).';

/** Starts `redis-server` from the PATH on a free port with its files under `dataDir`. */
export async function startRedisServer(
  dataDir: string,
  options: { persist?: boolean; port?: number } = {},
): Promise<RedisHandle> {
  const binary = redisServerOnPath();
  if (!binary) throw new Error(REDIS_MISSING_HELP);
  const dir = path.resolve(dataDir);
  await mkdir(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--daemonize', 'no'];
  args.push(
    ...(options.persist ? ['--appendonly', 'yes', '--save', '60 1'] : ['--save', '', '--appendonly', 'no']),
  );
  // A session of its own: a Ctrl-C in the terminal reaches the portal, which stops Redis after its
  // last client; should the portal end otherwise, Redis is told to end with it.
  const child: ChildProcess = spawn(binary, args, { stdio: 'ignore', detached: true });
  endWithThisProcess(child, 'SIGTERM');
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url, 300))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    stop: () => stopChild(child, 'SIGTERM', 10_000),
  };
}
