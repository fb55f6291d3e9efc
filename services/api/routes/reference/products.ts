import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, sortParamOf } from '../../../../contracts/hal.ts';
import {
  byOriginAndDestinationQuerySchema,
  productSchema,
  productSortProperties,
} from '../../../../contracts/masterdata/reference.ts';
import { NotFoundError } from '../../../domain/errors.ts';
import { flyerUrl } from '../../../masterdata/data/products.ts';
import { productsByOriginAndDestination } from '../../../masterdata/queries/products-by-route.ts';
import { findProduct, listProducts, type ProductRecord } from '../../../masterdata/queries/reference.ts';
import { inLanguage } from '../../../masterdata/reference-names.ts';
import { halCollection, link } from '../../hal.ts';
import { searchQuerySchema } from './codes.ts';

/** The forwarder's products, and those offered between two places. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const resource = (request: Parameters<typeof link>[0] & { language: string }, product: ProductRecord) => ({
    ...inLanguage(product, request.language),
    flyerUrl: flyerUrl(product.flyerUrl, app.config.PRODUCT_FLYER_URL, product.identifier),
    _links: { self: link(request, `/api/products/${product.identifier}`) },
  });

  app.get(
    '/api/products',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List products',
        tags: ['reference'],
        querystring: searchQuerySchema.extend({ sort: sortParamOf(productSortProperties) }),
        response: { 200: halCollectionSchema('products', productSchema) },
      },
    },
    async (request) => {
      const page = await listProducts(app.db, request.query);
      return halCollection(request, 'products', {
        ...page,
        content: page.content.map((product) => resource(request, product)),
      });
    },
  );

  app.get(
    '/api/products/byOriginAndDestination',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List the products offered between two places',
        tags: ['reference'],
        querystring: byOriginAndDestinationQuerySchema,
        response: { 200: halCollectionSchema('products', productSchema) },
      },
    },
    async (request) => {
      const products = await productsByOriginAndDestination(app.db, request.query);
      const size = request.query.size;
      return halCollection(request, 'products', {
        content: products.slice(0, size).map((product) => resource(request, product)),
        number: 0,
        size,
        totalElements: products.length,
      });
    },
  );

  app.get(
    '/api/products/:identifier',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a product',
        tags: ['reference'],
        params: z.object({ identifier: z.string().min(1).max(4) }),
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.identifier);
      if (!product) throw new NotFoundError();
      return resource(request, product);
    },
  );
};
