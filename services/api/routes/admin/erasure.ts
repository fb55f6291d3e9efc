import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataSubjectErasureSchema } from '../../../../contracts/personal-data.ts';
import { eraseAddressParty } from '../../../privacy/erasure.ts';
import type { Runtime } from '../../../runtime/index.ts';

/**
 * Erasure of personal data (GDPR Art. 17) by an address-book entry: the party it names is erased
 * everywhere (docs/decisions/0114). Administrators only; recorded in the master data change log.
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
};
