/*
 * The delivery notes' plain values, without zod, for the web app's order form (docs/decisions/0143);
 * `deliveryNote.ts` re-exports them beside its schemas.
 */

/** At most this many delivery notes on one order. */
export const MAX_DELIVERY_NOTES = 10;
