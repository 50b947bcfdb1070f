import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CacheableRoute, cacheableRouteFor } from './cacheable-routes';
import { NO_STORE, PUBLIC_CACHE_CONTROL } from './cache-control';
import { ContentVersionFeed } from './content-version-feed';
import { ContentCoding, etagForCoding, ifNoneMatchHits, strongEtag } from './etag';
import { CachedResponse, ResponseCache } from './response-cache';

const MAX_ENTRIES = 5_000;
const COMPRESS_FROM_BYTES = 1024;

/**
 * The response cache of the public reads, as express middleware placed before
 * everything else, so a hit costs one Map lookup and one write (no Nest
 * pipeline, no validation, no query, no JSON.stringify, no per-request gzip).
 *
 * An answer is stored with the tag of its tables taken BEFORE its query ran,
 * so it can only be newer than its tag, never older; it is reused only while
 * the tag is unchanged (see ContentVersionFeed for what moves tags).
 *
 * RESPONSE_CACHE_CONSISTENCY decides when a reader checks:
 *  - strict (default): every cacheable request first awaits feed.refresh(),
 *    a version read that starts after it arrived (shared by every request
 *    arriving meanwhile). No reader, in any API process, ever gets data older
 *    than a write committed before its request arrived, whoever wrote it.
 *    Cost: one Postgres round trip of latency per request, and one tiny
 *    query per batch of concurrent requests.
 *  - notify: a hit is answered at once, trusting the NOTIFYs. Writes through
 *    this process are still read-your-writes (WriteBarrierInterceptor refreshes
 *    before a write's response leaves); a write from another process or the
 *    worker is seen once its NOTIFY arrives, normally well under a
 *    millisecond after its commit, but without a hard bound.
 * Either way, while the listener connection is down requests pass through uncached.
 */
@Injectable()
export class PublicCacheService {
  private readonly logger = new Logger(PublicCacheService.name);
  private readonly cache: ResponseCache;
  readonly enabled: boolean;
  private readonly strict: boolean;

  constructor(
    private readonly feed: ContentVersionFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.responseCacheMaxBytes > 0;
    this.strict = config.responseCacheConsistency === 'strict';
    this.cache = new ResponseCache(MAX_ENTRIES, config.responseCacheMaxBytes);
    this.feed.onChange((table) => this.dropFor(table));
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.totalBytes };
  }

  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' || !this.enabled || request.headers.authorization) return next();
    const url = request.url;
    const queryStart = url.indexOf('?');
    const route = cacheableRouteFor(queryStart < 0 ? url : url.slice(0, queryStart));
    if (!route) return next();
    const key = route.keySuffix ? `${url}#${route.keySuffix()}` : url;

    if (this.strict) {
      this.feed.refresh().then(
        () => this.serve(request, response, next, route, key),
        () => next(),
      );
    } else if (this.feed.connected) {
      this.serve(request, response, next, route, key);
    } else {
      next();
    }
  };

  private serve(
    request: Request,
    response: Response,
    next: NextFunction,
    route: CacheableRoute,
    key: string,
  ): void {
    const versions = this.feed.tagOf(route.tables);
    const entry = this.cache.get(key);
    if (entry && entry.versions === versions && entry.expiresAt > Date.now()) {
      this.write(request, response, key, entry);
      return;
    }
    if (entry) this.cache.delete(key);
    this.captureAnswer(request, response, route, key, versions);
    next();
  }

  /** Lets Nest answer, then keeps its 200 body (serialised once, here) for the next readers. */
  private captureAnswer(
    request: Request,
    response: Response,
    route: CacheableRoute,
    key: string,
    versions: string,
  ): void {
    const json = response.json.bind(response);
    response.json = (body: unknown) => {
      if (response.statusCode !== 200) {
        response.setHeader('Cache-Control', NO_STORE);
        return json(body);
      }
      const bytes = Buffer.from(JSON.stringify(body) ?? 'null');
      const totalHeader = response.getHeader('X-Total-Count');
      const totalCount = totalHeader === undefined ? undefined : String(totalHeader);
      const entry: CachedResponse = {
        body: bytes,
        etag: strongEtag(bytes, totalCount),
        totalCount,
        versions,
        expiresAt: Date.now() + route.ttlMs,
        encoded: {},
      };
      this.cache.set(key, entry);
      this.write(request, response, key, entry);
      return response;
    };
  }

  private write(request: Request, response: Response, key: string, entry: CachedResponse): void {
    const coding = entry.body.length >= COMPRESS_FROM_BYTES ? chooseCoding(request) : 'identity';
    const etag = etagForCoding(entry.etag, coding);
    // Flat [name, value, ...] lists and one writeHead: the cheapest way node sends headers.
    const head: string[] = ['Cache-Control', PUBLIC_CACHE_CONTROL, 'ETag', etag, 'Vary', 'Accept-Encoding'];
    if (entry.totalCount !== undefined) head.push('X-Total-Count', entry.totalCount);

    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) {
      response.writeHead(304, head);
      response.end();
      return;
    }
    const body = coding === 'identity' ? entry.body : this.encoded(key, entry, coding);
    head.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length));
    if (coding !== 'identity') head.push('Content-Encoding', coding);
    response.writeHead(200, head);
    response.end(body);
  }

  private encoded(key: string, entry: CachedResponse, coding: 'gzip' | 'br'): Buffer {
    let body = entry.encoded[coding];
    if (!body) {
      body =
        coding === 'br'
          ? brotliCompressSync(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(entry.body, { level: 6 });
      entry.encoded[coding] = body;
      this.cache.grew(key, entry, body.length);
    }
    return body;
  }

  private dropFor(table: string | null): void {
    if (table === null) {
      this.cache.clear();
      return;
    }
    const dropped = this.cache.deleteWhere((key) => {
      const path = key.split(/[?#]/, 1)[0];
      return cacheableRouteFor(path)?.tables.includes(table as never) ?? false;
    });
    if (dropped) this.logger.debug(`dropped ${dropped} cached answers after a write to ${table}`);
  }
}

/** br, then gzip, as the client accepts them (q=0 means refused). */
function chooseCoding(request: Request): ContentCoding {
  const header = request.headers['accept-encoding'];
  if (!header || !/gzip|br/.test(header)) return 'identity';
  const accepted = request.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}
