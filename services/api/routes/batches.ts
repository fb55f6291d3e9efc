import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcePrefillRequestSchema,
  type BatchAnnounceRequest,
  type BatchJob,
  batchAnnounceRequestSchema,
  batchCommissionRequestSchema,
  batchJobSchema,
} from '../../../contracts/batch.ts';
import { announcePrefillSchema, MAX_BATCH_SIZE } from '../../../contracts/shipment/index.ts';
import { type BatchQueue, createBatchQueue } from '../../../workers/queues.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { batchSelection, prefillAnnounceDialog } from '../../shipments/announce-prefill.ts';
import { createBatch, readBatch } from '../../shipments/batches.ts';
import { link } from '../hal.ts';
import { perUserRateLimit } from '../plugins/hardening.ts';
import type { RouteApp } from '../route-app.ts';

/** Batches of up to MAX_BATCH_SIZE shipments a user may submit per minute. */
const BATCHES_PER_MINUTE = 20;

const WRITE = { access: ['User', 'Admin'] as const };
const batchParams = z.object({ batchId: z.uuid() });

/**
 * Records the batch, then queues its shipments. With Redis away the batch is still accepted: it is
 * in PostgreSQL, and the workers' sweep queues it once Redis answers again.
 */
async function submitBatch(
  db: RouteApp['db'],
  queue: BatchQueue,
  request: FastifyRequest,
  type: BatchJob['type'],
  shipmentNumbers: string[],
  announcement?: BatchAnnounceRequest['announcement'],
) {
  const { batchId, items } = await createBatch(db, request.actor(), type, shipmentNumbers, announcement);
  await queue.enqueue(items).catch((error: unknown) => {
    request.log.warn({ err: error, batchId }, 'batch recorded, queueing deferred until Redis answers');
  });
  return batchId;
}

/** The 202 answer to a submitted batch: queued, nothing processed yet, with the link to follow it. */
function acceptedBatch(
  request: FastifyRequest,
  reply: FastifyReply,
  batchId: string,
  type: BatchJob['type'],
  total: number,
) {
  const self = link(request, `/api/batches/${batchId}`).href;
  const job: BatchJob = {
    id: batchId,
    type,
    state: 'queued',
    progress: { total, processed: 0, done: 0, skipped: 0 },
    results: [],
    _links: { self: { href: self } },
  };
  return reply.status(202).header('location', self).send(job);
}

/** Announcing and commissioning a batch: ticked numbers or every match of a filter. */
function registerBatchSubmitRoutes(app: RouteApp, queue: BatchQueue) {
  const { db } = app;

  app.post(
    '/api/shipments/batch/announce',
    {
      config: { ...WRITE, rateLimit: perUserRateLimit(BATCHES_PER_MINUTE) },
      schema: {
        summary: `Announce up to ${MAX_BATCH_SIZE} shipments in a batch (ticked numbers or every match of a filter)`,
        tags: ['batches'],
        body: batchAnnounceRequestSchema,
        response: { 202: batchJobSchema },
      },
    },
    async (request, reply) => {
      const { announcement } = request.body;
      const shipmentNumbers = await batchSelection(db, request.principal, 'announce', request.body);
      const batchId = await submitBatch(db, queue, request, 'announce', shipmentNumbers, announcement);
      return acceptedBatch(request, reply, batchId, 'announce', shipmentNumbers.length);
    },
  );

  app.post(
    '/api/shipments/batch/commission',
    {
      config: { ...WRITE, rateLimit: perUserRateLimit(BATCHES_PER_MINUTE) },
      schema: {
        summary: `Commission up to ${MAX_BATCH_SIZE} shipments in a batch (ticked numbers or every match of a filter)`,
        tags: ['batches'],
        body: batchCommissionRequestSchema,
        response: { 202: batchJobSchema },
      },
    },
    async (request, reply) => {
      const shipmentNumbers = await batchSelection(db, request.principal, 'commission', request.body);
      const batchId = await submitBatch(db, queue, request, 'commission', shipmentNumbers);
      return acceptedBatch(request, reply, batchId, 'commission', shipmentNumbers.length);
    },
  );
}

/** A batch's progress and results, and the announce dialog's prefill for a selection. */
function registerBatchReadRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/batches/:batchId',
    {
      config: WRITE,
      schema: {
        summary: 'Get the progress and the results of a batch',
        tags: ['batches'],
        params: batchParams,
        response: { 200: batchJobSchema },
      },
    },
    async (request) => {
      const batch = await readBatch(db, request.params.batchId, request.principal.username);
      if (!batch) throw new NotFoundError();
      return { ...batch, _links: { self: link(request, `/api/batches/${batch.id}`) } };
    },
  );

  app.post(
    '/api/shipments/announcement',
    {
      config: WRITE,
      schema: {
        summary: 'Prefill the announce dialog for a selection of shipments',
        tags: ['batches'],
        problems: [404],
        body: announcePrefillRequestSchema,
        response: { 200: announcePrefillSchema },
      },
    },
    async (request) => prefillAnnounceDialog(db, request.principal, request.body),
  );
}

/**
 * Batch announcement and commissioning (202 with a link to the job; GET on it for progress and a
 * result per shipment), and the announce dialog's prefill for a selection.
 */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = createBatchQueue(app.redisConnection({ failFast: true }), app.config.QUEUE_PREFIX);
  app.addHook('onClose', () => queue.close());

  registerBatchSubmitRoutes(app, queue);
  registerBatchReadRoutes(app);
};
