import { type INestApplication, Logger as NestLogger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { resolve } from 'node:path';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from './config/env';
import { configureAuth } from './modules/auth/auth.setup';
import { noStoreByDefault } from './modules/public-cache/cache-control';
import { getRoutePatterns, installPublicCache } from './modules/public-cache/install-public-cache';
import { MetricsService } from './metrics/metrics.service';
import { installRequestMetrics } from './metrics/request-metrics';
import { mountQueueDashboard, QUEUE_DASHBOARD_PATH } from './modules/jobs/queue-dashboard';
import { pageCacheRoutes } from './modules/pages/page-cache-routes';
import { ServerRenderer } from './modules/pages/server-renderer';
import { servePages } from './modules/pages/serve-pages';
import { serveSiteFeeds } from './modules/pages/feeds/serve-site-feeds';
import { securityHeaders, securityHeadersMiddleware } from './http/security-headers';
import { installStaticFiles } from './http/static-files/install-static-files';
import { StaticFileSet } from './http/static-files/static-file-set';
import { OpenApiDocumentSource } from './openapi/openapi.controller';
import { HttpExceptionFilter } from './http/http-exception.filter';
import { refuseDeepJson } from './http/json-depth';
import { createValidationPipe } from './http/validation';
import { applyServerTimeouts } from './http/server-timeouts';
import { jsonBodiesOnly } from './http/json-bodies-only';
import { serveUploads } from './modules/uploads/serve-uploads';
import { servePictures } from './modules/pictures/serve-pictures';
import { serveFederation } from './modules/fediverse/serve-federation';

export const API_PREFIX = 'api';

/** Where the built SPA lives: WEB_DIST_DIR, or web/dist beside the repo root. */
export function webDistDir(config: AppConfig): string {
  return config.webDistDir ?? resolve(__dirname, '..', '..', '..', 'web', 'dist');
}

/** Everything the API needs beyond its modules; shared by main.ts and the e2e tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): INestApplication {
  app.useLogger(app.get(Logger));
  applyServerTimeouts(app.getHttpServer(), config.httpTimeouts);
  // A hop count or the proxies' addresses: express then reads the client from the right of X-Forwarded-For.
  app.set('trust proxy', config.trustedProxies);
  if (config.trustProxyWarning) new NestLogger('TrustProxy').warn(config.trustProxyWarning);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  const distDir = webDistDir(config);
  const renderer = ServerRenderer.load(distDir);
  // Cached public reads (JSON, pages, feeds) are answered before express (sessions, logging, compression) runs at all.
  const outsideRoutes = pageCacheRoutes(renderer !== null);
  installPublicCache(app, API_PREFIX, outsideRoutes);
  // The build's files come from memory, precompressed, ahead of the cache; nothing under /api looks at the disk.
  installStaticFiles(app, StaticFileSet.load(distDir), {
    headers: securityHeaders(config).flat(),
    shellForEveryPage: renderer === null,
    apiPrefix: API_PREFIX,
  });
  // Outermost, so static files and cache hits are timed like everything else.
  installRequestMetrics(app, app.get(MetricsService), getRoutePatterns(app, API_PREFIX, outsideRoutes));
  app.use(securityHeadersMiddleware(config, QUEUE_DASHBOARD_PATH));
  app.use(noStoreByDefault);
  app.use(compression({ threshold: 1024 }));
  // Fediverse requests carry activity+json and signed bodies: Fedify reads them before any parser does.
  serveFederation(app);
  // Ahead of every body parser: a body that is not JSON is refused before anything reads it.
  app.use(jsonBodiesOnly);
  app.useBodyParser('json', { limit: '1mb', verify: refuseDeepJson });
  configureAuth(app, config);
  mountQueueDashboard(app);
  app.get(OpenApiDocumentSource).attach(app);
  app.enableShutdownHooks();
  serveSiteFeeds(app, config.mail.publicUrl);
  serveUploads(app);
  servePictures(app);
  serveWeb(app, renderer, config.mail.publicUrl);
  return app;
}

/**
 * Pages are rendered on the server (servePages); the build's files and, for a
 * build without its server renderer, the shell of every page are answered from
 * memory before express (installStaticFiles).
 */
function serveWeb(app: NestExpressApplication, renderer: ServerRenderer | null, siteUrl: string): void {
  if (renderer) servePages(app, renderer, siteUrl, API_PREFIX);
}
