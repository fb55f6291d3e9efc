import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../contracts/config.ts';

/** Why a webhook target is refused; the message keys of the field error. */
export type TargetRefusal = 'webhook.url-private' | 'webhook.url-unresolvable';

export class WebhookTargetRefused extends Error {
  readonly reason: TargetRefusal;
  constructor(reason: TargetRefusal, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Only public unicast addresses are targets: loopback, private, link-local, unique-local, carrier
 * NAT, multicast, reserved and the unspecified address are not, and an IPv4-mapped IPv6 address
 * counts as the IPv4 address it carries. The deprecated IPv4-compatible form (`::127.0.0.1`,
 * ::/96) and the other IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo) are never
 * targets: what they reach depends on the network, not on the address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const raw = ipaddr.parse(address);
  if (raw.kind() === 'ipv6' && (raw as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Private targets are allowed in development and with WEBHOOK_ALLOW_PRIVATE (tests on one machine). */
export function privateTargetsAllowed(config: Pick<Config, 'NODE_ENV' | 'WEBHOOK_ALLOW_PRIVATE'>): boolean {
  return config.NODE_ENV === 'development' || config.WEBHOOK_ALLOW_PRIVATE;
}

/**
 * Resolves the URL's host and checks every address it has: one private address among public ones
 * is enough to refuse, since the connection could take any of them. Answers the checked addresses,
 * which the delivery connects to, so that a second lookup cannot change the target in between.
 */
export async function checkWebhookTarget(url: URL, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
    } catch (error) {
      throw new WebhookTargetRefused(
        'webhook.url-unresolvable',
        `${host} does not resolve: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (addresses.length === 0)
    throw new WebhookTargetRefused('webhook.url-unresolvable', `${host} has no address`);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused && !allowPrivate) {
    throw new WebhookTargetRefused(
      'webhook.url-private',
      `${host} resolves to ${refused.address}, not a public address`,
    );
  }
  return addresses;
}
