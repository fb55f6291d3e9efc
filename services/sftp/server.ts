import type { Stats } from 'node:fs';
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import ssh2, {
  type Attributes,
  type AuthContext,
  type AuthenticationType,
  type ClientInfo,
  type Connection,
  type PasswordAuthContext,
  type PublicKeyAuthContext,
  type SFTPWrapper,
} from 'ssh2';
import { hostPath, virtualPath } from './paths.ts';

// ssh2 is CommonJS: Node's ESM loader offers its exports on the default export only.
const { Server, utils } = ssh2;
const { STATUS_CODE } = utils.sftp;

/** The folders of every customer account, created on its first sign-in. */
export const CUSTOMER_FOLDERS = ['inbox', 'processed', 'error', 'outbox', 'check', 'check/results'] as const;

/** The folders of the forwarder's status account (IFTSTA files of its own systems). */
export const STATUS_FOLDERS = ['inbox', 'processed', 'error', 'outbox'] as const;

/**
 * Who signed in: a customer (confined to its own folder), the forwarder's status account (confined
 * to `portal.status/`, writing as a customer does) or the ingestion service (all folders).
 */
export type SftpAccount =
  | { kind: 'customer'; customerId: string }
  | { kind: 'status'; folder: string }
  | { kind: 'service' };

/** Bounds of the server (docs/decisions/0081); the defaults of the SFTP_* settings when left out. */
export interface SftpServerLimits {
  /** Largest file a client may write; a write beyond it fails and the file is removed. */
  maxFileBytes: number;
  /** A connection that has not signed in after this long is closed. */
  signInTimeoutMs: number;
  /** Open connections in total and per client address; one more is closed at once. */
  maxConnections: number;
  maxConnectionsPerAddress: number;
}

export const DEFAULT_SFTP_LIMITS: SftpServerLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  signInTimeoutMs: 30_000,
  maxConnections: 100,
  maxConnectionsPerAddress: 10,
};

export interface SftpServerOptions {
  /** DATA_DIR: the host key lives in DATA_DIR/sftp-host-key, the accounts' folders under DATA_DIR/sftp/. */
  dataDir: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Checks a sign-in from the client address `remoteAddress`; undefined refuses it. */
  authenticate(username: string, password: string, remoteAddress: string): Promise<SftpAccount | undefined>;
  /**
   * The SSH public keys `username` may sign in with and the account they open; undefined when the
   * account takes no key (unknown, SFTP not enabled, the ingestion's service account). Without it,
   * only passwords sign in.
   */
  publicKeys?(username: string): Promise<SftpPublicKeys | undefined>;
  /** A registered key whose signature did not verify: counted like a wrong password (docs/decisions/0223). */
  keySignatureRefused?(username: string, remoteAddress: string): Promise<void>;
  limits?: Partial<SftpServerLimits>;
  log: Logger;
}

/** The keys of an account: each as its type and base64 wire form (`ssh-ed25519`, `AAAA…`). */
export interface SftpPublicKeys {
  account: SftpAccount;
  keys: { type: string; blob: string; fingerprint: string }[];
}

/** What a refused sign-in may try next: a key (what scripts use), then the password. */
export const SIGN_IN_METHODS: AuthenticationType[] = ['publickey', 'password'];

/**
 * Refused sign-in attempts one connection may make before it is closed, as OpenSSH's MaxAuthTries:
 * keys the account does not hold are not counted towards the lock (docs/decisions/0223), so this
 * bounds what one connection can ask. Generous, for clients that offer every key of their agent.
 */
export const MAX_SIGN_IN_ATTEMPTS = 20;

export interface SftpServer {
  port: number;
  /** The folder that holds one folder per customer. */
  root: string;
  /** Stops accepting, ends the open sessions and waits at most `ms` for them. */
  stop(ms?: number): Promise<void>;
}

