import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { endWithParent } from './parent-watch.ts';

/**
 * `vite build` of the web app for infra/web-build.ts, in a child process that ends with its parent:
 * when the IPC channel closes (the parent exited, however) or the parent process is gone. The
 * build goes to a folder of its own and replaces web/dist only when it is complete, so that a
 * build cut short never leaves a half-written web app behind.
 */
const [webDir, outDir] = process.argv.slice(2);
if (!webDir || !outDir) {
  process.stderr.write('usage: web-build-child.ts <web dir> <out dir>\n');
  process.exit(64);
}
endWithParent();

const { build } = await import('vite');
await build({ root: webDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
const dist = path.join(webDir, 'dist');
const previous = `${outDir}.previous`;
await rename(dist, previous).catch(() => undefined);
await rename(outDir, dist);
await rm(previous, { recursive: true, force: true });
process.exit(0);
