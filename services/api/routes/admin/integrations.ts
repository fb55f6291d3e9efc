import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { halCollectionSchema, pageQuerySchema } from '../../../../contracts/hal.ts';
import {
  apiClientCreatedSchema,
  apiClientInputSchema,
  apiClientSchema,
  webhookDeliverySchema,
  webhookSubscriptionCreatedSchema,
  webhookSubscriptionInputSchema,
  webhookSubscriptionSchema,
} from '../../../../contracts/integrations.ts';
import { customerIdSchema } from '../../../../contracts/masterdata/customers.ts';
import { createWebhookQueue, type WebhookQueue } from '../../../../workers/queues.ts';
import { embeddedIssuer } from '../../../identity/issuer.ts';
import {
  type ApiClientRecord,
  createApiClient,
  createWebhookSubscription,
  deleteWebhookSubscription,
  listApiClients,
  listWebhookDeliveries,
  listWebhookSubscriptions,
  redeliverWebhook,
  revokeApiClient,
  type WebhookDeliveryRecord,
  type WebhookSubscriptionRecord,
} from '../../../integrations/index.ts';
import { halCollection, link, singlePage } from '../../hal.ts';
import type { RouteApp } from '../../route-app.ts';

const ADMINS = { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] as const };
const tags = ['administration'];
const customerParams = z.object({ customerId: customerIdSchema });
const clientParams = customerParams.extend({ clientId: z.string().trim().min(1).max(64) });
const subscriptionParams = customerParams.extend({ subscriptionId: z.uuid() });
const deliveryParams = subscriptionParams.extend({ deliveryId: z.uuid() });

const base = (customerId: string) => `/api/admin/customers/${customerId}`;

function clientResource(request: FastifyRequest, client: ApiClientRecord) {
  const self = link(request, `${base(client.customerId)}/apiClients/${client.clientId}`);
  return { ...client, _links: { self, ...(client.revokedAt ? {} : { revoke: self }) } };
}

function subscriptionResource(request: FastifyRequest, subscription: WebhookSubscriptionRecord) {
  const self = link(request, `${base(subscription.customerId)}/webhooks/${subscription.id}`);
  return {
    ...subscription,
    _links: { self, delete: self, deliveries: { href: `${self.href}/deliveries` } },
  };
}

function deliveryResource(request: FastifyRequest, customerId: string, delivery: WebhookDeliveryRecord) {
  const path = `${base(customerId)}/webhooks/${delivery.subscriptionId}/deliveries/${delivery.id}`;
  return { ...delivery, _links: { redeliver: link(request, `${path}/redeliver`) } };
}

