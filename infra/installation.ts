import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What an installation on embedded PostgreSQL chose on its first start and keeps in
 * DATA_DIR/installation.json for every later one: the ports of the parts whose variable is not
 * set, and the Redis key prefix of its queues.
 */
export interface Installation {
  postgresPort?: number;
  sftpPort?: number;
  queuePrefix?: string;
}

const file = (dataDir: string) => path.resolve(dataDir, 'installation.json');

const isPort = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536;

/** What earlier starts of this data directory chose; empty for a new one or an unreadable file. */
export function installation(dataDir: string): Installation {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(file(dataDir), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return {};
  } catch {
    return {};
  }
  const { postgresPort, sftpPort, queuePrefix } = parsed;
  return {
    ...(isPort(postgresPort) ? { postgresPort } : {}),
    ...(isPort(sftpPort) ? { sftpPort } : {}),
    ...(typeof queuePrefix === 'string' && /^[\w-]+$/.test(queuePrefix) ? { queuePrefix } : {}),
  };
}

/** Keeps `choices` for the next starts of this data directory, beside what it kept before. */
export async function remember(dataDir: string, choices: Installation): Promise<void> {
  const kept = installation(dataDir);
  const next = { ...kept, ...choices };
  if (JSON.stringify(next) === JSON.stringify(kept)) return;
  await mkdir(path.resolve(dataDir), { recursive: true });
  const temporary = `${file(dataDir)}.${process.pid}`;
  await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`);
  await rename(temporary, file(dataDir));
}

/**
 * The Redis key prefix of an installation on embedded PostgreSQL without QUEUE_PREFIX: its own, so
 * that two portals on one machine sharing the local Redis keep their queues apart. A data directory
 * that holds a database from before this choice existed keeps `portal`, and with it its queued jobs.
 */
export async function installationQueuePrefix(dataDir: string): Promise<string> {
  const kept = installation(dataDir).queuePrefix;
  if (kept) return kept;
  const existing = existsSync(path.resolve(dataDir, 'postgres', 'PG_VERSION'));
  const queuePrefix = existing ? 'portal' : `portal-${randomBytes(3).toString('hex')}`;
  await remember(dataDir, { queuePrefix });
  return queuePrefix;
}
