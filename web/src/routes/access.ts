import { canAccess } from '../auth/permissions.ts';
import { getSession } from '../auth/session.ts';

/** Thrown by a route the viewer may not open; the route's error view offers sign-in or says why not. */
export class AccessDeniedError extends Error {
  readonly signedIn: boolean;

  constructor(path: string, signedIn: boolean) {
    super(`no access to ${path}`);
    this.name = 'AccessDeniedError';
    this.signedIn = signedIn;
  }
}

/** `beforeLoad` of every page: the permission table decides before any data is fetched. */
export function requireAccess({ location }: { location: { pathname: string } }): void {
  const { roles } = getSession();
  if (!canAccess(location.pathname, roles)) throw new AccessDeniedError(location.pathname, roles !== null);
}
