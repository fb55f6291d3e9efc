import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, DEVELOPMENT_LINK_SECRET } from '../../contracts/config.ts';

const DEFAULT_SECRET = DEVELOPMENT_LINK_SECRET;

/** A production portal must not sign links with the published development secret. */
export function assertLinkSecret(config: Config): void {
  if (config.NODE_ENV === 'production' && config.LINK_SECRET === DEFAULT_SECRET) {
    throw new Error('LINK_SECRET must be set to a secret of your own in production');
  }
}

/** A key of its own per purpose, so that a signature made for one kind of link fits no other. */
function sign(config: Config, purpose: string, value: string): string {
  return createHmac('sha256', config.LINK_SECRET).update(`${purpose}\n${value}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `hash` of an invitation link `/registration?customerId=...&hash=...` a sales contact hands out. */
export function invitationHash(config: Config, customerId: string): string {
  return sign(config, 'invitation', customerId);
}

export function invitationValid(config: Config, customerId: string, hash: string): boolean {
  return same(invitationHash(config, customerId), hash);
}

/** A secret for another part of the provider (cookie keys), derived from the link secret. */
export function derivedSecret(config: Config, purpose: string): string {
  return sign(config, 'derived', purpose);
}

const CONFIRMATION_DAYS = 7;

/** The token of a registration confirmation link: the user id and an expiry, signed. */
export function confirmationToken(config: Config, userId: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + CONFIRMATION_DAYS * 24 * 3600;
  const value = `${userId}.${expires}`;
  return `${value}.${sign(config, 'confirmation', value)}`;
}

/** The user id of a valid, unexpired confirmation token. */
export function confirmedUserId(config: Config, token: string, now = new Date()): string | undefined {
  const [userId, expires, signature] = token.split('.');
  if (!userId || !expires || !signature) return undefined;
  if (!same(sign(config, 'confirmation', `${userId}.${expires}`), signature)) return undefined;
  if (Number(expires) * 1000 < now.getTime()) return undefined;
  return userId;
}