/** Only customer numbers become folder names (no separators, no dots). */
const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** The host key, generated once and kept, so clients see the same server after a restart. */
async function hostKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'sftp-host-key');
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // ssh2's generator makes a key its own parser refuses about once in 256 (a public key starting
  // with a zero byte loses it: mscdex/ssh2#1513); such a key is drawn again.
  let pair = utils.generateKeyPairSync('ed25519');
  for (let attempt = 0; utils.parseKey(pair.private) instanceof Error && attempt < 16; attempt++) {
    pair = utils.generateKeyPairSync('ed25519');
  }
  try {
    // `wx`: when two processes start at once, the first key wins and both use it.
    await writeFile(file, pair.private, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFile(file);
}

function attributesOf(stats: Stats): Attributes {
  return {
    mode: stats.mode,
    uid: 0,
    gid: 0,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  };
}

/** A line as `ls -l` prints it, which some clients show instead of the attributes. */
function longName(name: string, stats: Stats): string {
  const type = stats.isDirectory() ? 'd' : '-';
  const bits = 'rwxrwxrwx'
    .split('')
    .map((letter, index) => (stats.mode & (0o400 >> index) ? letter : '-'))
    .join('');
  const date = stats.mtime.toISOString().slice(0, 16).replace('T', ' ');
  return `${type}${bits} 1 portal portal ${String(stats.size).padStart(10)} ${date} ${name}`;
}

function statusOf(error: unknown): number {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return STATUS_CODE.NO_SUCH_FILE;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EEXIST') return STATUS_CODE.PERMISSION_DENIED;
  return STATUS_CODE.FAILURE;
}

type Handle =
  | { kind: 'file'; file: FileHandle; host: string; append: boolean; refused: boolean }
  | { kind: 'dir'; dir: string; listed: boolean };

/**
 * What an account may change: a customer writes, creates folders, renames and removes only inside
 * `inbox/` and `check/` (but not `check/results/`); processed/, error/, outbox/ and check/results/
 * are the ingestion's reports, readable but not forgeable. The ingestion service changes anything
 * below its root. Reading is allowed everywhere inside the root.
 */
export function writableFor(account: SftpAccount): (virtual: string) => boolean {
  if (account.kind === 'service') return (virtual) => virtual !== '/';
  return (virtual) =>
    virtual.startsWith('/inbox/') ||
    (virtual.startsWith('/check/') && virtual !== '/check/results' && !virtual.startsWith('/check/results/'));
}

/**
 * Files an account may remove besides those it may write: a customer takes its acknowledgements out
 * of `outbox/` and its check results out of `check/results/` once read (docs/decisions/0224). For
 * the ingestion service these paths are writable anyway.
 */
export function removableBy(writable: (virtual: string) => boolean, virtual: string): boolean {
  return writable(virtual) || /^\/(outbox|check\/results)\/[^/]+$/.test(virtual);
}

interface SftpPolicy {
  writable(virtual: string): boolean;
  maxFileBytes: number;
}

/**
 * Serves the SFTP subsystem for one signed-in account inside `root`: every path is normalised and
 * refused when it would leave the root. No symbolic links can be made, so none lead out either.
 */
function serveSftp(sftp: SFTPWrapper, root: string, policy: SftpPolicy, log: Logger) {
  const session = openSession(sftp, root, policy, log);
  answerAttributes(session);
  answerDirectories(session);
  answerFileReads(session);
  answerFileWrites(session);
  answerChanges(session);
  sftp.on('close', () => {
    for (const handle of session.handles.values())
      if (handle.kind === 'file')
        void handle.file
          .close()
          .then(() => (handle.refused ? rm(handle.host, { force: true }) : undefined))
          .catch(() => {});
    session.handles.clear();
  });
}

/** One SFTP session: its open handles, the requests under way, and how requested paths resolve. */
interface Session {
  sftp: SFTPWrapper;
  policy: SftpPolicy;
  log: Logger;
  handles: Map<number, Handle>;
  newHandle(handle: Handle): Buffer;
  handleOf(buffer: Buffer): Handle | undefined;
  /** Runs one request; a path outside the root or a failure answers with a status. */
  run(reqId: number, work: () => Promise<void>): void;
  resolve(requested: string): { virtual: string; host: string };
  /** A path the account may change; refused otherwise. */
  writable(requested: string): { virtual: string; host: string };
  /** A file the account may remove; refused otherwise. */
  removable(requested: string): { virtual: string; host: string };
}

function openSession(sftp: SFTPWrapper, root: string, policy: SftpPolicy, log: Logger): Session {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;

  /** Requests still being answered, and whether the client has sent its last one (end of file). */
  let pending = 0;
  let clientDone = false;
  // A client ends its session by closing its side of the channel (OpenSSH `sftp -b` after the
  // batch's last command, `bye`); the server closes the channel once every answer is out, or the
  // client waits for that close forever.
  const closeWhenIdle = () => {
    if (clientDone && pending === 0) sftp.end();
  };
  sftp.on('end', () => {
    clientDone = true;
    closeWhenIdle();
  });

  const resolve = (requested: string) => {
    const virtual = virtualPath(requested);
    if (virtual === undefined) throw new Refused();
    return { virtual, host: hostPath(root, virtual) };
  };
  return {
    sftp,
    policy,
    log,
    handles,
    newHandle(handle) {
      const id = nextHandle++;
      handles.set(id, handle);
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(id);
      return buffer;
    },
    handleOf: (buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE()) : undefined),
    run(reqId, work) {
      pending++;
      work()
        .catch((error: unknown) => {
          if (!(error instanceof Refused)) log.debug({ err: error }, 'sftp request failed');
          sftp.status(reqId, error instanceof Refused ? STATUS_CODE.PERMISSION_DENIED : statusOf(error));
        })
        .finally(() => {
          pending--;
          closeWhenIdle();
        });
    },
    resolve,
    writable(requested) {
      const resolved = resolve(requested);
      if (!policy.writable(resolved.virtual)) throw new Refused();
      return resolved;
    },
    removable(requested) {
      const resolved = resolve(requested);
      if (!removableBy(policy.writable, resolved.virtual)) throw new Refused();
      return resolved;
    },
  };
}

