import type { User } from '../../../contracts/access.ts';
import type { Address, AddressBookType } from '../../../contracts/masterdata/addresses.ts';
import { messageKeys } from '../../../contracts/shipment/messages.ts';
import { DEFAULT_COUNTRY, type PartyType } from '../../../contracts/shipment/party-values.ts';
import type { OrderValues } from './order-values.ts';

/**
 * The rules of the sender and consignee cards (spec 000 sections 4 "Address form" and 6): choosing
 * from the address book, reset, loading site and neutral shipping, the contact prefill from the
 * signed-in user, and saving the party into the address book.
 */

export type PartyRole = 'sender' | 'consignee';
/** A party as the form holds it; the sender's shape, of which the consignee's is a part. */
export type PartyValues = OrderValues['sender'];
export type PartyContact = Pick<PartyValues, 'contactName' | 'phone' | 'email'>;

/** The address book role a party of the card has when the entry names none (spec section 4). */
export const roleType = (role: PartyRole): AddressBookType => (role === 'sender' ? 'SENDER' : 'CONSIGNEE');

const addressBookTypeSet: ReadonlySet<string> = new Set<AddressBookType>([
  'SENDER',
  'CONSIGNEE',
  'LOADING_SITE',
  'NEUTRAL',
  'DEFAULT_SENDER',
  'DEFAULT_CONSIGNEE',
]);

/** A blank entry of the card's type with the default country: not neutral, no delivery notes. */
export function blankParty(role: PartyRole): PartyValues {
  return {
    name: '',
    additionalName: '',
    customerId: '',
    street: '',
    zipCode: '',
    city: '',
    country: DEFAULT_COUNTRY,
    contactName: '',
    phone: '',
    mobile: '',
    email: '',
    web: '',
    isRetail: false,
    isNeutral: false,
    types: [roleType(role)],
    deliveryNotes: [],
  };
}

/** The party an address book entry makes: its data, types, delivery notes and self link. */
export function partyFromAddress(address: Address, role: PartyRole): PartyValues {
  const text = (value: string | null | undefined) => value ?? '';
  const types = address.types ?? [roleType(role)];
  const self = address._links?.self;
  return {
    ...blankParty(role),
    name: address.name,
    additionalName: text(address.additionalName),
    customerId: text(address.customerId),
    ...(address.emonsCustomerId ? { emonsCustomerId: address.emonsCustomerId } : {}),
    street: address.street,
    country: address.country,
    zipCode: address.zipCode,
    city: address.city,
    contactName: text(address.contactName),
    phone: text(address.phone),
    mobile: text(address.mobile),
    email: text(address.email),
    web: text(address.web),
    isRetail: address.isRetail ?? false,
    isNeutral: address.isNeutral ?? types.includes('NEUTRAL'),
    types: [...types],
    deliveryNotes: (address.deliveryNotes ?? []).map((note) =>
      note.attachmentValue
        ? { identifier: note.identifier, attachmentValue: note.attachmentValue }
        : { identifier: note.identifier },
    ),
    ...(role === 'sender' && address.autosendShippingDocuments !== undefined
      ? { autosendShippingDocuments: address.autosendShippingDocuments }
      : {}),
    ...(self ? { _links: { self: { href: self.href } } } : {}),
  };
}

/** With a provider customer id only the contact data may change (spec section 3). */
export const addressDataLocked = (party: PartyValues): boolean => Boolean(party.emonsCustomerId);

/** The contact data the signed-in user's profile gives: full name, phone and e-mail (spec section 6). */
export function userContact(user: Pick<User, 'firstName' | 'lastName' | 'phone' | 'email'>): PartyContact {
  return {
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    email: user.email,
  };
}

const filled = (value: string | undefined) => Boolean(value?.trim());

export function hasContactData(party: PartyValues): boolean {
  return [party.contactName, party.phone, party.mobile, party.email].some(filled);
}

/** The user's contact data on a sender that is not neutral and has none of its own. */
export function withUserContact(party: PartyValues, contact: PartyContact | undefined): PartyValues {
  if (!contact || party.isNeutral || hasContactData(party)) return party;
  return { ...party, ...contact };
}

/** The party without the contact data the user's profile put there; contact data of its own stays. */
export function withoutUserContact(party: PartyValues, contact: PartyContact | undefined): PartyValues {
  if (!contact) return party;
  const cleared = (key: keyof PartyContact) =>
    filled(party[key]) && party[key] === contact[key] ? { [key]: '' } : {};
  return { ...party, ...cleared('contactName'), ...cleared('phone'), ...cleared('email') };
}

function withType(types: readonly PartyType[] | undefined, type: PartyType, on: boolean): PartyType[] {
  const rest = (types ?? []).filter((existing) => existing !== type);
  return on ? [...rest, type] : rest;
}

