import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { NEXT_CURSOR_HEADER } from '../../http/keyset-cursor';
import { CDN_CACHE_CONTROL, NO_STORE, PUBLIC_CACHE_CONTROL, STALE_CACHE_CONTROL } from './cache-control';
import { preferredCoding } from './content-coding';
import { etagForCoding, ifNoneMatchHits } from './etag';
import type { CachedResponse } from './response-cache';

const COMPRESS_FROM_BYTES = 1024;

/**
 * What each answer says about where it came from (Cache-Status, RFC 9211):
 * a hit; a miss answered by the application and kept; or, while Postgres is
 * unreachable, a stored answer whose freshness could not be checked, served
 * in place of the application's 503 (or, right after one, without asking again).
 */
export const CACHE_STATUS = {
  hit: 'cypher; hit',
  stored: 'cypher; fwd=miss; stored',
  stale: 'cypher; fwd=stale; fwd-status=503; detail=stale-if-error',
  staleHit: 'cypher; hit; detail=stale-if-error',
} as const;
export type ServedAs = keyof typeof CACHE_STATUS;

/**
 * Writes a stored answer to the reader without express: its headers in one
 * writeHead, a 304 when the reader holds it already, the body in the coding
 * the reader prefers (`encoded` compresses it once per entry).
 */
export function writeCachedAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  entry: CachedResponse,
  servedAs: ServedAs,
  securityHead: readonly string[],
  encoded: (coding: 'gzip' | 'br') => Buffer,
): void {
  const coding =
    entry.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : 'identity';
  const etag = etagForCoding(entry.etag, coding);
  // Flat [name, value, ...] lists and one writeHead: the cheapest way node sends headers.
  const head: string[] = [
    'Cache-Control',
    entry.perVisitor
      ? NO_STORE
      : servedAs === 'stale' || servedAs === 'staleHit'
        ? STALE_CACHE_CONTROL
        : PUBLIC_CACHE_CONTROL,
    'ETag',
    etag,
    'Vary',
    'Accept-Encoding',
    'Cache-Status',
    CACHE_STATUS[servedAs],
    ...securityHead,
  ];
  if (entry.purgeKeys) head.push('CDN-Cache-Control', CDN_CACHE_CONTROL, ...entry.purgeKeys);
  if (entry.totalCount !== undefined) head.push('X-Total-Count', entry.totalCount);
  if (entry.nextCursor !== undefined) head.push(NEXT_CURSOR_HEADER, entry.nextCursor);

  if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, head);
    response.end();
    return;
  }
  const body = coding === 'identity' ? entry.body : encoded(coding);
  head.push('Content-Type', entry.contentType, 'Content-Length', String(body.length));
  if (coding !== 'identity') head.push('Content-Encoding', coding);
  response.writeHead(200, head);
  // HEAD: the headers of the GET, no body.
  if (request.method === 'HEAD') response.end();
  else response.end(body);
}

/** A body compressed as a reader's Accept-Encoding asks. */
export function compressed(body: Buffer, coding: 'gzip' | 'br'): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}
