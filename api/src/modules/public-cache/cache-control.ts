import type { NextFunction, Request, Response } from 'express';

/**
 * Public pages and JSON: a browser revalidates on every use (`no-cache`; the strong ETag makes that a 304 from
 * our own cache, which the database's change feed keeps exact), so a reader sees their own action at the next
 * reload. Shared caches (a CDN in front) may keep an answer for 30 s and serve it stale while they revalidate or
 * while we are down; they are purged by the Surrogate-Key the README describes.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400';
export const NO_STORE = 'no-store';
/** A stale answer (served while the database is down) may be kept, but must be revalidated before reuse. */
export const STALE_CACHE_CONTROL = 'public, no-cache';

/**
 * Every /api answer defaults to `no-store`: admin, auth and personalised answers
 * must never sit in a browser or proxy cache. The response cache replaces it
 * with the public policy on the public reads it serves.
 */
export function noStoreByDefault(request: Request, response: Response, next: NextFunction): void {
  if (request.url.startsWith('/api/') || request.url === '/api') response.setHeader('Cache-Control', NO_STORE);
  next();
}
