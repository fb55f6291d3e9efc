import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { holidaysQuerySchema, holidaysSchema } from '../../../../contracts/masterdata/reference.ts';
import { negotiateLanguage } from '../../../i18n/index.ts';
import { holidaysBetween } from '../../../masterdata/holidays.ts';

/**
 * The public and bank holidays of a country, the days off the workday rules skip, so the web app's
 * date pickers can grey them out (docs/decisions/0051). A country date-holidays does not know has none.
 */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/holidays',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the holidays of a country between two dates',
        tags: ['reference'],
        querystring: holidaysQuerySchema,
        response: { 200: holidaysSchema },
      },
    },
    async (request, reply) => {
      const { country, from, to } = request.query;
      const language = negotiateLanguage(request.headers['accept-language']);
      const holidays = holidaysBetween(country, from, to, language);
      reply.header('cache-control', 'public, max-age=86400');
      return { country, holidays };
    },
  );
};
