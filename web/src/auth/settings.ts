import type { RoleKind } from '../../../contracts/access.ts';
import { apiJson, nullIfNotFound } from '../api/client.ts';
import { claimAt, roleKindsFromClaim } from './roles.ts';

/*
 * What the first screen needs to know of the sign-in, without the OpenID Connect library: the
 * settings, the session this tab keeps and the roles in it. oidc.ts, loaded only when a sign-in,
 * renewal or sign-out is due, holds the library (docs/decisions/0127).
 */

/** Where and as whom the web app signs in, and how it reads roles from the tokens. */
export interface AuthSettings {
  issuer: string;
  clientId: string;
  rolesClaim: string;
  /** The product part of role names; when unknown, role names of any product count. */
  roleProduct?: string;
}

/** The signed-in user as the tab keeps it: what the OpenID Connect library stores and loads. */
export interface SessionUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: { sub: string; name?: string; preferred_username?: string; [claim: string]: unknown };
}

export const DEFAULT_CLIENT_ID = 'freight-portal-web';
export const CALLBACK_PATH = '/auth/callback';
/** Where the provider sends the browser after sign-out; the app moves on to the shipment overview. */
export const SIGNED_OUT_PATH = '/auth/signed-out';

const nonEmptyText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The optional public GET /api/config: each field is taken when it is well-formed and ignored
 * otherwise; the endpoint itself may be missing.
 */
export function authSettingsOf(published: unknown, origin: string): AuthSettings {
  const fields =
    typeof published === 'object' && published !== null ? (published as Record<string, unknown>) : {};
  const { oidcIssuer, oidcClientId, rolesClaim, roleProduct } = fields;
  return {
    issuer: typeof oidcIssuer === 'string' && URL.canParse(oidcIssuer) ? oidcIssuer : `${origin}/oidc`,
    clientId: nonEmptyText(oidcClientId) ? oidcClientId : DEFAULT_CLIENT_ID,
    rolesClaim: nonEmptyText(rolesClaim) ? rolesClaim : 'roles',
    ...(typeof roleProduct === 'string' && /^[A-Z0-9]+$/.test(roleProduct) ? { roleProduct } : {}),
  };
}

/** The portal's own issuer at `${origin}/oidc` unless the API names another one (OIDC_ISSUER). */
export async function loadAuthSettings(origin: string): Promise<AuthSettings> {
  const published = await nullIfNotFound(apiJson<unknown>('/api/config')).catch(() => null);
  return authSettingsOf(published, origin);
}

/** Where the OpenID Connect library keeps the user of these settings in the tab's sessionStorage. */
export function storedUserKey(settings: AuthSettings): string {
  return `oidc.user:${settings.issuer}:${settings.clientId}`;
}

/** The user this tab kept, read as the library would read it; null when there is none or it is unreadable. */
export function storedUser(settings: AuthSettings, storage: Pick<Storage, 'getItem'>): SessionUser | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(storedUserKey(settings)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const user = stored as Partial<SessionUser>;
  if (typeof user.access_token !== 'string' || typeof user.profile?.sub !== 'string') return null;
  return user as SessionUser;
}

/** As the library counts it: expired once `expires_at` is reached (whole seconds); never without one. */
export function isExpired(user: Pick<SessionUser, 'expires_at'>, now = Date.now()): boolean {
  return user.expires_at !== undefined && user.expires_at - Math.floor(now / 1000) <= 0;
}

function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Roles from the ID token's claims, else from the access token when it is a JWT. */
export function rolesOf(user: SessionUser, settings: AuthSettings): RoleKind[] {
  const fromProfile = claimAt(user.profile, settings.rolesClaim);
  const claim = fromProfile ?? claimAt(jwtPayload(user.access_token), settings.rolesClaim);
  return roleKindsFromClaim(claim, settings.roleProduct);
}