export const isLoadingSite = (party: PartyValues): boolean => party.types?.includes('LOADING_SITE') ?? false;
export const isNeutral = (party: PartyValues): boolean => party.isNeutral === true;

/**
 * Neutral shipping on or off: the NEUTRAL type and the flag follow, and the contact data is
 * refilled: the user's contact goes when the sender becomes neutral and comes back when it stops.
 */
export function withNeutral(party: PartyValues, on: boolean, contact: PartyContact | undefined): PartyValues {
  const next = { ...party, isNeutral: on, types: withType(party.types, 'NEUTRAL', on) };
  return on ? withoutUserContact(next, contact) : withUserContact(next, contact);
}

/** A sender switched to a loading site gets the LOADING_SITE type and is no longer neutral. */
export function withLoadingSite(
  party: PartyValues,
  on: boolean,
  contact: PartyContact | undefined,
): PartyValues {
  const next = { ...party, types: withType(party.types, 'LOADING_SITE', on) };
  return on && isNeutral(next) ? withNeutral(next, false, contact) : next;
}

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The body of POST /api/addresses or of a PUT on the entry's self link. An empty types list becomes
 * the card's type; an update keeps what the party does not carry (invoice recipient, provider
 * customer id) from the stored entry.
 */
export function addressBookPayload(
  party: PartyValues,
  role: PartyRole,
  stored?: Address,
): Record<string, unknown> {
  const types = (party.types ?? []).filter((type) => addressBookTypeSet.has(type));
  return {
    ...(stored ? { emonsCustomerId: stored.emonsCustomerId, invoiceRecipient: stored.invoiceRecipient } : {}),
    types: types.length > 0 ? types : [roleType(role)],
    name: party.name.trim(),
    additionalName: orNull(party.additionalName),
    customerId: orNull(party.customerId),
    isRetail: party.isRetail ?? false,
    street: party.street.trim(),
    country: party.country ?? DEFAULT_COUNTRY,
    zipCode: party.zipCode.trim(),
    city: party.city.trim(),
    contactName: orNull(party.contactName),
    phone: orNull(party.phone),
    mobile: orNull(party.mobile),
    email: orNull(party.email),
    web: orNull(party.web),
    autosendShippingDocuments: party.autosendShippingDocuments ?? stored?.autosendShippingDocuments ?? false,
    deliveryNotes: (party.deliveryNotes ?? []).map((note) => ({
      identifier: note.identifier,
      attachmentValue: orNull(note.attachmentValue),
    })),
  };
}

/** The party after its address book entry was saved: it now updates that entry. */
export function withSavedAddress(party: PartyValues, saved: Address): PartyValues {
  const self = saved._links.self;
  return { ...party, types: [...saved.types], ...(self ? { _links: { self: { href: self.href } } } : {}) };
}

/** The party's data fields the address book answers field errors for, as order form paths. */
export const addressFieldsOnCard = [
  'name',
  'additionalName',
  'customerId',
  'street',
  'country',
  'zipCode',
  'city',
  'contactName',
  'phone',
  'mobile',
  'email',
  'web',
] as const;

/**
 * The numbering plans (libphonenumber-js with its full metadata, about 50 KB gzipped) load when a
 * phone field is first entered or the form has rendered and the browser is idle, not with the
 * order form (docs/decisions/0143).
 */
let phoneRules: Promise<typeof import('../../../contracts/rules/contacts.ts')> | undefined;
export function loadPhoneRules() {
  phoneRules ??= import('../../../contracts/rules/contacts.ts');
  phoneRules.catch(() => {
    phoneRules = undefined;
  });
  return phoneRules;
}

/**
 * The message key of a phone or mobile number the numbering plan of the party's country refuses,
 * as the server reports it (validation.phone, validation.mobile); null for a valid or empty one.
 */
export async function contactNumberProblem(
  kind: 'phone' | 'mobile',
  value: string,
  country: string,
): Promise<string | null> {
  if (!value.trim()) return null;
  const { isValidMobile, isValidPhone } = await loadPhoneRules();
  if (kind === 'phone') return isValidPhone(value, country) ? null : messageKeys.phone;
  return isValidMobile(value, country) ? null : messageKeys.mobile;
}

/**
 * The phone and mobile problems of the order's sender and consignee by field path, as saving checks
 * them beside the contract's errors: a number refused on leaving its field stays refused on Save.
 */
export async function contactNumberErrors(
  values: Partial<
    Record<'sender' | 'consignee', Partial<Record<'phone' | 'mobile' | 'country', string | null>>>
  >,
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const party of ['sender', 'consignee'] as const)
    for (const kind of ['phone', 'mobile'] as const) {
      const value = values[party]?.[kind];
      if (!value) continue;
      const problem = await contactNumberProblem(kind, value, values[party]?.country ?? DEFAULT_COUNTRY);
      if (problem) errors[`${party}.${kind}`] = problem;
    }
  return errors;
}
