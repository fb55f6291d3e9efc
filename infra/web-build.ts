import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { endWithThisProcess, stopChild } from './lifecycle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webIndex = path.join(root, 'web/dist/index.html');

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** No build yet, or one older than the web app's sources or the contracts it imports. */
export function webBuildIsStale(): boolean {
  if (!existsSync(webIndex)) return true;
  const sources = Math.max(
    newestChange(path.join(root, 'web/src')),
    newestChange(path.join(root, 'contracts')),
    newestChange(path.join(root, 'web/index.html')),
    newestChange(path.join(root, 'web/track.html')),
    newestChange(path.join(root, 'web/vite.config.ts')),
  );
  return statSync(webIndex).mtimeMs < sources;
}

/** The environment of a web build: always React's production build, whatever NODE_ENV says. */
export const webBuildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

/** Held while a process builds the web app: two portals started from one checkout build it once. */
const lockFile = path.join(root, 'web/.build.lock');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A build takes a minute or two; a lock this old belongs to a holder whose pid was reused. */
const LOCK_STALE_MS = 15 * 60_000;

/**
 * Takes the build lock; false while another running process holds it. The lock of a dead holder,
 * or one older than any build, is taken over.
 */
function takeBuildLock(): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holder: number;
      let fresh: boolean;
      try {
        holder = Number(readFileSync(lockFile, 'utf8'));
        fresh = Date.now() - statSync(lockFile).mtimeMs < LOCK_STALE_MS;
      } catch {
        continue; // Released in between: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && alive(holder) && fresh) return false;
      rmSync(lockFile, { force: true });
    }
  }
  return false;
}

/**
 * Builds the web app in the background when no build exists or the sources changed since, so
 * that the API answers at once and the (new) pages appear as soon as the build is done. The build
 * runs in a child process that ends with this one: `stop` ends it, and so does this process's exit
 * or death (the child watches its parent). While another process builds, this one leaves it to it.
 */
export function ensureWebBuild(log: Logger): { stop(): Promise<void> } {
  if (!webBuildIsStale()) return { stop: async () => undefined };
  if (!takeBuildLock()) {
    log.info('another process builds the web app; its pages appear when that build is done');
    return { stop: async () => undefined };
  }
  const webDir = path.join(root, 'web');
  // Builds cut short by an earlier death leave their folder behind.
  for (const entry of readdirSync(webDir)) {
    if (entry.startsWith('.dist-')) rmSync(path.join(webDir, entry), { recursive: true, force: true });
  }
  log.info(existsSync(webIndex) ? 'rebuilding the web app (sources changed)' : 'building the web app');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'infra/web-build-child.ts'), webDir, path.join(webDir, `.dist-${process.pid}`)],
    { cwd: webDir, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: webBuildEnv() },
  );
  // The channel is how the child notices this process is gone; it must not keep this one alive.
  child.channel?.unref();
  endWithThisProcess(child, 'SIGTERM');
  let stopping = false;
  const done = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      rmSync(lockFile, { force: true });
      if (code === 0) log.info('web app built');
      // Ended by a signal (a Ctrl-C reaches the child too) or by `stop`: cut short, not failed.
      else if (code !== null && !stopping)
        log.error({ code }, 'web app build failed; run `npm run build:web` to see why');
      resolve();
    }),
  );
  return {
    async stop() {
      stopping = true;
      await stopChild(child, 'SIGTERM', 5000);
      await done;
    },
  };
}
