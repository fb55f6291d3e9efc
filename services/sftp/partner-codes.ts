import type { CodeMappingKind } from '../../contracts/masterdata/code-mappings.ts';
import { type CodeTable, ownMapping, portalCode } from '../../contracts/rules/partner-codes.ts';
import { messageKeys } from '../../contracts/shipment/messages.ts';
import { translate } from '../i18n/index.ts';
import type { MappedParty } from '../masterdata/code-mappings.ts';
import type { FileError, FileOrder, PartyId, PartyRole } from './file-order.ts';
import { quotedValue } from './file-report.ts';
import { locateField } from './order-files.ts';

/**
 * A partner's codes in an order file turned into the portal's (docs/decisions/0229), before the
 * order is checked as the API checks it: products, shipping terms, packing and delivery-note codes
 * through the customer's code mappings and the defaults, parties named by an id from the address
 * book entry their mapping names. A code that is neither the portal's nor mapped is reported by
 * name, with the mapping that would take it in; the contract then does not report it again.
 */

export interface PartnerCodes {
  table: CodeTable;
  /** Whether a value is the portal's own code of a kind. */
  known: Partial<Record<CodeMappingKind, (code: string) => boolean>>;
  /** Address book entries by id, as the party mappings name them. */
  addresses: ReadonlyMap<string, MappedParty>;
}

type Payload = Record<string, unknown>;

/** The API's refusal of a value of each kind that is none of the portal's codes. */
const REFUSALS: Record<Exclude<CodeMappingKind, 'unit' | 'party'>, string> = {
  product: messageKeys.productUnknown,
  shippingTerms: messageKeys.shippingTermsUnknown,
  packingCode: messageKeys.packingCodeUnknown,
  deliveryNote: messageKeys.deliveryNoteUnknown,
};

/** The order with the portal's codes, and the codes nothing maps. */
export function mapPartnerCodes(
  order: FileOrder,
  codes: PartnerCodes,
): { order: FileOrder; errors: FileError[] } {
  const payload = structuredClone(order.payload) as unknown as Payload;
  const errors: FileError[] = [];
  const reported = [...(order.reported ?? [])];
  const mapCode = (kind: keyof typeof REFUSALS, holder: Payload | undefined, key: string, field: string) => {
    const value = holder?.[key];
    if (!holder || typeof value !== 'string' || value === '' || reported.includes(field)) return;
    const mapped = portalCode(codes.table, kind, value, codes.known[kind]);
    if (mapped !== undefined) {
      holder[key] = mapped;
      return;
    }
    // The API's refusal of the same value first, so that every door says the same (docs/decisions/0229).
    const refusal = REFUSALS[kind];
    errors.push({
      ...locateField(order, field),
      message: `${translate('en', refusal)}; no code mapping names it: add the mapping ${kind} ${value} to the customer's code mappings`,
      code: 'orderFile.code-unmapped',
      params: { kind, value, refusal },
      field,
      ...(quotedValue(value) ? { value: quotedValue(value) } : {}),
    });
    reported.push(field);
  };

  mapCode('product', payload.product as Payload | undefined, 'identifier', 'product.identifier');
  mapCode(
    'shippingTerms',
    payload.shippingTerms as Payload | undefined,
    'identifier',
    'shippingTerms.identifier',
  );
  const items = ((payload.cargoList as Payload | undefined)?.items ?? []) as Payload[];
  for (const [index, item] of items.entries())
    mapCode('packingCode', item, 'packingCode', `cargoList.items[${index}].packingCode`);
  const notes = (payload.deliveryNotes ?? []) as Payload[];
  for (const [index, note] of notes.entries())
    mapCode('deliveryNote', note, 'identifier', `deliveryNotes[${index}].identifier`);
  errors.push(...mapParties(order, payload, codes, reported));
  return {
    order: { ...order, payload: payload as unknown as FileOrder['payload'], reported },
    errors,
  };
}

/** The roles in the order they fill the order's parties: a loading site replaces the sender last. */
const ROLES: readonly PartyRole[] = ['sender', 'consignee', 'loadingSite'];

/**
 * Fills the parties a partner named by id from their address book entries; a loading site, named by
 * id or with its address, becomes the sender: it is where the goods are picked up.
 */
function mapParties(
  order: FileOrder,
  payload: Payload,
  codes: PartnerCodes,
  reported: string[],
): FileError[] {
  const errors: FileError[] = [];
  const siteAddress = order.loadingSite?.address;
  for (const role of ROLES) {
    const partyId = order.partyIds?.[role];
    const target = role === 'loadingSite' ? 'sender' : role;
    const addressId = partyId && ownMapping(codes.table, 'party', partyId.id);
    const address = addressId === undefined ? undefined : codes.addresses.get(addressId);
    if (address) payload[target] = { ...address };
    else if (role === 'loadingSite' && siteAddress?.name) payload.sender = { ...siteAddress };
    else if (
      partyId &&
      (role === 'loadingSite' || (payload[target] as Payload | undefined)?.name === undefined)
    ) {
      errors.push(unmappedParty(role, partyId, addressId));
      reported.push(target);
    }
  }
  return errors;
}

/** The problem of a party id that names no address book entry. */
function unmappedParty(role: PartyRole, partyId: PartyId, addressId: string | undefined): FileError {
  const scheme = partyId.scheme === 'GLN' ? 'GLN' : 'id';
  const { id } = partyId;
  return {
    ...partyId.place,
    message:
      addressId === undefined
        ? `the ${scheme} has no code mapping; add the mapping party ${id} to an entry of the customer's address book`
        : `the ${scheme} is mapped to an address book entry that no longer exists`,
    code: addressId === undefined ? 'orderFile.party-unmapped' : 'orderFile.party-address-gone',
    params: { scheme, id },
    field: role,
    value: JSON.stringify(id),
  };
}
