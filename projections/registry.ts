import { auditLogProjection } from './audit-log/index.ts';
import { mailLogProjection } from './mail-log/index.ts';
import type { Projection, Reactor } from './runner/projection.ts';
import { shipmentListProjection } from './shipment-list/index.ts';

/**
 * The read models and reactors the runner starts. Each read model folder defines its projection
 * with `defineProjection` (or its reactor with `defineReactor`) and adds it here.
 */
export const projections: Projection[] = [shipmentListProjection, auditLogProjection, mailLogProjection];

export const reactors: Reactor[] = [];
