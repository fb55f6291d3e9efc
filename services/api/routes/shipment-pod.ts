import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { podFileKinds, podUploadResultSchema } from '../../../contracts/shipment/index.ts';
import { ValidationError } from '../../domain/errors.ts';
import { downloadPodFile, MAX_POD_BYTES, uploadPodFile } from '../../shipments/proof-of-delivery.ts';
import type { RouteApp } from '../route-app.ts';
import { shipmentNumberParams } from './shipments-schemas.ts';

/** Who reports statuses uploads their files; a machine client's `status:write` stands in for the role. */
const UPLOAD = { access: ['Admin', 'All_NL_Admin', 'NL_Admin'] as const };
const READ = { access: 'authenticated' as const };
const tags = ['statuses'];

const reportParams = shipmentNumberParams.extend({
  reportId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7E]+$/, 'field.invalid'),
});
const uploadQuery = z.object({
  kind: z
    .enum(podFileKinds, { error: 'field.invalid' })
    .default('DELIVERY_NOTE')
    .describe("SIGNATURE (erased with the shipment's parties) or DELIVERY_NOTE"),
});

/** The upload, in a scope of its own with its own size limit. */
async function registerUploadRoute(app: RouteApp) {
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_POD_BYTES, files: 1 } });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/shipments/:shipmentNumber/pod-files',
      {
        config: UPLOAD,
        schema: {
          summary: 'Upload a signature or scanned delivery note (PNG, JPEG or PDF, at most 5 MB)',
          description:
            "The type is told by the first bytes, not by the name. The answer's `fileId` goes into the " +
            "DELIVERED report's `pod.fileId` (POST /api/shipments/{n}/statuses), whose event keeps its SHA-256.",
          tags,
          params: shipmentNumberParams,
          querystring: uploadQuery,
          consumes: ['multipart/form-data'],
          response: { 201: podUploadResultSchema },
          problems: [404],
        },
      },
      async (request, reply) => {
        const file = await request.file().catch(() => undefined);
        if (!file) throw new ValidationError([{ field: 'file', defaultMessage: 'field.required' }]);
        const data = await file.toBuffer().catch((error: unknown) => {
          if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          throw new ValidationError([{ field: 'file', defaultMessage: 'the file is larger than 5 MB' }]);
        });
        const stored = await uploadPodFile(
          { ...app.shipmentDeps, principal: request.principal },
          request.params.shipmentNumber,
          request.query.kind,
          data,
        );
        const { id, ...rest } = stored;
        return reply.status(201).send({ fileId: id, ...rest });
      },
    );
  });
}

/**
 * Proof of delivery (docs/status.md): the upload of its file for who reports statuses, and its
 * download for whoever may read the shipment (another customer's answers 404).
 */
export const shipmentPodRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploadRoute(app);
  app.get(
    '/api/shipments/:shipmentNumber/statuses/:reportId/pod',
    {
      config: READ,
      schema: {
        summary: 'Download the proof-of-delivery file of a DELIVERED report',
        tags,
        params: reportParams,
        produces: ['image/png', 'image/jpeg', 'application/pdf'],
        problems: [404],
      },
    },
    async (request, reply) => {
      const file = await downloadPodFile(
        { ...app.shipmentDeps, principal: request.principal },
        request.params.shipmentNumber,
        request.params.reportId,
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
};
