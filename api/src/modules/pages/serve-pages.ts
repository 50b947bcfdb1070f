import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../../http/database-unavailable';
import { sendCacheable } from '../public-cache/cacheable-body';
import { matchRoute } from './match-route';
import { pageFile } from './page-files';
import * as notFoundPage from './routes/not-found.page';
import { PicturesStore } from '../pictures/pictures.store';
import { withPicturePlaceholders } from './picture-placeholders';
import { PublicReads } from './public-reads';
import { ServerRenderer } from './server-renderer';

export const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * Every non-API GET and HEAD: a server-rendered page for the public routes
 * (200), the not-found screen for any other address (404), and the plain
 * built shell for the screens the browser renders alone. Pages go through
 * the response cache like the JSON reads (each route of PUBLIC_ROUTES names its tables).
 */
export function servePages(app: INestApplication, renderer: ServerRenderer, siteUrl: string, apiPrefix: string): void {
  const reads = app.get(PublicReads);
  const pictures = app.get(PicturesStore, { strict: false });
  const logger = new Logger('Pages');
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const path = request.path;
    if (path === `/${apiPrefix}` || path.startsWith(`/${apiPrefix}/`)) return next();
    const match = matchRoute(path);
    // Screens the browser renders alone: per-reader, behind a sign-in, or acting on a token in their address.
    if (match?.route.rendering === 'client') {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('html').send(renderer.shell);
      return;
    }
    const queryStart = request.url.indexOf('?');
    const search = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
    const load =
      match?.route.rendering === 'server'
        ? pageFile(match.route).load({ params: match.params, search, reads, siteUrl })
        : notFoundPage.load({ reads });
    load
      .then((page) => withPicturePlaceholders(page, pictures))
      .then(async (page) => {
        const body = await renderer.render(request.url, page, siteUrl);
        if (page.status !== 200) response.setHeader('Cache-Control', 'no-store');
        else response.setHeader('Cache-Control', 'no-cache');
        sendCacheable(response, page.status, body, HTML_TYPE);
      })
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          // The cache answers with the page it kept, when it has one; else the browser's screens say it.
          response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
          response.setHeader('Cache-Control', 'no-store');
          sendCacheable(response, 503, renderer.shell, HTML_TYPE);
          return;
        }
        // A page that cannot be rendered here is still a page: the browser renders it from the API.
        logger.error(`rendering ${path} failed: ${(error as Error).stack ?? String(error)}`);
        if (response.headersSent) return next(error);
        response.setHeader('Cache-Control', 'no-store');
        response.status(200).type('html').send(renderer.shell);
      });
  });
}
