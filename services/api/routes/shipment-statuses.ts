import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  journeyTimelineSchema,
  statusReportResultSchema,
  statusReportSchema,
} from '../../../contracts/shipment/index.ts';
import { refuseUnknownCode, reportShipmentStatus, shipmentTimeline } from '../../shipments/statuses.ts';
import { link } from '../hal.ts';
import { shipmentNumberParams } from './shipments-schemas.ts';

/**
 * Reporting statuses: the forwarder's administrators, and machine clients with `status:write`,
 * whose scope stands in for the role (services/api/plugins/auth.ts); a customer's own users not.
 */
const REPORT = { access: ['Admin', 'All_NL_Admin', 'NL_Admin'] as const };
const READ = { access: 'authenticated' as const };
const tags = ['statuses'];

/**
 * The journey of a commissioned shipment (docs/status.md): a forwarder's system reports each
 * status; whoever may read the shipment reads its history.
 */
export const shipmentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/shipments/:shipmentNumber/statuses',
    {
      config: REPORT,
      // A code the table does not know is refused with the body's other field errors (0236).
      preValidation: async (request) => refuseUnknownCode(app.db, request.body),
      schema: {
        summary: "Report a status of a commissioned shipment's journey",
        description:
          'Idempotent by `reportId`: the same id again answers 200 with outcome DUPLICATE and records nothing. ' +
          'The current status follows `occurredAt`, not arrival: a late report is history only, and after a ' +
          'journey-ending status (DELIVERED, REFUSED, RETURNED) only a later ending status replaces it. ' +
          'Needs the `status:write` scope for a machine client.',
        tags,
        params: shipmentNumberParams,
        body: statusReportSchema,
        response: { 201: statusReportResultSchema, 200: statusReportResultSchema },
        problems: [404, 409],
      },
    },
    async (request, reply) => {
      const result = await reportShipmentStatus(
        { ...app.shipmentDeps, ...request.actor() },
        request.params.shipmentNumber,
        request.body,
      );
      return reply.status(result.outcome === 'RECORDED' ? 201 : 200).send(result);
    },
  );

  app.get(
    '/api/shipments/:shipmentNumber/statuses',
    {
      config: READ,
      schema: {
        summary: "The journey's history of a shipment, newest first",
        tags,
        params: shipmentNumberParams,
        response: { 200: journeyTimelineSchema },
        problems: [404],
      },
    },
    async (request) => {
      const timeline = await shipmentTimeline(
        { ...app.shipmentDeps, principal: request.principal },
        request.params.shipmentNumber,
      );
      const report = timeline._links?.reportStatus;
      return report ? { ...timeline, _links: { reportStatus: link(request, report.href) } } : timeline;
    },
  );
};
