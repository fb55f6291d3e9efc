import type { RoleKind } from '../../../contracts/access.ts';

/**
 * Who may open a page:
 * - `anyone`: signed in or not;
 * - `signedOut`: visitors only (registration);
 * - `signedIn`: any signed-in user (SCOPE_profile);
 * - `customerWork`: any signed-in user who is not only an auditor, since the auditor reads shipments
 *   and their history and changes nothing;
 * - a list of role kinds: any one of them.
 */
export type PageAccess = 'anyone' | 'signedOut' | 'signedIn' | 'customerWork' | readonly RoleKind[];

const BRANCH_ADMINS = ['NL_Admin', 'All_NL_Admin', 'Admin'] as const satisfies readonly RoleKind[];

/**
 * The route permissions of spec 001 section 6, by path prefix; the longest matching prefix decides.
 * Paths that match nothing are open to signed-in users, so an unknown address shows "not found"
 * rather than a sign-in request.
 */
export const pageAccess: readonly (readonly [prefix: string, access: PageAccess])[] = [
  ['/', 'anyone'],
  ['/auth', 'anyone'],
  ['/help', 'anyone'],
  ['/registration', 'signedOut'],
  ['/settings', ['User']],
  ['/shipments', 'customerWork'],
  ['/shipments/list', 'signedIn'],
  ['/addresses', 'customerWork'],
  ['/templates', 'customerWork'],
  ['/administration', BRANCH_ADMINS],
  ['/administration/customers', BRANCH_ADMINS],
  ['/administration/locations', BRANCH_ADMINS],
  ['/administration/services', ['Admin']],
  ['/administration/countries', ['Admin']],
  ['/administration/notificationCodes', ['Admin']],
  ['/administration/products', ['Admin']],
  ['/administration/packagingCodes', ['Admin']],
  ['/administration/hazmatCodes', ['Admin']],
  ['/administration/incoTermCodes', ['Admin']],
  ['/administration/hazmats', ['Admin']],
  ['/administration/zipCodeAreas', ['Admin']],
  ['/administration/mailPersistenceEvents', ['Admin']],
  ['/administration/journeyCodes', ['Admin']],
];

function matches(path: string, prefix: string): boolean {
  // The root entry is the root page only; everything else is a prefix of its sub-pages too.
  return path === prefix || (prefix !== '/' && path.startsWith(`${prefix}/`));
}

export function accessFor(path: string): PageAccess {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  let best: readonly [string, PageAccess] | undefined;
  for (const entry of pageAccess) {
    if (matches(normalized, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : 'signedIn';
}

/**
 * Whether a viewer may open a path; `roles` is null for a visitor who is not signed in.
 * The menu shows an entry only where this passes; the API enforces the same rules on its own.
 */
export function canAccess(path: string, roles: readonly RoleKind[] | null): boolean {
  const access = accessFor(path);
  if (access === 'anyone') return true;
  if (access === 'signedOut') return roles === null;
  if (roles === null) return false;
  if (access === 'signedIn') return true;
  if (access === 'customerWork') return roles.length === 0 || roles.some((role) => role !== 'Auditor');
  return access.some((kind) => roles.includes(kind));
}
