import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';

let running: NodeSDK | null = null;

/** Traces are exported only where an OTLP collector is named; otherwise nothing is loaded or patched. */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts OpenTelemetry for this process (http, express, pg and ioredis spans,
 * exported over OTLP/HTTP) when a collector is configured. Must run before
 * those libraries are first required, so each entry point calls it from its
 * very first import. OTEL_SERVICE_NAME overrides the default name.
 */
export function startTracing(defaultServiceName: string): void {
  if (running || !tracingConfigured()) return;
  running = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME?.trim() || defaultServiceName }),
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Load balancers poll health every few seconds; those spans would bury the real ones.
        ignoreIncomingRequestHook: (request) => request.url === '/api/health',
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  running.start();
}

/** Sends the spans still buffered; called when the process shuts down. */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  running = null;
  await sdk?.shutdown().catch(() => undefined);
}
