import { identitySeeder } from '../services/identity/seed.ts';
import { masterdataSeeder } from '../services/masterdata/seeder.ts';
import type { Runtime, Seeder } from '../services/runtime/index.ts';
import { demoShipmentsSeeder } from '../services/shipments/demo.ts';

/** Every module's seeder, in dependency order (reference data before the users that refer to it). */
const seeders: Seeder[] = [masterdataSeeder, identitySeeder];

/**
 * Seeders of a demo installation's shipments, after the others: `npm start` runs them, while
 * the tests' portals start with the demo world's sign-ins but without its shipments.
 */
const demoShipmentsSeeders: Seeder[] = [demoShipmentsSeeder];

export async function seedAll(runtime: Runtime, options: { demoShipments?: boolean } = {}): Promise<void> {
  for (const seeder of [...seeders, ...(options.demoShipments ? demoShipmentsSeeders : [])]) {
    const started = performance.now();
    await seeder.seed(runtime);
    runtime.log.debug({ seeder: seeder.name, ms: Math.round(performance.now() - started) }, 'seeded');
  }
}
