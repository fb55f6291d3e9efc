export * from './decide.ts';
export * from './diff.ts';
export * from './links.ts';
export * from './normalize.ts';
export type * from './rules.ts';
export * from './shipment.ts';
export * from './validate.ts';

import { decide } from './decide.ts';
import { evolve, initialState } from './shipment.ts';

/** The shipment aggregate for the command handler. */
export const shipmentDecider = { initialState, evolve, decide };
