import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, DEFAULT_PORTS, DEVELOPMENT_LINK_SECRET } from '../../contracts/config.ts';

/** The ingestion's own SFTP account; the dot keeps it apart from every customer number. */
export const SERVICE_USERNAME = 'portal.ingest';

/** SFTP_SERVICE_PASSWORD, or a password derived from LINK_SECRET that every process computes alike. */
export function servicePassword(config: Pick<Config, 'SFTP_SERVICE_PASSWORD' | 'LINK_SECRET'>): string {
  return (
    config.SFTP_SERVICE_PASSWORD ??
    createHmac('sha256', config.LINK_SECRET).update('sftp-ingest-service').digest('base64url')
  );
}

/** Compares in constant time, so a wrong guess tells nothing about how close it was. */
export function isServicePassword(config: Parameters<typeof servicePassword>[0], password: string): boolean {
  const expected = Buffer.from(servicePassword(config));
  const given = Buffer.from(password);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether the service password is the one anybody can compute: derived from the published
 * development LINK_SECRET. Then the service account signs in only from the loopback
 * (docs/decisions/0082), whatever NODE_ENV says.
 */
export function servicePasswordIsPublic(
  config: Pick<Config, 'SFTP_SERVICE_PASSWORD' | 'LINK_SECRET'>,
): boolean {
  return config.SFTP_SERVICE_PASSWORD === undefined && config.LINK_SECRET === DEVELOPMENT_LINK_SECRET;
}

/** A loopback address (127.0.0.0/8, ::1, or 127.x mapped into IPv6): the connection comes from this machine. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Where the ingestion reaches the SFTP server: its bind address, or the loopback for all interfaces;
 * on `port` (the server of this process), else SFTP_PORT, else the default port.
 */
export function sftpAddress(
  config: Pick<Config, 'SFTP_HOST' | 'HOST' | 'SFTP_PORT'>,
  port = config.SFTP_PORT ?? DEFAULT_PORTS.SFTP_PORT,
) {
  const host = config.SFTP_HOST ?? config.HOST;
  return { host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port };
}

/**
 * The forwarder's status account (docs/decisions/0231): its own systems put IFTSTA files into its
 * inbox/. Open only while SFTP_STATUS_PASSWORD is set; the dot keeps it apart from every customer
 * number, and the name is also its folder's.
 */
export const STATUS_USERNAME = 'portal.status';

/** Whether `password` is SFTP_STATUS_PASSWORD (never when it is not set), in constant time. */
export function isStatusPassword(config: Pick<Config, 'SFTP_STATUS_PASSWORD'>, password: string): boolean {
  if (!config.SFTP_STATUS_PASSWORD) return false;
  const expected = createHmac('sha256', 'sftp-status').update(config.SFTP_STATUS_PASSWORD).digest();
  const given = createHmac('sha256', 'sftp-status').update(password).digest();
  return timingSafeEqual(given, expected);
}