/** A customer's machine clients of the shipment API: list, create, revoke. */
function registerApiClientRoutes(app: RouteApp) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/apiClients',
    {
      config: ADMINS,
      schema: {
        summary: "List a customer's API clients",
        tags,
        params: customerParams,
        response: { 200: halCollectionSchema('apiClients', apiClientSchema) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const clients = await listApiClients(db, request.actor(), customerId);
      return halCollection(
        request,
        'apiClients',
        singlePage(clients.map((client) => clientResource(request, client))),
        { create: link(request, `${base(customerId)}/apiClients`) },
      );
    },
  );

  app.post(
    '/api/admin/customers/:customerId/apiClients',
    {
      config: ADMINS,
      schema: {
        summary: 'Create an API client; its secret is in this answer only',
        tags,
        params: customerParams,
        body: apiClientInputSchema,
        response: { 201: apiClientCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createApiClient(db, request.actor(), request.params.customerId, request.body);
      const tokenEndpoint = `${embeddedIssuer(app.identity.origin())}/token`;
      return reply
        .status(201)
        .send({ ...clientResource(request, created), clientSecret: created.clientSecret, tokenEndpoint });
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/apiClients/:clientId',
    {
      config: ADMINS,
      schema: { summary: 'Revoke an API client and its tokens', tags, params: clientParams },
    },
    async (request, reply) => {
      await revokeApiClient(db, request.actor(), request.params.customerId, request.params.clientId);
      return reply.status(204).send();
    },
  );
}

/** A customer's webhook subscriptions: list, subscribe, delete. */
function registerWebhookSubscriptionRoutes(app: RouteApp) {
  const { db, config } = app;

  app.get(
    '/api/admin/customers/:customerId/webhooks',
    {
      config: ADMINS,
      schema: {
        summary: "List a customer's webhook subscriptions",
        tags,
        params: customerParams,
        response: { 200: halCollectionSchema('webhooks', webhookSubscriptionSchema) },
      },
    },
    async (request) => {
      const { customerId } = request.params;
      const subscriptions = await listWebhookSubscriptions(db, request.actor(), customerId);
      return halCollection(
        request,
        'webhooks',
        singlePage(subscriptions.map((subscription) => subscriptionResource(request, subscription))),
        { create: link(request, `${base(customerId)}/webhooks`) },
      );
    },
  );

  app.post(
    '/api/admin/customers/:customerId/webhooks',
    {
      config: ADMINS,
      schema: {
        summary: 'Subscribe a URL to shipment events; the signing secret is in this answer only',
        description:
          'The URL must resolve to public addresses only. Each event is POSTed as JSON (see `webhooks`) with ' +
          '`Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the signing secret>`.',
        tags,
        params: customerParams,
        body: webhookSubscriptionInputSchema,
        response: { 201: webhookSubscriptionCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createWebhookSubscription(
        db,
        config,
        request.actor(),
        request.params.customerId,
        request.body,
      );
      return reply
        .status(201)
        .send({ ...subscriptionResource(request, created), signingSecret: created.signingSecret });
    },
  );

  app.delete(
    '/api/admin/customers/:customerId/webhooks/:subscriptionId',
    {
      config: ADMINS,
      schema: { summary: 'Delete a webhook subscription', tags, params: subscriptionParams },
    },
    async (request, reply) => {
      const { customerId, subscriptionId } = request.params;
      await deleteWebhookSubscription(db, request.actor(), customerId, subscriptionId);
      return reply.status(204).send();
    },
  );
}

/** A subscription's delivery log, and sending a delivery again through the webhook queue. */
function registerWebhookDeliveryRoutes(app: RouteApp, queue: WebhookQueue) {
  const { db } = app;

  app.get(
    '/api/admin/customers/:customerId/webhooks/:subscriptionId/deliveries',
    {
      config: ADMINS,
      schema: {
        summary: "A webhook subscription's delivery log, newest first",
        tags,
        params: subscriptionParams,
        querystring: pageQuerySchema(50, 200),
        response: { 200: halCollectionSchema('deliveries', webhookDeliverySchema) },
      },
    },
    async (request) => {
      const { customerId, subscriptionId } = request.params;
      const page = await listWebhookDeliveries(
        db,
        request.actor(),
        customerId,
        subscriptionId,
        request.query,
      );
      return halCollection(request, 'deliveries', {
        ...page,
        content: page.content.map((delivery) => deliveryResource(request, customerId, delivery)),
      });
    },
  );

  app.post(
    '/api/admin/customers/:customerId/webhooks/:subscriptionId/deliveries/:deliveryId/redeliver',
    {
      config: ADMINS,
      schema: {
        summary: 'Send a webhook delivery again, with the same body and event id',
        tags,
        params: deliveryParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const { customerId, subscriptionId, deliveryId } = request.params;
      const delivery = await redeliverWebhook(
        { db, enqueue: queue.enqueue },
        request.actor(),
        customerId,
        subscriptionId,
        deliveryId,
      );
      return reply.status(202).send(deliveryResource(request, customerId, delivery));
    },
  );
}

/**
 * Customers' systems, administered with the customer: machine clients of the shipment API (client
 * credentials) and webhook subscriptions with their delivery log (docs/decisions/0109-0111).
 */
export const adminIntegrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const queue = createWebhookQueue(
    app.redisConnection({ failFast: true }),
    app.config.QUEUE_PREFIX,
    app.config.WEBHOOK_MAX_RETRIES,
  );
  app.addHook('onClose', () => queue.close());

  registerApiClientRoutes(app);
  registerWebhookSubscriptionRoutes(app);
  registerWebhookDeliveryRoutes(app, queue);
};
