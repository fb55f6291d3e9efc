import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema } from '../../../../contracts/hal.ts';
import { currencySchema } from '../../../../contracts/masterdata/reference.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import { currencyConfig, listCurrencies } from '../../../masterdata/queries/reference.ts';
import { halCollection, link, singlePage } from '../../hal.ts';

/** Insurance and collect-on-delivery limits per currency; an unknown currency is a plain 404. */
export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/currencies',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List currencies with their insurance and cash-on-delivery limits',
        tags: ['reference'],
        response: { 200: halCollectionSchema('currencies', currencySchema) },
      },
    },
    async (request) => {
      const currencies = (await listCurrencies(app.db)).map((currency) => ({
        ...currency,
        _links: { self: link(request, `/api/currencies/${currency.isoCode}`) },
      }));
      return halCollection(request, 'currencies', singlePage(currencies));
    },
  );

  app.get(
    '/api/currencies/:isoCode',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a currency',
        tags: ['reference'],
        params: z.object({ isoCode: z.string().length(3) }),
        response: { 200: currencySchema },
      },
    },
    async (request) => {
      const currency = await currencyConfig(app.db, request.params.isoCode);
      if (!currency) throw new NotFoundError();
      return { ...currency, _links: { self: link(request, `/api/currencies/${currency.isoCode}`) } };
    },
  );
};
