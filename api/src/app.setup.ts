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
import { mountQueueDashboard } from './modules/jobs/queue-dashboard';
import { HttpExceptionFilter } from './http/http-exception.filter';
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
  // Cached public reads are answered before express (sessions, logging, compression) runs at all.
  installPublicCache(app, API_PREFIX);
  app.use(noStoreByDefault);
  app.use(compression({ threshold: 1024 }));
  app.useBodyParser('json', { limit: '1mb' });
  configureAuth(app, config);
  mountQueueDashboard(app);
  app.enableShutdownHooks();
  serveSpa(app, webDistDir(config));
  return app;
}

/**
 * The built SPA on the same port as /api: hashed assets are immutable for a
 * year; every other non-API GET gets index.html so client routes survive a reload.
 */
function serveSpa(app: NestExpressApplication, distDir: string): void {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  app.useStaticAssets(join(distDir, 'assets'), {
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    fallthrough: false,
  });
  app.useStaticAssets(distDir, { index: false, maxAge: '1h' });
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
