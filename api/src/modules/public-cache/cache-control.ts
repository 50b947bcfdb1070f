import type { NextFunction, Request, Response } from 'express';

/**
 * Public pages and JSON: a browser revalidates on every use (`no-cache`; the strong ETag makes that a 304 from
 * our own cache, which the database's change feed keeps exact), so a reader sees their own action at the next
 * reload. Shared caches (a CDN in front) may keep an answer for 30 s and serve it stale while they revalidate or
 * while we are down: `s-maxage` for the caches that read Cache-Control alone, and CDN-Cache-Control (RFC 9213),
 * which a CDN reads in its place, because `no-cache` would otherwise make it ask us every time too.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400';
export const CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300, stale-if-error=86400';
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

/**
 * The purge keys of a public answer: the tables it was read from, so a CDN can drop every answer a change made
 * stale by the table's name (Fastly's Surrogate-Key is space-separated, Cloudflare's Cache-Tag comma-separated).
 */
export function surrogateKeyHead(tables: readonly string[]): string[] {
  return ['Surrogate-Key', tables.join(' '), 'Cache-Tag', tables.join(',')];
}
