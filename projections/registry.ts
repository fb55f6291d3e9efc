import type { Projection, Reactor } from './runner/projection.ts';

/**
 * The read models and reactors the runner starts. Each read model folder defines its projection
 * with `defineProjection` (or its reactor with `defineReactor`) and adds it here.
 */
export const projections: Projection[] = [];

export const reactors: Reactor[] = [];
