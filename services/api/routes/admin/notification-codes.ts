import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { halCollectionSchema } from '../../../../contracts/hal.ts';
import { notificationCodeSchema } from '../../../../contracts/masterdata/reference.ts';
import { listNotificationCodes } from '../../../masterdata/queries/reference.ts';
import { noteInLanguage, withEveryName } from '../../../masterdata/reference-names.ts';
import { halCollection, link } from '../../hal.ts';
import { notificationQuerySchema } from '../reference/codes.ts';

/**
 * The delivery-note codes for the admin screen, inactive ones included unless filtered. The other
 * reference lists of the admin screens are the public ones; their self links lead to the details.
 */
export const adminNotificationCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/notificationCodes',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'List delivery-note codes, inactive ones included',
        tags: ['administration'],
        querystring: notificationQuerySchema,
        response: { 200: halCollectionSchema('notificationCodes', notificationCodeSchema) },
      },
    },
    async (request) => {
      const page = await listNotificationCodes(app.db, request.query);
      return halCollection(request, 'notificationCodes', {
        ...page,
        content: page.content.map((code) => ({
          ...noteInLanguage(code, request.language),
          names: withEveryName(code, request.language).names,
          _links: { self: link(request, `/api/notificationCodes/${code.identifier}`) },
        })),
      });
    },
  );
};
