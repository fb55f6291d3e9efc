import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../../contracts/access.ts';
import { PROBLEM_CONTENT_TYPE } from '../../../contracts/problem.ts';
import { type OpenApiLike, tidySchemaComponents } from '../openapi/components.ts';
import {
  accessNoteOf,
  operationIdOf,
  PROBLEM_DESCRIPTIONS,
  problemStatusesOf,
  summaryOf,
  tagOf,
} from '../openapi/operations.ts';
import { nameContractSchemas } from '../openapi/schema-names.ts';
import { stateTextRule } from '../openapi/text-rule.ts';
import { webhookOperations } from '../openapi/webhooks.ts';
import { backendVersion } from '../version.ts';
import { defaultAccess } from './auth.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Problem statuses the handler answers beyond those the route's shape implies (a 404 for a
     * customer named in the body, a 409 for a key that exists already, ...): see
     * docs/decisions/0091-openapi-document-derived-from-the-routes.md.
     */
    problems?: readonly number[];
  }
}

/** The tags of the document, each with what its operations are about. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  shipments:
    'Shipments: the list, create, save, announce, cancel, commission, delete, audit log, past revisions, quotation.',
  tracking:
    "Public tracking for consignees: a shipment's status timeline by its number and the consignee's zip code.",
  statuses:
    "The journey of a commissioned shipment: statuses reported by the forwarder's systems, and their history.",
  documents: 'Labels, loading lists, pick-up orders and the Excel export of the shipment list.',
  events: "Live updates of the signed-in user's shipments as server-sent events.",
  batches: 'Announcing and commissioning many shipments at once, and the announce dialog prefill.',
  mails: "A shipment's mails and inquiries; the administrators' mail event log and mailbox.",
  addresses: "The address book of the signed-in user's customers.",
  invoiceRecipients: "The invoice recipients of the signed-in user's customers.",
  templates: "Cargo item templates of the signed-in user's customers.",
  settings: "The signed-in user's own settings.",
  account: 'The signed-in user, their customer and the order rules of its settings.',
  registration: 'Self-registration: captcha, form, confirmation link and the invited customer.',
  reference: 'Reference data for everyone: countries, currencies, codes, UN numbers, products, zip codes.',
  administration: 'Customers, users, branches, reference data and services, for administrators.',
  legal: 'Imprint, privacy contact and terms.',
  operations: 'Version, liveness and readiness.',
  documentation: 'This OpenAPI document.',
  webhooks: "Shipment events the portal POSTs to the URLs of a customer's webhook subscriptions.",
};

const problemResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

const PROBLEM_HEADERS: Record<number, Record<string, unknown>> = {
  401: { 'WWW-Authenticate': { type: 'string', description: '`Bearer`, or `Bearer error="invalid_token"`' } },
  429: {
    'Retry-After': { type: 'integer', description: 'Seconds until the limit lets requests through again' },
  },
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted; the work goes on in the background',
  204: 'Done; no body',
  303: 'See the URL in Location',
};

/** What the body of a binary answer is, by media type (`schema.produces`). */
const MEDIA_DESCRIPTIONS: Record<string, string> = {
  'application/json': 'The JSON document',
  'application/pdf': 'The PDF document',
  'application/x-zpl': 'The ZPL print job (Zebra label printers)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'The spreadsheet',
  'text/vcard': 'The vCard file',
  'message/rfc822': 'The message as the server received it',
  'application/octet-stream': 'The file, in the media type it was stored with',
  'text/event-stream': 'Server-sent events, one after the other, while the connection stays open',
};

const mediaSchema = (type: string) =>
  type === 'application/json'
    ? { type: 'object' }
    : type === 'text/event-stream'
      ? { type: 'string' }
      : { type: 'string', format: 'binary' };

type ResponseEntry = Record<string, unknown>;

/** A declared response with a description (fastify-swagger drops siblings of a `$ref`, except this one). */
function described(status: string, response: ResponseEntry): ResponseEntry {
  const text = SUCCESS_DESCRIPTIONS[status] ?? 'OK';
  let entry = response;
  if (!entry.description && !entry['x-response-description']) {
    entry = '$ref' in entry ? { ...entry, description: text } : { ...entry, 'x-response-description': text };
  }
  if (status.startsWith('3') && !entry.headers) {
    entry = { ...entry, headers: { Location: { type: 'string', description: 'Where to go next' } } };
  }
  return entry;
}

/**
 * Per route: the zod schemas become JSON schemas (fastify-type-provider-zod), then the operation
 * gets its id, summary, tag, security and access note, a 200 in the media types of `produces`, a
 * 204 for a DELETE without a body, a multipart body for an upload, and its problem responses.
 */
