import { z } from 'zod';
import { roleKinds } from './access-values.ts';

export { roleKinds } from './access-values.ts';
export const roleKindSchema = z.enum(roleKinds);
export type RoleKind = z.infer<typeof roleKindSchema>;

export function roleName(product: string, kind: RoleKind): string {
  return `ROLE_EIP_${product}_${kind}`;
}

/** The signed-in user as every route sees it, built from the verified access token and the user directory. */
export interface Principal {
  subject: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone: string;
  roles: RoleKind[];
  /** Customers (six-character ids) whose data the user may read and change. */
  customerIds: string[];
  /** Branch (location abbreviation) of a branch admin or auditor. */
  branch?: string;
  /**
   * Set when a customer's system calls with a machine client's token (client credentials): it acts
   * for its one customer, on the shipment API only, within these scopes (docs/decisions/0109).
   */
  client?: { clientId: string; scopes: string[] };
}

/**
 * Who may call a route: `public` (no token), `authenticated` (any signed-in user; SCOPE_profile),
 * or any of the listed role kinds.
 */
export type RouteAccess = 'public' | 'authenticated' | readonly RoleKind[];

export const userSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  customerIds: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** Methods that only read; every other method changes data. */
export const READ_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS'];

/**
 * Whether a principal may change anything at all: auditors read only. A user who is an auditor
 * and also holds another role writes as the latter; a principal without roles changes nothing.
 */
export function mayChangeData(roles: readonly RoleKind[]): boolean {
  return roles.some((kind) => kind !== 'Auditor');
}