/** REALPATH, STAT, LSTAT, FSTAT; SETSTAT and FSETSTAT change nothing. */
function answerAttributes({ sftp, run, resolve, handleOf }: Session) {
  sftp.on('REALPATH', (reqId, requested) =>
    run(reqId, async () => {
      const { virtual } = resolve(requested);
      sftp.name(reqId, [{ filename: virtual, longname: virtual, attrs: {} as Attributes }]);
    }),
  );
  const statRequest = (reqId: number, requested: string) =>
    run(reqId, async () => {
      sftp.attrs(reqId, attributesOf(await stat(resolve(requested).host)));
    });
  sftp.on('STAT', statRequest);
  sftp.on('LSTAT', statRequest);
  sftp.on('FSTAT', (reqId, buffer) =>
    run(reqId, async () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'file') return void sftp.status(reqId, STATUS_CODE.FAILURE);
      sftp.attrs(reqId, attributesOf(await handle.file.stat()));
    }),
  );
  // Permissions and times belong to the server; a client setting them gets a polite OK.
  sftp.on('SETSTAT', (reqId, requested) =>
    run(reqId, async () => {
      await stat(resolve(requested).host);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('FSETSTAT', (reqId, buffer) =>
    sftp.status(reqId, handleOf(buffer) ? STATUS_CODE.OK : STATUS_CODE.FAILURE),
  );
}

/** OPENDIR and READDIR (the whole folder at once), MKDIR and RMDIR. */
function answerDirectories({ sftp, run, resolve, writable, newHandle, handleOf }: Session) {
  sftp.on('OPENDIR', (reqId, requested) =>
    run(reqId, async () => {
      const { host } = resolve(requested);
      if (!(await stat(host)).isDirectory()) return void sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      sftp.handle(reqId, newHandle({ kind: 'dir', dir: host, listed: false }));
    }),
  );
  sftp.on('READDIR', (reqId, buffer) =>
    run(reqId, async () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'dir') return void sftp.status(reqId, STATUS_CODE.FAILURE);
      if (handle.listed) return void sftp.status(reqId, STATUS_CODE.EOF);
      handle.listed = true;
      const names = [];
      for (const name of await readdir(handle.dir)) {
        const stats = await stat(path.join(handle.dir, name)).catch(() => undefined);
        if (stats)
          names.push({ filename: name, longname: longName(name, stats), attrs: attributesOf(stats) });
      }
      sftp.name(reqId, names);
    }),
  );
  sftp.on('MKDIR', (reqId, requested) =>
    run(reqId, async () => {
      await mkdir(writable(requested).host);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RMDIR', (reqId, requested) =>
    run(reqId, async () => {
      const { host, virtual } = writable(requested);
      if (virtual === '/') throw new Refused();
      await rmdir(host);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
}

/** OPEN (for reading anywhere, for writing where the account may change), READ. */
function answerFileReads({ sftp, run, resolve, writable, newHandle, handleOf }: Session) {
  sftp.on('OPEN', (reqId, requested, flags) =>
    run(reqId, async () => {
      const mode = utils.sftp.flagsToString(flags);
      const { host, virtual } = mode === 'r' ? resolve(requested) : writable(requested);
      if (!mode || virtual === '/') return void sftp.status(reqId, STATUS_CODE.FAILURE);
      const file = await open(host, mode, 0o640);
      sftp.handle(
        reqId,
        newHandle({ kind: 'file', file, host, append: mode.startsWith('a'), refused: false }),
      );
    }),
  );
  sftp.on('READ', (reqId, buffer, offset, length) =>
    run(reqId, async () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'file') return void sftp.status(reqId, STATUS_CODE.FAILURE);
      const chunk = Buffer.alloc(Math.min(length, 256 * 1024));
      const { bytesRead } = await handle.file.read(chunk, 0, chunk.length, offset);
      if (bytesRead === 0) return void sftp.status(reqId, STATUS_CODE.EOF);
      sftp.data(reqId, chunk.subarray(0, bytesRead));
    }),
  );
}

/** WRITE within the size limit, and CLOSE, which removes a file that went beyond it. */
function answerFileWrites({ sftp, run, handles, handleOf, policy, log }: Session) {
  sftp.on('WRITE', (reqId, buffer, offset, data) =>
    run(reqId, async () => {
      const handle = handleOf(buffer);
      if (handle?.kind !== 'file') return void sftp.status(reqId, STATUS_CODE.FAILURE);
      const start = handle.append ? (await handle.file.stat()).size : offset;
      if (handle.refused || start + data.length > policy.maxFileBytes) {
        // The upload is too large: this and every later write fail, and closing removes the file.
        handle.refused = true;
        log.info(
          { file: handle.host, maxFileBytes: policy.maxFileBytes },
          'sftp upload beyond the size limit',
        );
        return void sftp.status(
          reqId,
          STATUS_CODE.FAILURE,
          `files may have at most ${policy.maxFileBytes} bytes`,
        );
      }
      await handle.file.write(data, 0, data.length, offset);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('CLOSE', (reqId, buffer) =>
    run(reqId, async () => {
      const handle = handleOf(buffer);
      if (!handle) return void sftp.status(reqId, STATUS_CODE.FAILURE);
      handles.delete(buffer.readUInt32BE());
      if (handle.kind === 'file') {
        await handle.file.close();
        if (handle.refused) {
          await rm(handle.host, { force: true });
          return void sftp.status(
            reqId,
            STATUS_CODE.FAILURE,
            'the file was larger than allowed and was removed',
          );
        }
      }
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
}

/** REMOVE and RENAME where the account may change; no links. */
function answerChanges({ sftp, run, writable, removable }: Session) {
  sftp.on('REMOVE', (reqId, requested) =>
    run(reqId, async () => {
      const { host } = removable(requested);
      if ((await stat(host)).isDirectory()) throw new Refused();
      await rm(host);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqId, from, to) =>
    run(reqId, async () => {
      const source = writable(from);
      const target = writable(to);
      if (source.virtual === '/' || target.virtual === '/') throw new Refused();
      // SFTP version 3: a rename onto an existing file fails.
      const exists = await stat(target.host).then(
        () => true,
        () => false,
      );
      if (exists) return void sftp.status(reqId, STATUS_CODE.FAILURE);
      await rename(source.host, target.host);
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );
  for (const unsupported of ['READLINK', 'SYMLINK'] as const)
    sftp.on(unsupported, (reqId: number) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED));
}

class Refused extends Error {}

/**
 * The embedded SFTP server for customers' order files. A customer signs in with its customer number
 * and its generated SFTP password or one of its SSH keys, and sees only its own folder with
 * `inbox/`, `processed/`, `error/`, `outbox/` and `check/`; the ingestion service sees the folder of
 * every customer.
 */
export async function startSftpServer(options: SftpServerOptions): Promise<SftpServer> {
  const log = options.log.child({ component: 'sftp' });
  const root = path.resolve(options.dataDir, 'sftp');
  await mkdir(root, { recursive: true });
  const limits = { ...DEFAULT_SFTP_LIMITS, ...options.limits };
  const connections = new Set<Connection>();
  const admission = socketAdmission(limits, log);

  const server = new Server({ hostKeys: [await hostKey(options.dataDir)] }, (client, info) => {
    connections.add(client);
    serveClient(client, info, { options, root, limits, log, tracked: admission.tracked(info.ip, info.port) });
    client.on('close', () => connections.delete(client));
  });
  const listener = createServer((socket) => {
    if (admission.admit(socket)) server.injectSocket(socket);
  });

  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(options.port, options.host, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const port = (listener.address() as AddressInfo).port;
  log.info({ port, root, limits }, 'sftp server listening');
  return {
    port,
    root,
    async stop(ms = 5000) {
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const connection of connections) connection.end();
      for (const { socket, signedIn } of admission.sockets.values()) if (!signedIn) socket.destroy();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
      clearTimeout(timer);
    },
  };
}

interface TrackedSocket {
  socket: Socket;
  timer: NodeJS.Timeout;
  signedIn: boolean;
}

/**
 * The TCP side is ours: connections are counted and timed from their first byte, before SSH
 * says anything (a client that never sends its version would otherwise stay forever).
 */
function socketAdmission(limits: SftpServerLimits, log: Logger) {
  /** Open sockets by `address|port`, and whether they signed in; counted per address. */
  const sockets = new Map<string, TrackedSocket>();
  const perAddress = new Map<string, number>();
  const keyOf = (address: string | undefined, port: number | undefined) => `${address}|${port}`;
  return {
    sockets,
    tracked: (address: string | undefined, port: number | undefined) => sockets.get(keyOf(address, port)),
    /** Counts and times the socket; false when it is one too many (then it is closed). */
    admit(socket: Socket): boolean {
      const address = socket.remoteAddress ?? '';
      const fromAddress = perAddress.get(address) ?? 0;
      if (sockets.size >= limits.maxConnections || fromAddress >= limits.maxConnectionsPerAddress) {
        log.warn(
          { address, open: sockets.size, fromAddress },
          sockets.size >= limits.maxConnections
            ? 'sftp connection refused: too many connections'
            : 'sftp connection refused: too many connections from this address',
        );
        socket.destroy();
        return false;
      }
      const key = keyOf(address, socket.remotePort);
      perAddress.set(address, fromAddress + 1);
      const timer = setTimeout(() => {
        log.info({ address }, 'sftp connection closed: no sign-in in time');
        socket.destroy();
      }, limits.signInTimeoutMs);
      sockets.set(key, { socket, timer, signedIn: false });
      socket.once('close', () => {
        clearTimeout(timer);
        sockets.delete(key);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      socket.setNoDelay(true);
      return true;
    },
  };
}

interface ClientContext {
  options: SftpServerOptions;
  root: string;
  limits: SftpServerLimits;
  log: Logger;
  /** The client's socket as admitted, if it still is. */
  tracked: TrackedSocket | undefined;
}

/** A signed-in client's folder and what it may change there. */
interface SignedIn {
  folder: string;
  policy: SftpPolicy;
}

/** What the sign-in of one client needs: the server's options and where a signed-in account lands. */
interface SignInContext {
  options: SftpServerOptions;
  info: ClientInfo;
  log: Logger;
  /** Makes the account's folder and takes the client in. */
  signIn(account: SftpAccount): Promise<void>;
  /** Refuses the attempt; beyond MAX_SIGN_IN_ATTEMPTS of one connection, the connection is closed. */
  refuse(context: AuthContext): void;
}

/** A password sign-in: the options' check (with its lockout) decides. */
async function passwordSignIn(
  context: PasswordAuthContext,
  { options, info, log, signIn, refuse }: SignInContext,
) {
  const { username, password } = context;
  const account = await options.authenticate(username, password, info.ip);
  if (!account) {
    log.info({ username, address: info.ip }, 'sftp sign-in refused');
    return refuse(context);
  }
  await signIn(account);
  log.info({ username, address: info.ip }, 'sftp sign-in');
  context.accept();
}

/**
 * A public key sign-in (RFC 4252 section 7): a key the account does not hold is refused without
 * being counted, since OpenSSH offers every key it has in turn; asked without a signature whether a
 * key would do, the server says yes for a key the account holds; with a signature, the key's
 * signature of the session decides, and one that does not verify is counted like a wrong password.
 */
async function keySignIn(
  context: PublicKeyAuthContext,
  { options, info, log, signIn, refuse }: SignInContext,
) {
  const { username } = context;
  const held = options.publicKeys ? await options.publicKeys(username) : undefined;
  const offered = context.key.data;
  const match = held?.keys.find((key) => Buffer.from(key.blob, 'base64').equals(offered));
  const parsed = match && utils.parseKey(`${match.type} ${match.blob}`);
  if (!held || !match || !parsed || parsed instanceof Error) {
    log.debug({ username, address: info.ip }, 'sftp key not registered for the account');
    return refuse(context);
  }
  // The client asks whether the key would do before it signs with it.
  if (!context.signature) return context.accept();
  if (!context.blob || parsed.verify(context.blob, context.signature, context.hashAlgo) !== true) {
    log.warn(
      { username, address: info.ip, fingerprint: match.fingerprint },
      'sftp key sign-in refused: the signature does not verify',
    );
    await options.keySignatureRefused?.(username, info.ip);
    return refuse(context);
  }
  await signIn(held.account);
  log.info({ username, address: info.ip, fingerprint: match.fingerprint }, 'sftp sign-in with a key');
  context.accept();
}

/** Answers one sign-in attempt by its method; every other method is refused, naming these two. */
function answerSignIn(context: AuthContext, signInContext: SignInContext) {
  const attempt =
    context.method === 'password'
      ? passwordSignIn(context, signInContext)
      : context.method === 'publickey'
        ? keySignIn(context, signInContext)
        : undefined;
  // `none` asks which methods there are (OpenSSH's first request): answered, not counted.
  if (!attempt)
    return context.method === 'none' ? context.reject(SIGN_IN_METHODS) : signInContext.refuse(context);
  attempt.catch((error: unknown) => {
    signInContext.log.error({ err: error, username: context.username }, 'sftp sign-in failed');
    signInContext.refuse(context);
  });
}

/** One SSH client: a sign-in by key or password, then only the sftp subsystem in the account's folder. */
function serveClient(
  client: Connection,
  info: ClientInfo,
  { options, root, limits, log, tracked }: ClientContext,
) {
  let signedIn: SignedIn | undefined;
  let refused = 0;
  const signInContext: SignInContext = {
    options,
    info,
    log,
    async signIn(account) {
      signedIn = {
        folder: await accountRoot(root, account),
        policy: { writable: writableFor(account), maxFileBytes: limits.maxFileBytes },
      };
    },
    refuse(context) {
      context.reject(SIGN_IN_METHODS);
      if (++refused < MAX_SIGN_IN_ATTEMPTS) return;
      log.info(
        { username: context.username, address: info.ip },
        'sftp connection closed: too many sign-in attempts',
      );
      client.end();
    },
  };
  client.on('authentication', (context) => answerSignIn(context, signInContext));
  client.on('ready', () => {
    if (tracked) {
      tracked.signedIn = true;
      clearTimeout(tracked.timer);
    }
    client.on('session', (acceptSession) => {
      const session = acceptSession();
      session.on('sftp', (acceptSftp) => {
        if (signedIn) serveSftp(acceptSftp(), signedIn.folder, signedIn.policy, log);
      });
      // No shell, no commands, no forwarding: only the sftp subsystem.
      session.on('exec', (_accept, reject) => reject());
      session.on('shell', (_accept, reject) => reject());
      session.on('pty', (_accept, reject) => reject?.());
    });
    client.on('tcpip', (_accept, reject) => reject());
  });
  client.on('error', (error) => log.debug({ err: error.message }, 'sftp connection error'));
}

/**
 * The account's folder: the root for the service, the customer's own (with its folders made) for a
 * customer, the status account's own for it.
 */
async function accountRoot(root: string, account: SftpAccount) {
  if (account.kind === 'service') return root;
  if (account.kind === 'status') {
    const own = path.join(root, account.folder);
    for (const folder of STATUS_FOLDERS) await mkdir(path.join(own, folder), { recursive: true });
    return own;
  }
  if (!CUSTOMER_ID.test(account.customerId)) throw new Error('unusable customer number');
  const own = path.join(root, account.customerId);
  for (const folder of CUSTOMER_FOLDERS) await mkdir(path.join(own, folder), { recursive: true });
  return own;
}
