import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RouteTable } from '../modules/public-cache/route-table';
import type { MetricsService } from './metrics.service';

/** What express leaves on a request it routed. */
interface RoutedRequest extends IncomingMessage {
  route?: { path?: string };
}

/**
 * Times every request at the HTTP server itself, outside the response cache,
 * so cache hits (which never reach express) are counted like the rest. The
 * route label is a pattern (`/api/articles/:id`), never a raw path, so the
 * number of series stays bounded whatever addresses clients send.
 */
export function installRequestMetrics(
  app: INestApplication,
  metrics: MetricsService,
  getRoutes: RouteTable<string>,
): void {
  const server: Server = app.getHttpServer();
  const downstream = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: RoutedRequest, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.httpRequestDuration.observe(
        { method: request.method ?? 'GET', route: routeLabel(request, getRoutes), status: String(response.statusCode) },
        seconds,
      );
    });
    for (const listener of downstream) listener.call(server, request, response);
  });
}

function routeLabel(request: RoutedRequest, getRoutes: RouteTable<string>): string {
  if (request.route?.path) return request.route.path;
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (request.method === 'GET' || request.method === 'HEAD') {
    const pattern = getRoutes.match(path);
    if (pattern) return pattern;
  }
  if (path.startsWith('/assets/')) return '/assets/*';
  return 'unmatched';
}
