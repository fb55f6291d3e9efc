import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeRoutes } from './codes.ts';
import { countryRoutes } from './countries.ts';
import { currencyRoutes } from './currencies.ts';
import { hazmatRoutes } from './hazmats.ts';
import { holidayRoutes } from './holidays.ts';
import { locationRoutes } from './locations.ts';
import { productRoutes } from './products.ts';
import { zipCodeAreaRoutes } from './zip-code-areas.ts';

/** The reference data of both specs: countries, currencies, holidays, codes, UN numbers, products, zips, branches. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    countryRoutes,
    currencyRoutes,
    codeRoutes,
    hazmatRoutes,
    holidayRoutes,
    productRoutes,
    zipCodeAreaRoutes,
    locationRoutes,
  ]) {
    await app.register(routes);
  }
};
