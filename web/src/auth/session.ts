import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import type { RoleKind } from '../../../contracts/access.ts';
import {
  type AuthSettings,
  isExpired,
  loadAuthSettings,
  rolesOf,
  type SessionUser,
  storedUser,
} from './settings.ts';

/** Who is looking at the portal; `roles` is null for a visitor who is not signed in. */
export interface Session {
  user: SessionUser | null;
  roles: RoleKind[] | null;
  displayName: string | null;
}

const signedOut: Session = { user: null, roles: null, displayName: null };

let origin = '';
let settings: AuthSettings | null = null;
let manager: Promise<UserManager> | null = null;
let session: Session = signedOut;
const listeners = new Set<() => void>();

/** Renewal starts this long before the access token expires (the library itself renews 60 s before). */
const RENEWAL_LEAD_MS = 120_000;
let renewalTimer: ReturnType<typeof setTimeout> | undefined;

function setUser(user: SessionUser | null): void {
  session =
    user && !isExpired(user) && settings
      ? {
          user,
          roles: rolesOf(user, settings),
          displayName: user.profile.name ?? user.profile.preferred_username ?? user.profile.sub,
        }
      : signedOut;
  scheduleRenewal();
  for (const listener of listeners) listener();
}

/**
 * The OpenID Connect client, loaded on first need: it renews the session's tokens from then on
 * (refresh token before expiry, automaticSilentRenew) and keeps the session in step.
 */
function userManager(): Promise<UserManager> {
  manager ??= (async () => {
    if (!settings) throw new Error('sign-in is not initialised');
    const { createUserManager } = await import('./oidc.ts');
    const created = createUserManager(settings, origin);
    created.events.addUserLoaded((user) => setUser(user));
    created.events.addUserUnloaded(() => setUser(null));
    // An expired access token is not the end of the session while the refresh token still works.
    created.events.addAccessTokenExpired(() => void renewOrSignOut());
    created.events.addSilentRenewError((error) => console.warn('[sign-in] renewal failed', error));
    return created;
  })();
  manager.catch(() => {
    manager = null;
  });
  return manager;
}

/**
 * Until the client is loaded, a timer stands in for its renewal: shortly before the access token
 * expires it loads the client, which renews the token by its refresh token.
 */
function scheduleRenewal(): void {
  clearTimeout(renewalTimer);
  const expiresAt = session.user?.expires_at;
  if (manager || expiresAt === undefined) return;
  const due = Math.max(0, expiresAt * 1000 - Date.now() - RENEWAL_LEAD_MS);
  renewalTimer = setTimeout(() => void userManager().catch(() => undefined), due);
}

/**
 * Reads the sign-in settings and the session kept in this tab; runs once before the first render.
 * A valid session is read from sessionStorage directly, so the first screen does not wait for the
 * OpenID Connect library; an expired one is renewed (or dropped) first.
 */
export async function initSession(pageOrigin: string): Promise<void> {
  origin = pageOrigin;
  settings = await loadAuthSettings(origin);
  const stored = storedUser(settings, window.sessionStorage);
  if (stored && isExpired(stored)) await renewOrSignOut(stored);
  else setUser(stored);
  // A visitor will sign in: the client loads now, beside the first screen, and is ready by then.
  if (!stored) void userManager().catch(() => undefined);
}

async function renewOrSignOut(user: SessionUser | null = session.user): Promise<void> {
  const users = await userManager();
  const renewed: OidcUser | null = user?.refresh_token ? await users.signinSilent().catch(() => null) : null;
  if (!renewed) await users.removeUser();
  setUser(renewed);
}

export function getSession(): Session {
  return session;
}

export function accessToken(): string | undefined {
  return session.user?.access_token;
}

/** A new access token by the refresh token, for a call the API refused; undefined when that fails. */
export async function renewAccessToken(): Promise<string | undefined> {
  if (!settings || !session.user?.refresh_token) return undefined;
  try {
    return (await (await userManager()).signinSilent())?.access_token;
  } catch (error) {
    console.warn('[sign-in] renewal failed', error);
    return undefined;
  }
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

interface SignInState {
  returnTo: string;
}

/** Starts the Authorization Code flow with PKCE; the provider sends the user back to `returnTo`. */
export async function signIn(returnTo: string): Promise<void> {
  // The sign-in page speaks the language the portal shows.
  const language = document.documentElement.lang;
  await (await userManager()).signinRedirect({
    state: { returnTo } satisfies SignInState,
    ...(language ? { ui_locales: language } : {}),
  });
}

/** Finishes the sign-in on the callback page and tells where the user was. */
export async function completeSignIn(url: string): Promise<string> {
  const user = await (await userManager()).signinRedirectCallback(url);
  setUser(user);
  const state = user.state as Partial<SignInState> | undefined;
  // Only a path of this site: a crafted state must not send the user elsewhere.
  return typeof state?.returnTo === 'string' &&
    state.returnTo.startsWith('/') &&
    !state.returnTo.startsWith('//')
    ? state.returnTo
    : '/';
}

export async function signOut(): Promise<void> {
  const current = session.user;
  const users = await userManager();
  await users.removeUser();
  try {
    const language = document.documentElement.lang;
    await users.signoutRedirect({
      ...(current?.id_token ? { id_token_hint: current.id_token } : {}),
      ...(language ? { extraQueryParams: { ui_locales: language } } : {}),
    });
  } catch (error) {
    // A provider without an end-session endpoint: the local sign-out above is all there is.
    console.warn('[sign-in] provider sign-out failed', error);
  }
}
