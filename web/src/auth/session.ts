import type { User as OidcUser, UserManager } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import type { RoleKind } from '../../../contracts/access.ts';
import { type AuthSettings, createUserManager, loadAuthSettings, rolesOf } from './oidc.ts';

/** Who is looking at the portal; `roles` is null for a visitor who is not signed in. */
export interface Session {
  user: OidcUser | null;
  roles: RoleKind[] | null;
  displayName: string | null;
}

const signedOut: Session = { user: null, roles: null, displayName: null };

let manager: UserManager | null = null;
let settings: AuthSettings | null = null;
let session: Session = signedOut;
const listeners = new Set<() => void>();

function setUser(user: OidcUser | null): void {
  session =
    user && !user.expired && settings
      ? {
          user,
          roles: rolesOf(user, settings),
          displayName: user.profile.name ?? user.profile.preferred_username ?? user.profile.sub,
        }
      : signedOut;
  for (const listener of listeners) listener();
}

function userManager(): UserManager {
  if (!manager) throw new Error('sign-in is not initialised');
  return manager;
}

/** Reads the sign-in settings and a session kept in this tab; runs once before the first render. */
export async function initSession(origin: string): Promise<void> {
  settings = await loadAuthSettings(origin);
  manager = createUserManager(settings, origin);
  manager.events.addUserLoaded((user) => setUser(user));
  manager.events.addUserUnloaded(() => setUser(null));
  // An expired access token is not the end of the session while the refresh token still works.
  manager.events.addAccessTokenExpired(() => void renewOrSignOut());
  manager.events.addSilentRenewError((error) => console.warn('[sign-in] renewal failed', error));
  const stored = await manager.getUser();
  if (stored?.expired) await renewOrSignOut(stored);
  else setUser(stored);
}

async function renewOrSignOut(user: OidcUser | null = session.user): Promise<void> {
  const renewed = user?.refresh_token
    ? await userManager()
        .signinSilent()
        .catch(() => null)
    : null;
  if (!renewed) await userManager().removeUser();
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
  if (!manager || !session.user?.refresh_token) return undefined;
  try {
    return (await manager.signinSilent())?.access_token;
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
  await userManager().signinRedirect({
    state: { returnTo } satisfies SignInState,
    ...(language ? { ui_locales: language } : {}),
  });
}

/** Finishes the sign-in on the callback page and tells where the user was. */
export async function completeSignIn(url: string): Promise<string> {
  const user = await userManager().signinRedirectCallback(url);
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
  await userManager().removeUser();
  try {
    const language = document.documentElement.lang;
    await userManager().signoutRedirect({
      ...(current?.id_token ? { id_token_hint: current.id_token } : {}),
      ...(language ? { extraQueryParams: { ui_locales: language } } : {}),
    });
  } catch (error) {
    // A provider without an end-session endpoint: the local sign-out above is all there is.
    console.warn('[sign-in] provider sign-out failed', error);
  }
}
