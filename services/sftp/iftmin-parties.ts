import type { EdifactSegment } from '../files/edifact.ts';
import type { PartyId, PartyRole } from './file-order.ts';
import {
  type LocationReading,
  type MessageReading,
  type PartyName,
  type PartyReading,
  placeOf,
  value,
} from './iftmin-reading.ts';

/**
 * The parties of an IFTMIN message (docs/decisions/0226): NAD with its CTA and COM, and the places
 * LOC names. The roles are settled after the last segment: the sender is NAD+CZ, else NAD+SH, else
 * NAD+SF (an SF beside a CZ or SH is the loading site); the consignee is NAD+CN, else NAD+ST, else
 * NAD+DP, else the destination LOC+8 or LOC+7. A party may come by its id alone (C082): the id is
 * kept raw in `partyIds` for the code mapping, which fills the party from the customer's address
 * book.
 */

const SENDERS = ['CZ', 'SH', 'SF'];
const CONSIGNEES = ['CN', 'ST', 'DP'];
const LOCATION_ROLES: Record<string, LocationReading['role']> = {
  '5': 'loadingSite',
  '9': 'loadingSite',
  '8': 'consignee',
  '7': 'consignee',
  '1': 'shippingTerms',
};

/** NAD C082 (or LOC C517) id and agency: agency 9 is GS1 (a GLN), any other an id of the partner. */
function partyId(id: string | undefined, agency: string | undefined, place: PartyId['place']) {
  if (!id) return undefined;
  const found: PartyId = { id, scheme: agency === '9' ? 'GLN' : 'partner', place };
  return found;
}

const NAD_FIELDS = [
  ['name', 'C080.3036', 3, 0, 'name'],
  ['additionalName', 'C080.3036', 3, 1, 'name, second line'],
  ['street', 'C059.3042', 4, 0, 'street'],
  ['city', '3164', 5, 0, 'city'],
  ['zipCode', '3251', 7, 0, 'zip code'],
  ['country', '3207', 8, 0, 'country'],
] as const;

export function readParty(reading: MessageReading, segment: EdifactSegment) {
  const qualifier = value(segment, 0) ?? '';
  reading.party = undefined;
  if (![...SENDERS, ...CONSIGNEES].includes(qualifier)) return;
  const party: PartyReading = { qualifier, segment, values: {}, places: {} };
  for (const [field, element, index, component, what] of NAD_FIELDS) {
    party.places[field] = { segment, element, what };
    const text = value(segment, index, component);
    if (text !== undefined) party.values[field] = text;
  }
  const id = partyId(value(segment, 1, 0), value(segment, 1, 2), placeOf(segment, 'C082.3039', 'party id'));
  if (id) party.id = id;
  reading.partyReadings.push(party);
  reading.party = party;
}

export function readContact(reading: MessageReading, segment: EdifactSegment) {
  const { party } = reading;
  if (!party) return;
  party.places.contactName = { segment, element: 'C056.3412', what: 'contact' };
  const name = value(segment, 1, 1);
  if (name !== undefined) party.values.contactName = name;
}

export function readCommunication(reading: MessageReading, segment: EdifactSegment) {
  const field = { TE: 'phone', EM: 'email', AL: 'mobile' }[value(segment, 0, 1) ?? ''];
  const { party } = reading;
  if (!party || !field) return;
  party.places[field] = { segment, element: 'C076.3148', what: field };
  const number = value(segment, 0, 0);
  if (number !== undefined && party.values[field] === undefined) party.values[field] = number;
}

/** LOC 3227 with C517 (3225 id, 3055 agency, 3224 name) and C519.3223 (a country, e.g. `NO`). */
export function readLocation(reading: MessageReading, segment: EdifactSegment) {
  const role = LOCATION_ROLES[value(segment, 0) ?? ''];
  if (!role || reading.item) return;
  const country = value(segment, 2, 0);
  const location: LocationReading = { role, segment };
  const fields = { id: value(segment, 1, 0), agency: value(segment, 1, 2), name: value(segment, 1, 3) };
  for (const [key, text] of Object.entries(fields)) if (text) location[key as 'id'] = text;
  if (country && /^[A-Z]{2}$/.test(country)) location.country = country;
  reading.locations.push(location);
}

const firstOf = (parties: PartyReading[], qualifiers: string[]) =>
  qualifiers.map((qualifier) => parties.find((party) => party.qualifier === qualifier)).find(Boolean);

/** After the last segment: who is sender, consignee and loading site, and which ids come along. */
export function settleParties(reading: MessageReading) {
  const sender = firstOf(reading.partyReadings, SENDERS);
  const consignee = firstOf(reading.partyReadings, CONSIGNEES);
  if (sender) takeParty(reading, 'sender', sender);
  if (consignee) takeParty(reading, 'consignee', consignee);
  const site = sender?.qualifier !== 'SF' ? firstOf(reading.partyReadings, ['SF']) : undefined;
  if (site) {
    reading.loadingSite = { address: site.values, place: placeOf(site.segment) };
    if (site.id) reading.partyIds.loadingSite = site.id;
  }
  for (const location of reading.locations) takeLocation(reading, location);
}

function takeParty(reading: MessageReading, name: PartyName, party: PartyReading) {
  reading.parties[name] = party.values;
  reading.places[name] = placeOf(party.segment);
  for (const [field, { segment, element, what }] of Object.entries(party.places))
    reading.places[`${name}.${field}`] = placeOf(segment, element, `${name} ${what}`);
  if (party.id) reading.partyIds[name] = party.id;
}

/**
 * A place LOC named: the named place of the shipping terms (LOC+1); a site code alone is the id of
 * the loading site (LOC+5, LOC+9) or of the consignee (LOC+8, LOC+7) when no NAD gave one; a named
 * destination fills the consignee's city and country when no NAD named the consignee.
 */
function takeLocation(reading: MessageReading, location: LocationReading) {
  const { role, segment, id, agency, name, country } = location;
  const place = placeOf(segment, name ? 'C517.3224' : 'C517.3225', 'place');
  if (role === 'shippingTerms') {
    reading.shippingTermsPlace ??= {
      ...(name ? { name } : {}),
      ...(id ? { id } : {}),
      ...(country ? { country } : {}),
      place,
    };
    return;
  }
  const found = partyId(id, agency, placeOf(segment, 'C517.3225', 'place id'));
  if (found && !name && !reading.partyIds[role]) reading.partyIds[role] = found;
  if (!name) return;
  const address = { city: name, ...(country ? { country } : {}) };
  if (role === 'loadingSite') reading.loadingSite ??= { address, place: placeOf(segment) };
  else if (!reading.parties.consignee) {
    reading.parties.consignee = address;
    reading.places.consignee = placeOf(segment);
    reading.places['consignee.city'] = placeOf(segment, 'C517.3224', 'consignee city');
    if (country) reading.places['consignee.country'] = placeOf(segment, 'C519.3223', 'consignee country');
  }
}

export type { PartyRole };
