import { connect as connectSocket, type Socket } from 'node:net';
import path from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import type { Config } from '../../contracts/config.ts';
import { SERVICE_USERNAME, servicePassword, sftpAddress } from './service-account.ts';

/**
 * The inbox mechanics of the order-file intake: the service account's connection to the SFTP
 * server, the customers' folders, the settled files of an inbox, and moving a file on to
 * `processed/`, or to `error/` with its report beside it; acknowledgements into `outbox/`, and the
 * files of `check/` moved with their results to `check/results/`. Nothing here reads what a file says.
 */

/** A file changed more recently than this may still be uploading; the next run takes it. */
export const SETTLE_MS = 2000;
/** Names of files still on their way (upload as `orders.csv.part`, then rename). */
const IN_TRANSIT = /(^\.|\.part$|\.tmp$|\.filepart$)/i;

/** Whether a file's name marks an upload in progress (a dot-file, `.part`, `.tmp`, `.filepart`). */
export function inTransit(name: string): boolean {
  return IN_TRANSIT.test(name);
}

export interface InboxFile {
  name: string;
  size: number;
  /** Milliseconds since the file last changed. */
  unchangedMs: number;
}

/** One customer's folders: the files in `inbox/`, and where they go from there. */
export interface Inbox {
  customerId: string;
  files(): Promise<InboxFile[]>;
  read(name: string): Promise<Buffer>;
  /** Moves the file to `processed/`, under a free name. */
  accept(name: string): Promise<void>;
  /** Moves the file to `error/` with `<name>.errors.txt` beside it; a dot-file loses its dot there. */
  refuse(name: string, report: string): Promise<void>;
  /** Writes a file's acknowledgements to `outbox/` as `<name><suffix>`, under names not taken yet. */
  acknowledge(name: string, files: readonly { suffix: string; data: Buffer }[]): Promise<void>;
}

/**
 * One customer's `check/` folder: files put there are checked as an import would check them, and
 * moved with their report (and acknowledgements) to `check/results/`.
 */
export interface CheckFolder {
  customerId: string;
  files(): Promise<InboxFile[]>;
  read(name: string): Promise<Buffer>;
  /** Moves the file to `check/results/` with `<name>.report.txt` and the other results beside it. */
  checked(name: string, report: string, files: readonly { suffix: string; data: Buffer }[]): Promise<void>;
}

/**
 * A TCP connection to the SFTP server without Nagle's delay: SFTP waits for the reply to each
 * request, and delayed acknowledgements would slow every file down to a few hundred KB a second.
 */
async function sftpSocket(address: { host: string; port: number }, timeoutMs: number): Promise<Socket> {
  const socket = connectSocket({ ...address, noDelay: true, timeout: timeoutMs });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
    socket.once('timeout', () => {
      socket.destroy();
      reject(new Error(`the SFTP server at ${address.host}:${address.port} did not answer`));
    });
  });
  socket.setTimeout(0);
  return socket;
}

/** The service account's connection to the SFTP server; `end()` when done. */
export async function connectInboxes(
  config: Pick<Config, 'SFTP_HOST' | 'HOST' | 'SFTP_PORT' | 'SFTP_SERVICE_PASSWORD' | 'LINK_SECRET'>,
  port?: number,
): Promise<SftpClient> {
  const client = new SftpClient('sftp-ingest');
  const address = sftpAddress(config, port);
  await client.connect({
    ...address,
    sock: await sftpSocket(address, 10_000),
    username: SERVICE_USERNAME,
    password: servicePassword(config),
    readyTimeout: 10_000,
    retries: 0,
  });
  return client;
}

/** The customer folders at the top of the server. */
export async function customerFolders(client: SftpClient): Promise<string[]> {
  return (await client.list('/')).filter((entry) => entry.type === 'd').map((entry) => entry.name);
}

/** A free name in `folder` for `name`: the name itself, else with the time before its extension. */
async function freeName(client: SftpClient, folder: string, name: string): Promise<string> {
  if (!(await client.exists(`${folder}/${name}`))) return name;
  const extension = path.extname(name);
  const stamp = new Date().toISOString().replace(/[-:.]/g, '');
  return `${path.basename(name, extension)}-${stamp}${extension}`;
}

/**
 * A base name in `folder` under which none of `name` + each suffix is taken: the name itself, else
 * with the time after it.
 */
async function freeBase(client: SftpClient, folder: string, name: string, suffixes: readonly string[]) {
  const taken = async (base: string) => {
    for (const suffix of suffixes) if (await client.exists(`${folder}/${base}${suffix}`)) return true;
    return false;
  };
  if (!(await taken(name))) return name;
  return `${name}-${new Date().toISOString().replace(/[-:.]/g, '')}`;
}

/** The settled files of a folder, its reports left out. */
async function filesIn(client: SftpClient, folder: string): Promise<InboxFile[]> {
  if (!(await client.exists(folder))) return [];
  const now = Date.now();
  return (await client.list(folder))
    .filter((entry) => entry.type === '-' && !entry.name.endsWith('.errors.txt'))
    .map((entry) => ({ name: entry.name, size: entry.size, unchangedMs: now - entry.modifyTime }));
}

export function checkFolderOf(client: SftpClient, customerId: string): CheckFolder {
  const folder = `/${customerId}/check`;
  return {
    customerId,
    files: () => filesIn(client, folder),
    async read(name) {
      return (await client.get(`${folder}/${name}`)) as Buffer;
    },
    async checked(name, report, files) {
      const results = `${folder}/results`;
      if (!(await client.exists(results))) await client.mkdir(results, true);
      const shown = name.replace(/^\.+/, '') || 'unnamed';
      const base = await freeBase(client, results, shown, [
        '',
        '.report.txt',
        ...files.map((file) => file.suffix),
      ]);
      await client.put(Buffer.from(report), `${results}/${base}.report.txt`);
      for (const file of files) await client.put(file.data, `${results}/${base}${file.suffix}`);
      await client.rename(`${folder}/${name}`, `${results}/${base}`);
    },
  };
}

export function inboxOf(client: SftpClient, customerId: string): Inbox {
  const base = `/${customerId}`;
  return {
    customerId,
    files: () => filesIn(client, `${base}/inbox`),
    async read(name) {
      return (await client.get(`${base}/inbox/${name}`)) as Buffer;
    },
    async accept(name) {
      const target = await freeName(client, `${base}/processed`, name);
      await client.rename(`${base}/inbox/${name}`, `${base}/processed/${target}`);
    },
    async refuse(name, report) {
      // In error/ a refused dot-file is shown: many clients hide names that begin with a dot.
      const target = await freeName(client, `${base}/error`, name.replace(/^\.+/, '') || 'unnamed');
      await client.put(Buffer.from(report), `${base}/error/${target}.errors.txt`);
      await client.rename(`${base}/inbox/${name}`, `${base}/error/${target}`);
    },
    async acknowledge(name, files) {
      const outbox = `${base}/outbox`;
      if (!(await client.exists(outbox))) await client.mkdir(outbox, true);
      const shown = name.replace(/^\.+/, '') || 'unnamed';
      const target = await freeBase(
        client,
        outbox,
        shown,
        files.map((file) => file.suffix),
      );
      for (const file of files) await client.put(file.data, `${outbox}/${target}${file.suffix}`);
    },
  };
}
