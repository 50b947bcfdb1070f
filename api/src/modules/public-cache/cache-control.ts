import type { NextFunction, Request, Response } from 'express';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';
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
