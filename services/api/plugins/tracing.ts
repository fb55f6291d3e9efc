import type { Span } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import { startRequestSpan, traceparentOf } from '../../runtime/tracing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span; its `traceparent` goes into the metadata of the events it appends. */
    span: Span | null;
    traceparent(): string | undefined;
  }
}

/** Each request is a span, continuing the client's `traceparent` when it sends one. */
export const tracingPlugin = fp(
  async (app) => {
    app.decorateRequest('span', null);
    app.decorateRequest('traceparent', function traceparent(this: { span: Span | null }) {
      return this.span ? traceparentOf(this.span) : undefined;
    });
    app.addHook('onRequest', async (request) => {
      request.span = startRequestSpan(
        `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
        request.headers.traceparent,
        {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? '/',
        },
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      request.span?.setAttribute('http.response.status_code', reply.statusCode);
      request.span?.end();
    });
  },
  { name: 'tracing' },
);
