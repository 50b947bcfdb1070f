import type { INestApplication } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { cacheRulesTable } from './cache-rules-table';
import { discoverGetRoutes, type GetRoute } from './discover-get-routes';
import { PublicCacheService } from './public-cache.service';
import { RouteTable } from './route-table';

/**
 * Puts the response cache in front of express on the HTTP server itself:
 * express's router and response set-up cost several times a bare node
 * server's work per request, which a cached answer has no use for. Misses and
 * every other request go on to express (and Nest) unchanged. The cache's
 * routing table is compiled here, once, from the controllers' declarations
 * and the routes served outside Nest's controllers (pages, feeds).
 */
export function installPublicCache(
  app: INestApplication,
  globalPrefix: string,
  otherRoutes: readonly GetRoute[] = [],
): void {
  const cache = app.get(PublicCacheService);
  if (!cache.enabled) return;
  cache.useRoutes(cacheRulesTable([...discoverGetRoutes(app.get(DiscoveryService), globalPrefix), ...otherRoutes]));
  const server: Server = app.getHttpServer();
  const downstream = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    cache.handle(request, response, () => {
      for (const listener of downstream) listener.call(server, request, response);
    });
  });
}

/** Every GET route's own pattern, matched the way express would: names requests by route, e.g. in metrics. */
export function getRoutePatterns(
  app: INestApplication,
  globalPrefix: string,
  otherRoutes: readonly GetRoute[] = [],
): RouteTable<string> {
  const routes = [...discoverGetRoutes(app.get(DiscoveryService), globalPrefix), ...otherRoutes];
  return new RouteTable(routes.map((route) => ({ path: route.path, value: route.path })));
}
