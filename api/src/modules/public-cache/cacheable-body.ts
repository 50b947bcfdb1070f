import type { Response } from 'express';

/**
 * Where the response cache hooks a request it may keep the answer of, for
 * answers that are not JSON (pages, feeds, sitemaps): the handler offers the
 * finished bytes, and the cache keeps and writes them when it wants them.
 */
export const CACHEABLE_SENDER = Symbol('public-cache:send-cacheable');

/** Answers true when the cache wrote the answer itself. */
export type CacheableSender = (body: Buffer, contentType: string) => boolean;

/**
 * Sends a public answer that is the same for every reader: through the
 * response cache when it is waiting for it (a miss it will keep), else
 * through express (which adds its own ETag and answers 304 and HEAD).
 */
export function sendCacheable(response: Response, status: number, body: Buffer, contentType: string): void {
  response.status(status);
  const sender = (response as unknown as Record<symbol, CacheableSender | undefined>)[CACHEABLE_SENDER];
  if (sender?.(body, contentType)) return;
  response.setHeader('Content-Type', contentType);
  response.send(body);
}
