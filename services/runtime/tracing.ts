import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

/**
 * One trace from an HTTP request through the events it appends, the projections and reactors that
 * follow them, to the jobs and mails they cause, across processes. The W3C `traceparent` of the
 * request travels in each event's metadata and each mail's; every part starts its span as a child
 * of it. Without a tracer provider (OTEL_EXPORTER_OTLP_ENDPOINT unset) all of this does nothing.
 */

const tracer = () => trace.getTracer('freight-portal');

/** The `traceparent` of the span active now, to put into what crosses a process boundary. */
export function activeTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The `traceparent` of `span`. */
export function traceparentOf(span: Span): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), carrier);
  return carrier.traceparent;
}

const parentContext = (traceparent: unknown) =>
  typeof traceparent === 'string' ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;

/** A server span for a request, child of the `traceparent` the client sent, ended by the caller. */
export function startRequestSpan(
  name: string,
  traceparent: unknown,
  attributes: Record<string, string>,
): Span {
  return tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parentContext(traceparent));
}

/** Runs `work` in a span that continues the trace of `traceparent` (an event's, a mail's). */
export async function inSpan<T>(
  name: string,
  traceparent: unknown,
  work: () => Promise<T>,
  attributes: Record<string, string | number> = {},
): Promise<T> {
  const span = tracer().startSpan(name, { kind: SpanKind.CONSUMER, attributes }, parentContext(traceparent));
  try {
    return await context.with(trace.setSpan(parentContext(traceparent), span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
