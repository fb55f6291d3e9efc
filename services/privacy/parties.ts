import { erasedValue, partyIdentity, personalPartyFields } from '../../contracts/personal-data.ts';

const sameIdentity = (a: string[] | null, b: string[]) => a !== null && a.join('\u0000') === b.join('\u0000');

/** Every object in `value` that is the party `identity` (a name at an address), with its personal fields erased. */
export function withPartyErased(value: unknown, identity: string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withPartyErased(item, identity));
  if (value === null || typeof value !== 'object') return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, withPartyErased(inner, identity)]),
  );
  return sameIdentity(partyIdentity(object), identity) ? withPersonalFieldsErased(object) : object;
}

/** An address record or a change of one, with the fields that name or reach a person erased. */
export function withPersonalFieldsErased(record: Record<string, unknown>): Record<string, unknown> {
  const erased = { ...record };
  for (const field of personalPartyFields) {
    if (typeof erased[field] === 'string' && erased[field] !== '') erased[field] = erasedValue(erased[field]);
  }
  return erased;
}

export const isParty = (record: Record<string, unknown>, identity: string[]) =>
  sameIdentity(partyIdentity(record), identity);