export const transformRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  const base = jsonSchemaTransform(input);
  const source: FastifySchema = input.schema ?? {};
  if ((base.schema as { hide?: boolean } | undefined)?.hide) return base;
  const method = [route.method].flat()[0] ?? 'GET';
  const config = route.config as { access?: RouteAccess; rateLimit?: unknown } | undefined;
  const access = config?.access ?? defaultAccess(url);
  const schema: Record<string, unknown> = { ...base.schema };

  schema.operationId ??= operationIdOf(method, url);
  schema.summary ??= summaryOf(method, url);
  schema.tags ??= [tagOf(url)];
  schema.security = access === 'public' ? [] : [{ bearer: [] }];
  schema.description = [source.description, accessNoteOf(method, access)].filter(Boolean).join('\n\n');

  const multipart = source.consumes?.includes('multipart/form-data') ?? false;
  if (multipart && !schema.body) {
    schema.body = {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary', description: 'The file' } },
    };
  }

  const responses: Record<string, ResponseEntry> = {};
  for (const [status, response] of Object.entries((schema.response ?? {}) as Record<string, ResponseEntry>)) {
    responses[status] = described(status, response);
  }
  const answers = () => Object.keys(responses).some((status) => /^[23]/.test(status));
  if (source.produces?.length && !answers()) {
    responses['200'] = {
      description: source.produces.map((type) => MEDIA_DESCRIPTIONS[type] ?? 'The document').join(', or '),
      content: Object.fromEntries(source.produces.map((type) => [type, { schema: mediaSchema(type) }])),
    };
  }
  if (method === 'DELETE' && !answers()) responses['204'] = { type: 'null', description: 'Deleted; no body' };
  if (!answers()) responses['200'] = { type: 'null', description: 'OK' };

  const headers = Object.keys((schema.headers as { properties?: object } | undefined)?.properties ?? {});
  const statuses = problemStatusesOf({
    method,
    url,
    access,
    params: Boolean(source.params),
    querystring: Boolean(source.querystring),
    body: Boolean(source.body),
    headers: headers.map((name) => name.toLowerCase()),
    multipart,
    rateLimited: Boolean(config?.rateLimit),
    declared: source.problems ?? [],
  });
  for (const status of statuses) {
    responses[status] ??= problemResponse(PROBLEM_DESCRIPTIONS[status] ?? 'Error', PROBLEM_HEADERS[status]);
  }
  responses.default ??= problemResponse(
    'Any other error: 500 when the server fails, 503 while a service it needs does not answer.',
  );
  schema.response = responses;
  // Consumed here: `produces` would otherwise become the media type of every response.
  delete schema.produces;
  delete schema.problems;
  return { schema: schema as FastifySchema, url: base.url };
};

/** The whole document: named schemas once each, and the tags the operations use with descriptions. */
export const transformDocument: SwaggerTransformObject = (documentObject) => {
  const document = stateTextRule(
    tidySchemaComponents<OpenApiLike>({
      ...(jsonSchemaTransformObject(documentObject) as OpenApiLike),
      webhooks: webhookOperations(),
    }),
  );
  const tags = new Set<string>();
  const items = [document.paths, document.webhooks] as (
    | Record<string, Record<string, unknown>>
    | undefined
  )[];
  for (const item of items.flatMap((group) => Object.values(group ?? {}))) {
    for (const operation of Object.values(item)) {
      for (const tag of (operation as { tags?: string[] }).tags ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Operations under /api/${name}.` }));
  return document as ReturnType<SwaggerTransformObject>;
};

/**
 * The OpenAPI document, generated from the routes' zod contract schemas and their access; the rules
 * are docs/decisions/0091-openapi-document-derived-from-the-routes.md. Registered before any route
 * so that it sees every one.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  nameContractSchemas();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Freight portal API',
        description:
          'Shipments, documents, address books, reference data and administration of the freight portal. ' +
          'Errors are RFC 9457 problem documents (`application/problem+json`). ' +
          'No text may hold a control character other than tab, line feed and carriage return: ' +
          'the pattern of every free text says so. Texts are trimmed of surrounding white space ' +
          'before their lengths are checked, so a required text needs a character other than white space.',
        version: backendVersion,
      },
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "An access token of the portal's OpenID Connect provider.",
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
});

/** GET /api/docs: the document as JSON, for everyone. A route like the others, so it is registered after auth. */
export async function openApiDocsRoute(app: FastifyInstance) {
  app.get(
    '/api/docs',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get this OpenAPI document',
        tags: ['documentation'],
        produces: ['application/json'],
      },
    },
    async () => app.swagger(),
  );
}
