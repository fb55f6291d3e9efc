import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, DEFAULT_PORTS } from '../../contracts/config.ts';

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
