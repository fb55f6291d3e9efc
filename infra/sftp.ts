import { assertNoDevelopmentSecrets } from '../contracts/config.ts';
import { verifySftpPassword } from '../services/masterdata/index.ts';
import { customerSettings } from '../services/masterdata/queries/customers.ts';
import { type SftpAccount, startSftpServer } from '../services/sftp/server.ts';
import {
  isLoopback,
  isServicePassword,
  SERVICE_USERNAME,
  servicePasswordIsPublic,
} from '../services/sftp/service-account.ts';
import { limitFailedSignIns } from '../services/sftp/sign-in-limit.ts';
import type { Runtime } from './runtime.ts';

/**
 * Who may sign in to the SFTP server: the ingestion service with its password (from the loopback
 * only while that password derives from the development LINK_SECRET), and a customer with its
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
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(username) || password.length === 0 || password.length > 200)
      return undefined;
    const settings = await customerSettings(runtime.db, username);
    if (settings.SFTP_ENABLED !== true) return undefined;
    return (await verifySftpPassword(runtime.db, username, password))
      ? { kind: 'customer', customerId: username }
      : undefined;
  };
}

/** The embedded SFTP server of this installation: SFTP_PORT, host key and folders under DATA_DIR. */
export async function startPortalSftp(runtime: Runtime) {
  assertNoDevelopmentSecrets(runtime.config, 'SFTP server');
  return startSftpServer({
    dataDir: runtime.config.DATA_DIR,
    host: runtime.config.SFTP_HOST ?? runtime.config.HOST,
    port: runtime.config.SFTP_PORT,
    authenticate: limitFailedSignIns(
      runtime.redis(),
      sftpAuthenticator(runtime),
      {
        maxFailures: runtime.config.SFTP_SIGN_IN_FAILURES,
        windowSeconds: 15 * 60,
        keyPrefix: runtime.config.QUEUE_PREFIX,
        // Locking the ingestion's account would let anyone stop the ingestion.
        exempt: [SERVICE_USERNAME],
      },
      (username) => runtime.log.warn({ username }, 'sftp sign-in refused: too many failed attempts'),
    ),
    limits: {
      maxFileBytes: runtime.config.SFTP_MAX_FILE_BYTES,
      signInTimeoutMs: runtime.config.SFTP_SIGN_IN_TIMEOUT_MS,
      maxConnections: runtime.config.SFTP_MAX_CONNECTIONS,
      maxConnectionsPerAddress: runtime.config.SFTP_CONNECTIONS_PER_IP,
    },
    log: runtime.log,
  });
}
