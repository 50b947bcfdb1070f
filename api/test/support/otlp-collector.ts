import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP JSON carries it, with the service that sent it. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client, 4 producer, 5 consumer */
  kind: number;
}

interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans?: { spans?: Omit<CollectedSpan, 'service'>[] }[];
  }[];
}

/**
 * Plays an OpenTelemetry collector on 127.0.0.1: accepts OTLP/HTTP JSON on
 * /v1/traces and keeps every span it is sent, for a test to read.
 */
export class OtlpCollector {
  readonly spans: CollectedSpan[] = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<OtlpCollector> {
    const collector: OtlpCollector = new OtlpCollector(
      createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          if (request.url === '/v1/traces') collector.take(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      }),
    );
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    return collector;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private take(body: OtlpExport): void {
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service =
        resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue ??
        'unknown';
      for (const scope of resourceSpans.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) this.spans.push({ ...span, service });
      }
    }
  }
}
