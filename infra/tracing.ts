import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { Config } from '../contracts/config.ts';

/**
 * Exports the portal's spans by OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (off by
 * default). Each part registers the provider once at start; `stop` flushes what is pending.
 */
export function startTracing(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>) {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return { stop: async () => undefined };
  const provider = new NodeTracerProvider({
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  provider.register();
  return { stop: () => provider.shutdown() };
}
