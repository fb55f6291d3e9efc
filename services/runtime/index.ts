export { type ReadinessCheck, runChecks } from './readiness.ts';
export type { Runtime } from './runtime.ts';
export type { Seeder } from './seeder.ts';
export { activeTraceparent, inSpan, startRequestSpan, traceparentOf } from './tracing.ts';
