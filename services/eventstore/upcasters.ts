import type { Upcaster } from './upcasting.ts';

/**
 * Every upcaster of the portal's events, applied on read by whichever adapter runs. A module that
 * changes the shape of one of its events adds the step from the old schema version here.
 */
export const upcasters: Upcaster[] = [];
