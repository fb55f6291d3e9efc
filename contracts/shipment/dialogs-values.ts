/* The dialogs' plain limits, without zod, for the web app's first screen; `dialogs.ts` re-exports them. */

/** At most this many shipments in one batch. */
export const MAX_BATCH_SIZE = 1000;
