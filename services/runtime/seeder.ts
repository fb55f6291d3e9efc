import type { Runtime } from './runtime.ts';

/** A module's seeding step: idempotent, inserts what is missing and never overwrites user changes. */
export type Seeder = { name: string; seed(runtime: Runtime): Promise<void> };
