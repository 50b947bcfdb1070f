import { trace } from '@opentelemetry/api';

/**
 * Fields added to every log line written while a span is active, so a log
 * line leads to its trace. Without a tracer there is never an active span,
 * and this adds nothing.
 */
export function logTraceContext(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}
