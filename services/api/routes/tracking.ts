import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingRequestSchema, trackingSchema } from '../../../contracts/shipment/tracking.ts';
import { TRACKING_PER_MINUTE, trackShipment } from '../../shipments/tracking.ts';

/**
 * Tracking for consignees, without sign-in: the shipment number and the consignee's zip code give
 * the status timeline. Limited per client address, since a guessed number is a probe.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tracking',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: TRACKING_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.ip,
        },
      },
      schema: {
        summary: "Track a shipment with its number and the consignee's zip code",
        tags: ['tracking'],
        body: trackingRequestSchema,
        response: { 200: trackingSchema },
        problems: [404],
      },
    },
    async (request) => trackShipment(app.shipmentDeps, request.body),
  );
};
