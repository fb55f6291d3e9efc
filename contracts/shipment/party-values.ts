/*
 * The parties' plain values, without zod, for the web app's order form, which renders before the
 * schema library has loaded (docs/decisions/0143); `party.ts` re-exports them beside its schemas.
 */

/** Roles an address plays, as parties on an order carry them from the address book. */
export const partyTypes = [
  'SENDER',
  'CONSIGNEE',
  'LOADING_SITE',
  'NEUTRAL',
  'DEFAULT_SENDER',
  'DEFAULT_CONSIGNEE',
  'INVOICE_RECIPIENT',
] as const;
export type PartyType = (typeof partyTypes)[number];

export const DEFAULT_COUNTRY = 'DE';
