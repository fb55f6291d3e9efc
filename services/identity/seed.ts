import type { RoleKind } from '../../contracts/access.ts';
import type { Runtime, Seeder } from '../runtime/index.ts';
import { hashPassword } from './password.ts';
import { findUserByUsername, insertUser } from './users.ts';

interface DemoUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: RoleKind[];
  branch?: string;
  customerIds: string[];
}

/** The sign-ins of the demo world (docs/decisions/0004-demo-world.md); scripts and tests rely on them. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'customer1',
    email: 'customer1@mueller-maschinenbau.example',
    firstName: 'Anna',
    lastName: 'Müller',
    phone: '+49 40 1234567',
    roles: ['User'],
    customerIds: ['100001'],
  },
  {
    username: 'customer2',
    email: 'customer2@novak-logistika.example',
    firstName: 'Petr',
    lastName: 'Novák',
    phone: '+420 221 123 456',
    roles: ['User'],
    customerIds: ['100002'],
  },
  {
    username: 'branchadmin',
    email: 'branchadmin@freight-portal.example',
    firstName: 'Jens',
    lastName: 'Hansen',
    phone: '+49 40 7654321',
    roles: ['User', 'NL_Admin'],
    branch: 'HAM',
    customerIds: [],
  },
  {
    username: 'centraladmin',
    email: 'centraladmin@freight-portal.example',
    firstName: 'Eva',
    lastName: 'Schneider',
    phone: '+49 40 7654322',
    roles: ['User', 'All_NL_Admin'],
    customerIds: [],
  },
  {
    username: 'admin',
    email: 'admin@freight-portal.example',
    firstName: 'Max',
    lastName: 'Weber',
    phone: '+49 40 7654323',
    roles: ['User', 'Admin'],
    customerIds: [],
  },
  {
    username: 'auditor',
    email: 'auditor@freight-portal.example',
    firstName: 'Lena',
    lastName: 'Fischer',
    phone: '+49 40 7654324',
    roles: ['Auditor'],
    branch: 'HAM',
    customerIds: [],
  },
];

/** Inserts the demo users that are missing; existing ones (and their changed passwords) stay. */
export const identitySeeder: Seeder = {
  name: 'identity',
  async seed(runtime: Runtime) {
    if (!runtime.config.SEED_DEMO_DATA) return;
    for (const user of DEMO_USERS) {
      if (await findUserByUsername(runtime.db, user.username)) continue;
      const passwordHash = await hashPassword(runtime.config.SEED_PASSWORD);
      await insertUser(runtime.db, { ...user, passwordHash, confirmed: true });
    }
  },
};
