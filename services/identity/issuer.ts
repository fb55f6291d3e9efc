import type { AddressInfo } from 'node:net';
import type { Config } from '../../contracts/config.ts';

/** Where the embedded provider lives below the portal's origin. */
export const OIDC_MOUNT_PATH = '/oidc';

/**
 * The origin users open: PUBLIC_URL, else the address the server listens on (known only after
 * listen, which matters for port 0), else HOST:PORT.
 */
export function portalOrigin(config: Config, address?: AddressInfo | string | null): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const port = address && typeof address === 'object' ? address.port : config.PORT;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function embeddedIssuer(origin: string): string {
  return `${origin}${OIDC_MOUNT_PATH}`;
}

/** The web app's redirect URIs: back to the app after sign-in and after sign-out. */
export function webRedirectUris(origin: string) {
  return {
    redirectUris: [`${origin}/auth/callback`],
    postLogoutRedirectUris: [`${origin}/`, `${origin}/auth/signed-out`],
  };
}
