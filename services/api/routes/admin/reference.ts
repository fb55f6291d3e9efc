import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCodeListRoutes } from './code-lists.ts';
import { adminCodeMappingRoutes } from './code-mappings.ts';
import { adminCountryRoutes } from './countries.ts';
import { adminCustomerRoutes } from './customers.ts';
import { adminJourneyCodeRoutes } from './journey-codes.ts';
import { adminLocationRoutes } from './locations.ts';
import { adminNotificationCodeRoutes } from './notification-codes.ts';
import { adminServiceRoutes } from './services.ts';

/** Reference data, branches and customers as administrators maintain them. */
export const adminReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    adminCountryRoutes,
    adminCodeListRoutes,
    adminLocationRoutes,
    adminNotificationCodeRoutes,
    adminCustomerRoutes,
    adminCodeMappingRoutes,
    adminServiceRoutes,
    adminJourneyCodeRoutes,
  ]) {
    await app.register(routes);
  }
};
