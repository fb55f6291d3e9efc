import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickUpOrderRequestSchema } from '../../../contracts/shipment/index.ts';
import { addMessages } from '../../i18n/index.ts';
import { issuePickUpOrder } from '../../shipments/pick-up-orders.ts';
import { shipmentNumberParams } from './shipments-schemas.ts';

/** Issuing a pick-up order needs a customer user or an administrator; auditors only read. */
const WRITE = { access: ['User', 'Admin'] as const };

addMessages({
  en: { 'shipment.branch-unknown': "The shipment's branch is unknown; please contact support." },
  de: {
    'shipment.branch-unknown':
      'Die Niederlassung der Sendung ist unbekannt; bitte wenden Sie sich an den Support.',
  },
  cs: { 'shipment.branch-unknown': 'Pobočka zásilky není známa; kontaktujte prosím podporu.' },
  sk: { 'shipment.branch-unknown': 'Pobočka zásielky nie je známa; kontaktujte prosím podporu.' },
});

/**
 * The pick-up order of a cross transport (spec section 7, "POST pickUpOrder link"): the body holds
 * the order and, as the web app sends it, the shipment, which is ignored in favour of the stored
 * one. Answers the order as a PDF in the request's language and records its issue.
 */
export const shipmentPickUpOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/shipments/:shipmentNumber/pickUpOrder',
    {
      config: WRITE,
      schema: {
        summary: 'Issue the pick-up order of a cross transport as PDF',
        tags: ['documents'],
        params: shipmentNumberParams,
        body: pickUpOrderRequestSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { shipmentNumber } = request.params;
      const issued = await app.documentSlot(request, reply, () =>
        issuePickUpOrder(
          { ...app.shipmentDeps, ...request.actor() },
          shipmentNumber,
          request.body.order,
          request.language,
          app.config.OPERATOR_NAME,
        ),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="pick-up-order-${shipmentNumber}.pdf"`)
        .header('etag', `"${issued.version}"`)
        .send(issued.pdf);
    },
  );
};
