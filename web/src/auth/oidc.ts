import { type User as OidcUser, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { z } from 'zod';
import type { RoleKind } from '../../../contracts/access.ts';
import { apiJson, nullIfNotFound } from '../api/client.ts';
import { claimAt, roleKindsFromClaim } from './roles.ts';

/** Where and as whom the web app signs in, and how it reads roles from the tokens. */
export interface AuthSettings {
  issuer: string;
  clientId: string;
  rolesClaim: string;
  /** The product part of role names; when unknown, role names of any product count. */
  roleProduct?: string;
}

/** The optional public GET /api/config; every field may be missing, and so may the endpoint. */
const publicConfigSchema = z.object({
  oidcIssuer: z.url().optional().catch(undefined),
  oidcClientId: z.string().min(1).optional().catch(undefined),
  rolesClaim: z.string().min(1).optional().catch(undefined),
  roleProduct: z
    .string()
    .regex(/^[A-Z0-9]+$/)
    .optional()
    .catch(undefined),
});

export const DEFAULT_CLIENT_ID = 'freight-portal-web';

/** The portal's own issuer at `${origin}/oidc` unless the API names another one (OIDC_ISSUER). */
export async function loadAuthSettings(origin: string): Promise<AuthSettings> {
  const published = await nullIfNotFound(apiJson<unknown>('/api/config')).catch(() => null);
  const config = publicConfigSchema.safeParse(published ?? {});
  const fields = config.success ? config.data : {};
  return {
    issuer: fields.oidcIssuer ?? `${origin}/oidc`,
    clientId: fields.oidcClientId ?? DEFAULT_CLIENT_ID,
    rolesClaim: fields.rolesClaim ?? 'roles',
    ...(fields.roleProduct ? { roleProduct: fields.roleProduct } : {}),
  };
}

export const CALLBACK_PATH = '/auth/callback';
/** Where the provider sends the browser after sign-out; the app moves on to the shipment overview. */
export const SIGNED_OUT_PATH = '/auth/signed-out';

export function createUserManager(settings: AuthSettings, origin: string): UserManager {
  return new UserManager({
    authority: settings.issuer,
    client_id: settings.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${SIGNED_OUT_PATH}`,
    response_type: 'code',
    // offline_access brings a refresh token, so the session renews without a hidden frame.
    scope: 'openid profile email phone offline_access',
    // Tokens live as long as the tab: a shared office computer forgets them when the tab closes.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: true,
    // Spec 001 section 6: no login-iframe check.
    monitorSession: false,
  });
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
export function rolesOf(user: OidcUser, settings: AuthSettings): RoleKind[] {
  const fromProfile = claimAt(user.profile as Record<string, unknown>, settings.rolesClaim);
  const claim = fromProfile ?? claimAt(jwtPayload(user.access_token), settings.rolesClaim);
  return roleKindsFromClaim(claim, settings.roleProduct);
}
