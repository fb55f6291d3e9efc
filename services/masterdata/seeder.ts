import type { Seeder } from '../runtime/index.ts';
import { seedMasterdata } from './seed.ts';

/** Reference data and branches always; the demo customers with SEED_DEMO_DATA. */
export const masterdataSeeder: Seeder = {
  name: 'masterdata',
  seed: (runtime) => seedMasterdata(runtime.db, { demoData: runtime.config.SEED_DEMO_DATA }),
};
