import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webIndex = path.join(root, 'web/dist/index.html');

/**
 * Builds the web app in the background when no build exists, so that the API answers at once and
 * the pages appear as soon as the build is done.
 */
export function ensureWebBuild(log: Logger): { stop(): Promise<void> } {
  if (existsSync(webIndex)) return { stop: async () => undefined };
  log.info('building the web app (first start only)');
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), stdio: ['ignore', 'inherit', 'inherit'] },
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
