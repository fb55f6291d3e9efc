import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadingListSchema, shipmentListQuerySchema } from '../../../contracts/shipment/index.ts';
import { customerScope } from '../../access/tenancy.ts';
import { writeSpreadsheet, ZPL_MEDIA_TYPE, type ZplResolution } from '../../documents/index.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { exportColumns, exportSheetName } from '../../shipments/export.ts';
import { printLabels } from '../../shipments/labels.ts';
import { loadingListPath } from '../../shipments/links.ts';
import { exportCustomers, exportRows } from '../../shipments/list.ts';
import { createLoadingList, loadingListPdf } from '../../shipments/loading-lists.ts';
import { sendStreamedDownload } from '../downloads.ts';
import { link } from '../hal.ts';
import { perUserRateLimit } from '../plugins/hardening.ts';
import type { RouteApp } from '../route-app.ts';
import { requestTimeZone } from '../time-zone.ts';
import { labelsQuerySchema, loadingListInputSchema, loadingListParams } from './shipments-schemas.ts';

const READ = { access: 'authenticated' as const };
/** Documents and exports a user may ask for per minute, beside the per-customer slots. */
const DOCUMENTS_PER_MINUTE = 60;
const EXPORTS_PER_MINUTE = 10;
const WRITE = { access: ['User', 'Admin'] as const };
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** An export is a download of the list, so it may hold more than a page. */
const EXPORT_MAX_SIZE = 10_000;

/** The labels of shipments, as PDF or ZPL. */
function registerLabelRoute(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/shipments/labels',
    {
      config: { ...READ, rateLimit: perUserRateLimit(DOCUMENTS_PER_MINUTE) },
      schema: {
        summary: 'Print the labels of shipments',
        tags: ['documents'],
        querystring: labelsQuerySchema,
        produces: [PDF, ZPL_MEDIA_TYPE],
        problems: [404, 409],
      },
    },
    async (request, reply) => {
      const { shipments, printerType, labelPosition, format, dpi } = request.query;
      const scope = await customerScope(db, request.principal);
      const zpl = format === 'zpl' ? (dpi as ZplResolution) : undefined;
      const document = await app.documentSlot(request, reply, () =>
        printLabels(db, scope, shipments.split(','), { printerType, labelPosition, zpl }),
      );
      if (zpl)
        return reply
          .type(ZPL_MEDIA_TYPE)
          .header('content-disposition', 'attachment; filename="labels.zpl"')
          .send(document);
      return reply.type(PDF).header('content-disposition', 'inline; filename="labels.pdf"').send(document);
    },
  );
}

/** The shipment list, with its filters and sort, as an Excel download. */
function registerExportRoute(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/shipments.xlsx',
    {
      config: { ...READ, rateLimit: perUserRateLimit(EXPORTS_PER_MINUTE) },
      schema: {
        summary: 'Export the shipment list with its filters and sort to Excel',
        tags: ['documents'],
        querystring: shipmentListQuerySchema(EXPORT_MAX_SIZE),
        produces: [XLSX],
        problems: [403],
      },
    },
    async (request, reply) => {
      const customers = await exportCustomers(
        db,
        request.principal,
        await customerScope(db, request.principal),
      );
      if (!customers) throw new ForbiddenError('shipment.export.disabled');
      return sendStreamedDownload(request, reply, {
        type: XLSX,
        fileName: 'shipments.xlsx',
        rows: exportRows(db, customers, request.query),
        write: (output, rows) =>
          writeSpreadsheet(
            output,
            exportSheetName(request.language),
            exportColumns(request.language, requestTimeZone(request)),
            rows,
          ),
      });
    },
  );
}

/** Loading lists: creating one, and reading it as PDF. */
function registerLoadingListRoutes(app: RouteApp) {
  const { db } = app;

  app.post(
    '/api/loadinglists',
    {
      config: WRITE,
      schema: {
        summary: 'Create the loading list of shipments',
        tags: ['documents'],
        body: loadingListInputSchema,
        response: { 201: loadingListSchema },
        problems: [404, 409],
      },
    },
    async (request, reply) => {
      const list = await createLoadingList(
        {
          db,
          eventStore: app.eventStore,
          readModelWaitMs: app.config.READ_MODEL_WAIT_MS,
          principal: request.principal,
          correlationId: request.id,
          now: new Date(),
        },
        await customerScope(db, request.principal),
        request.body.shipmentNumbers,
      );
      const self = link(request, loadingListPath(list.id));
      return reply
        .status(201)
        .header('location', self.href)
        .send({ ...list, _links: { self } });
    },
  );

  app.get(
    '/api/loadinglists/:id',
    {
      config: READ,
      schema: {
        summary: 'Get a loading list as PDF',
        tags: ['documents'],
        params: loadingListParams,
        produces: [PDF],
      },
    },
    async (request, reply) => {
      const scope = await customerScope(db, request.principal);
      const pdf = await app.documentSlot(request, reply, () =>
        loadingListPdf(db, scope, request.params.id, requestTimeZone(request)),
      );
      return reply
        .type(PDF)
        .header('content-disposition', `inline; filename="loadinglist-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
}

/** Labels, loading lists and the Excel export of the shipment list (spec section 7). */
export const shipmentDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerLabelRoute(app);
  registerExportRoute(app);
  registerLoadingListRoutes(app);
};
