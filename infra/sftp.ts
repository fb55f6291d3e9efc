import { assertNoDevelopmentSecrets, DEFAULT_PORTS } from '../contracts/config.ts';
import { signInLimiter } from '../services/access/sign-in-limit.ts';
import { sftpSignInKeys, verifySftpPassword } from '../services/masterdata/index.ts';
import { customerSettings } from '../services/masterdata/queries/customers.ts';
import { type SftpAccount, type SftpPublicKeys, startSftpServer } from '../services/sftp/server.ts';
import {
  isLoopback,
  isServicePassword,
  isStatusPassword,
  SERVICE_USERNAME,
  STATUS_USERNAME,
  servicePasswordIsPublic,
} from '../services/sftp/service-account.ts';
import { installation, remember } from './installation.ts';
import { startPart } from './lifecycle.ts';
import { choosePort } from './ports.ts';
import type { Runtime } from './runtime.ts';

/**
 * Who may sign in to the SFTP server: the ingestion service with its password (from the loopback
 * only while that password derives from the development LINK_SECRET), the forwarder's status account
 * with SFTP_STATUS_PASSWORD while that is set, and a customer with its
 * customer number and generated SFTP password while its SFTP_ENABLED setting is on.
 */
export function sftpAuthenticator(runtime: Pick<Runtime, 'db' | 'config' | 'log'>) {
  return async (
    username: string,
    password: string,
    remoteAddress: string,
  ): Promise<SftpAccount | undefined> => {
    if (username === SERVICE_USERNAME) {
      if (servicePasswordIsPublic(runtime.config) && !isLoopback(remoteAddress)) {
        runtime.log.warn(
          { address: remoteAddress },
          'sftp service sign-in refused: its password derives from the development LINK_SECRET, so only the loopback may use it',
        );
        return undefined;
      }
      return isServicePassword(runtime.config, password) ? { kind: 'service' } : undefined;
    }
    if (username === STATUS_USERNAME)
      return isStatusPassword(runtime.config, password)
        ? { kind: 'status', folder: STATUS_USERNAME }
        : undefined;
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(username) || password.length === 0 || password.length > 200)
      return undefined;
    const settings = await customerSettings(runtime.db, username);
    if (settings.SFTP_ENABLED !== true) return undefined;
    return (await verifySftpPassword(runtime.db, username, password))
      ? { kind: 'customer', customerId: username }
      : undefined;
  };
}

/**
 * The SSH public keys a customer signs in with while its SFTP_ENABLED setting is on; none for the
 * ingestion's service account, which signs in with its password only (docs/decisions/0223).
 */
export function sftpKeyLookup(runtime: Pick<Runtime, 'db'>) {
  return async (username: string): Promise<SftpPublicKeys | undefined> => {
    if (username === SERVICE_USERNAME || !/^[A-Za-z0-9_-]{1,40}$/.test(username)) return undefined;
    const keys = await sftpSignInKeys(runtime.db, username);
    return keys.length > 0 ? { account: { kind: 'customer', customerId: username }, keys } : undefined;
  };
}

/**
 * The embedded SFTP server of this installation: host key and folders under DATA_DIR, on SFTP_PORT
 * when it is set; else on the port this data directory used before, else 2222, else a free one,
 * which DATA_DIR/installation.json keeps for the next start.
 */
export async function startPortalSftp(runtime: Runtime) {
  const { config } = runtime;
  assertNoDevelopmentSecrets(config, 'SFTP server');
  const host = config.SFTP_HOST ?? config.HOST;
  const kept = installation(config.DATA_DIR).sftpPort;
  const choice = await choosePort({ set: config.SFTP_PORT, fallback: DEFAULT_PORTS.SFTP_PORT, host, kept });
  const limiter = signInLimiter(
    runtime.redis(),
    {
      maxFailures: config.SFTP_SIGN_IN_FAILURES,
      windowSeconds: 15 * 60,
      keyPrefix: config.QUEUE_PREFIX,
      // Locking the ingestion's account would let anyone stop the ingestion.
      exempt: [SERVICE_USERNAME],
    },
    (username) => runtime.log.warn({ username }, 'sftp sign-in refused: too many failed attempts'),
  );
  const listen = (port: number) =>
    startSftpServer({
      dataDir: config.DATA_DIR,
      host,
      port,
      // The lock guards the password, which can be guessed; a key cannot, so a key that signs
      // is let in and neither clears nor waits for a lock (docs/decisions/0223).
      authenticate: limiter.guard(sftpAuthenticator(runtime)),
      publicKeys: sftpKeyLookup(runtime),
      keySignatureRefused: (username) => limiter.countFailure(username),
      limits: {
        maxFileBytes: config.SFTP_MAX_FILE_BYTES,
        signInTimeoutMs: config.SFTP_SIGN_IN_TIMEOUT_MS,
        maxConnections: config.SFTP_MAX_CONNECTIONS,
        maxConnectionsPerAddress: config.SFTP_CONNECTIONS_PER_IP,
      },
      log: runtime.log,
    });
  const server = await startPart(
    'SFTP server',
    async () => {
      try {
        return await listen(config.SFTP_PORT === 0 ? 0 : choice.port);
      } catch (error) {
        // A port found free a moment ago may have been taken since: a chosen one is chosen again.
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || choice.source === 'set') throw error;
        return listen(0);
      }
    },
    { variable: 'SFTP_PORT', port: choice.port },
  );
  if (config.SFTP_PORT === undefined) await remember(config.DATA_DIR, { sftpPort: server.port });
  const expected = kept ?? DEFAULT_PORTS.SFTP_PORT;
  if (config.SFTP_PORT === undefined && server.port !== expected)
    runtime.log.warn(
      { port: server.port },
      `port ${expected} is taken: the SFTP server listens on ${server.port} instead (SFTP_PORT sets one)`,
    );
  return server;
}
