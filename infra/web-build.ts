import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

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
    newestChange(path.join(root, 'web/vite.config.ts')),
  );
  return statSync(webIndex).mtimeMs < sources;
}

/** The environment of a web build: always React's production build, whatever NODE_ENV says. */
export const webBuildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

/**
 * Builds the web app in the background when no build exists or the sources changed since, so
 * that the API answers at once and the (new) pages appear as soon as the build is done.
 */
export function ensureWebBuild(log: Logger): { stop(): Promise<void> } {
  if (!webBuildIsStale()) return { stop: async () => undefined };
  log.info(existsSync(webIndex) ? 'rebuilding the web app (sources changed)' : 'building the web app');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), stdio: ['ignore', 'inherit', 'inherit'], env: webBuildEnv() },
  );
  const done = new Promise<void>((resolve) =>
    child.on('exit', (code) => {
      if (code === 0) log.info('web app built');
      else if (code !== null) log.error({ code }, 'web app build failed; run `npm run build:web` to see why');
      resolve();
    }),
  );
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await done;
    },
  };
}
