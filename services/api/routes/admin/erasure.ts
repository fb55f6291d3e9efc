import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberUsernameSchema } from '../../../../contracts/masterdata/members.ts';
import { dataSubjectErasureSchema, userErasureSchema } from '../../../../contracts/personal-data.ts';
import { eraseAddressParty } from '../../../privacy/erasure.ts';
import { eraseUser } from '../../../privacy/user-erasure.ts';
import type { Runtime } from '../../../runtime/index.ts';

/**
 * Erasure of personal data (GDPR Art. 17) by an address-book entry: the party it names is erased
 * everywhere (docs/decisions/0114); and of a portal user (0136). Administrators only, as deleting a
 * user is; recorded in the master data change log.
 */
export const adminErasureRoutes: FastifyPluginAsyncZod<{ runtime: Runtime }> = async (app, { runtime }) => {
  app.post(
    '/api/admin/addresses/:id/erasure',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: "Erase the personal data of an address-book entry's party",
        description:
          'Destroys the key of the party (a name at an address) so its values read as erased in every event, ' +
          'deletes the address-book entries and invoice recipients of any customer that are the same party, ' +
          'clears mails and loading lists about its shipments and rebuilds the read models. Cannot be undone.',
        tags: ['administration'],
        params: z.object({ id: z.uuid() }),
        response: { 200: dataSubjectErasureSchema },
        problems: [404],
      },
    },
    async (request) => {
      const erasure = await eraseAddressParty(runtime, request.actor(), request.params.id);
      request.log.info({ by: request.principal.username, ...erasure }, 'personal data erased');
      return erasure;
    },
  );

  app.post(
    '/api/admin/users/:username/erasure',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Erase the personal data of a user',
        description:
          "Destroys the key of the user's login and full name so they read as erased in every event, with the " +
          'mails that carried their data; deletes the user with their customer assignments, registrations, ' +
          'sign-in sessions, grants and tokens and personal settings; replaces their name in the change log, ' +
          'loading lists, API clients, webhook subscriptions and batches and rebuilds the read models. Nobody ' +
          'erases their own user (409). Cannot be undone.',
        tags: ['administration'],
        params: z.object({ username: memberUsernameSchema }),
        response: { 200: userErasureSchema },
        problems: [404, 409, 503],
      },
    },
    async (request) => {
      const erasure = await eraseUser(runtime, request.actor(), request.params.username);
      request.log.info({ by: request.principal.username, ...erasure }, 'user erased');
      return erasure;
    },
  );
};
