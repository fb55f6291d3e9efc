import { identitySeeder } from '../services/identity/seed.ts';
import { masterdataSeeder } from '../services/masterdata/seeder.ts';
import type { Runtime, Seeder } from '../services/runtime/index.ts';

/** Every module's seeder, in dependency order (reference data before the users that refer to it). */
const seeders: Seeder[] = [masterdataSeeder, identitySeeder];

export async function seedAll(runtime: Runtime): Promise<void> {
  for (const seeder of seeders) {
    const started = performance.now();
    await seeder.seed(runtime);
    runtime.log.debug({ seeder: seeder.name, ms: Math.round(performance.now() - started) }, 'seeded');
  }
}
