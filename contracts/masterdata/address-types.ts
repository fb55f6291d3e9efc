import type { RoleKind } from '../access.ts';

/**
 * The type dependencies of an address book entry (spec 000 section 5, spec 001 section 5), as pure
 * functions: the contract schema refuses what breaks them and the address form offers only what
 * keeps them, so the browser and the server agree.
 */

export const addressBookTypes = [
  'SENDER',
  'CONSIGNEE',
  'LOADING_SITE',
  'NEUTRAL',
  'DEFAULT_SENDER',
  'DEFAULT_CONSIGNEE',
] as const;
export type AddressBookType = (typeof addressBookTypes)[number];

/** The roles of an entry; every entry has at least one. */
export const addressRoles = ['SENDER', 'CONSIGNEE', 'LOADING_SITE'] as const satisfies AddressBookType[];

/** Each default type and the role it belongs to. */
const roleOfDefault = { DEFAULT_SENDER: 'SENDER', DEFAULT_CONSIGNEE: 'CONSIGNEE' } as const;

export const addressTypeIssueKeys = {
  roleRequired: 'address.types.role-required',
  defaultSender: 'address.types.default-sender',
  defaultConsignee: 'address.types.default-consignee',
  loadingSiteOwnSender: 'address.types.loading-site-own-sender',
} as const;
export type AddressTypeIssue = (typeof addressTypeIssueKeys)[keyof typeof addressTypeIssueKeys];

/** The ids that decide whether an entry is the customer's own sender address. */
export interface AddressIdentity {
  customerId?: string | null | undefined;
  /** The forwarder's (provider's) customer id, set by administrators. */
  emonsCustomerId?: string | null | undefined;
}

type Types = Iterable<AddressBookType>;

/** A sender whose provider customer id is its own customer id: the customer itself, never a loading site. */
export function isOwnSender(types: Types, identity: AddressIdentity): boolean {
  return (
    new Set(types).has('SENDER') &&
    Boolean(identity.emonsCustomerId) &&
    identity.emonsCustomerId === identity.customerId
  );
}

/** The message keys of the dependencies that `types` break, in the order the form shows them. */
export function addressTypeIssues(types: Types, identity: AddressIdentity): AddressTypeIssue[] {
  const set = new Set(types);
  const issues: AddressTypeIssue[] = [];
  if (!addressRoles.some((role) => set.has(role))) issues.push(addressTypeIssueKeys.roleRequired);
  if (set.has('DEFAULT_SENDER') && !set.has('SENDER')) issues.push(addressTypeIssueKeys.defaultSender);
  if (set.has('DEFAULT_CONSIGNEE') && !set.has('CONSIGNEE')) {
    issues.push(addressTypeIssueKeys.defaultConsignee);
  }
  if (set.has('LOADING_SITE') && isOwnSender(set, identity)) {
    issues.push(addressTypeIssueKeys.loadingSiteOwnSender);
  }
  return issues;
}

/**
 * Whether `type` can be ticked next to `types`: a default only with its role, a loading site not
 * on the customer's own sender address. NEUTRAL combines with every type (docs/decisions/0036).
 */
export function isTypeSelectable(type: AddressBookType, types: Types, identity: AddressIdentity): boolean {
  const set = new Set(types);
  if (type === 'DEFAULT_SENDER' || type === 'DEFAULT_CONSIGNEE') return set.has(roleOfDefault[type]);
  if (type === 'LOADING_SITE') return !isOwnSender(set, identity);
  return true;
}

/**
 * The types a changed selection leaves: a default goes with its role, and a loading site goes when
 * the entry becomes the customer's own sender. In the canonical order of `addressBookTypes`.
 */
export function withTypeDependencies(types: Types, identity: AddressIdentity): AddressBookType[] {
  const set = new Set(types);
  for (const [defaultType, role] of Object.entries(roleOfDefault) as [AddressBookType, AddressBookType][]) {
    if (!set.has(role)) set.delete(defaultType);
  }
  if (isOwnSender(set, identity)) set.delete('LOADING_SITE');
  return addressBookTypes.filter((type) => set.has(type));
}

/** An invoice recipient belongs to senders and loading sites only. */
export function allowsInvoiceRecipient(types: Types): boolean {
  const set = new Set(types);
  return set.has('SENDER') || set.has('LOADING_SITE');
}

/** Shipping documents are sent automatically to loading sites only. */
export function allowsAutosend(types: Types): boolean {
  return new Set(types).has('LOADING_SITE');
}

/** The provider's data of an address, which only administrators change once the provider id is set. */
export const administrativeAddressFields = [
  'name',
  'additionalName',
  'customerId',
  'street',
  'zipCode',
  'city',
  'country',
] as const;

const administratorRoles: readonly RoleKind[] = ['Admin', 'All_NL_Admin', 'NL_Admin'];

/** Administrators set the provider id and change the provider's data of an address. */
export function isMasterdataAdministrator(roles: readonly RoleKind[] | null | undefined): boolean {
  return (roles ?? []).some((role) => administratorRoles.includes(role));
}

/** Whether the provider's data of an address is read-only for this user (spec 001 section 5). */
export function administrativeDataLocked(
  emonsCustomerId: string | null | undefined,
  roles: readonly RoleKind[] | null | undefined,
): boolean {
  return Boolean(emonsCustomerId) && !isMasterdataAdministrator(roles);
}
