import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from './config/env';
import { configureAuth } from './modules/auth/auth.setup';
import { noStoreByDefault } from './modules/public-cache/cache-control';
import { installPublicCache } from './modules/public-cache/install-public-cache';
import { mountQueueDashboard, QUEUE_DASHBOARD_PATH } from './modules/jobs/queue-dashboard';
import { pageCacheRoutes } from './modules/pages/page-cache-routes';
import { ServerRenderer } from './modules/pages/server-renderer';
import { servePages } from './modules/pages/serve-pages';
import { serveSiteFeeds } from './modules/pages/feeds/serve-site-feeds';
import { securityHeadersMiddleware } from './http/security-headers';
import { OpenApiDocumentSource } from './openapi/openapi.controller';
import { HttpExceptionFilter } from './http/http-exception.filter';
import { refuseDeepJson } from './http/json-depth';
import { createValidationPipe } from './http/validation';
import type { NextFunction, Request, Response } from 'express';

export const API_PREFIX = 'api';

/** Where the built SPA lives: WEB_DIST_DIR, or web/dist beside the repo root. */
export function webDistDir(config: AppConfig): string {
  return config.webDistDir ?? resolve(__dirname, '..', '..', '..', 'web', 'dist');
}

/** Everything the API needs beyond its modules; shared by main.ts and the e2e tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): INestApplication {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  const distDir = webDistDir(config);
  const renderer = ServerRenderer.load(distDir);
  // Cached public reads (JSON, pages, feeds) are answered before express (sessions, logging, compression) runs at all.
  installPublicCache(app, API_PREFIX, pageCacheRoutes(renderer !== null));
  app.use(securityHeadersMiddleware(config, QUEUE_DASHBOARD_PATH));
  app.use(noStoreByDefault);
  app.use(compression({ threshold: 1024 }));
  app.useBodyParser('json', { limit: '1mb', verify: refuseDeepJson });
  configureAuth(app, config);
  mountQueueDashboard(app);
  app.get(OpenApiDocumentSource).attach(app);
  app.enableShutdownHooks();
  serveSiteFeeds(app, config.mail.publicUrl);
  serveWeb(app, distDir, renderer, config.mail.publicUrl);
  return app;
}

/**
 * The web app on the same port as /api: hashed assets are immutable for a
 * year; pages are rendered on the server (servePages). A build without its
 * server renderer falls back to index.html for every non-API GET.
 */
function serveWeb(
  app: NestExpressApplication,
  distDir: string,
  renderer: ServerRenderer | null,
  siteUrl: string,
): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.useStaticAssets(join(distDir, 'assets'), {
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    fallthrough: false,
  });
  // No redirect to a folder's slash form ('/article/..' names the build folder): such addresses are pages, or 404s.
  app.useStaticAssets(distDir, { index: false, maxAge: '1h', redirect: false });
  if (renderer) {
    servePages(app, renderer, siteUrl, API_PREFIX);
    return;
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
