import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { CacheableRoute, cacheableRouteFor } from './cacheable-routes';
import { NO_STORE, PUBLIC_CACHE_CONTROL } from './cache-control';
import { preferredCoding } from './content-coding';
import { ContentVersionFeed } from './content-version-feed';
import { etagForCoding, ifNoneMatchHits, strongEtag } from './etag';
import { CachedResponse, ResponseCache } from './response-cache';

const MAX_ENTRIES = 5_000;
const COMPRESS_FROM_BYTES = 1024;

type JsonSender = (this: ServerResponse, body: unknown) => unknown;

/**
 * The response cache of the public reads. It sits in front of express itself
 * (see installPublicCache): a hit costs one Map lookup and one writeHead, with
 * no router, no Nest pipeline, no validation, no query, no JSON.stringify and
 * no per-request gzip, so it runs at nearly the speed of a bare node server.
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

  /** Answers from the cache, or calls `passOn` (express) and keeps what it answers. */
  handle(request: IncomingMessage, response: ServerResponse, passOn: () => void): void {
    const url = request.url ?? '/';
    if (request.method !== 'GET' || !this.enabled || request.headers.authorization) return passOn();
    const queryStart = url.indexOf('?');
    const route = cacheableRouteFor(queryStart < 0 ? url : url.slice(0, queryStart));
    if (!route) return passOn();
    const key = route.keySuffix ? `${url}#${route.keySuffix()}` : url;

    if (this.strict) {
      this.feed.refresh().then(
        () => this.serve(request, response, passOn, route, key),
        () => passOn(),
      );
    } else if (this.feed.connected) {
      this.serve(request, response, passOn, route, key);
    } else {
      passOn();
    }
  }

  private serve(
    request: IncomingMessage,
    response: ServerResponse,
    passOn: () => void,
    route: CacheableRoute,
    key: string,
  ): void {
    const tag = this.feed.tagOf(route.tables);
    const entry = this.cache.get(key);
    if (entry && entry.versions === tag && entry.expiresAt > Date.now()) {
      this.write(request, response, key, entry);
      return;
    }
    if (entry) this.cache.delete(key);
    this.captureAnswer(request, response, route, key, tag);
    passOn();
  }

  /**
   * Lets Nest answer, then keeps its 200 body (serialised once, here) for the
   * next readers. Express gives `response` its prototype (with json) only later,
   * so the original is looked up when called, past this own property.
   */
  private captureAnswer(
    request: IncomingMessage,
    response: ServerResponse,
    route: CacheableRoute,
    key: string,
    tag: string,
  ): void {
    const write = (entry: CachedResponse) => this.write(request, response, key, entry);
    const store = (entry: CachedResponse) => this.cache.set(key, entry);
    const json: JsonSender = function (this: ServerResponse, body: unknown) {
      if (this.statusCode !== 200) {
        this.setHeader('Cache-Control', NO_STORE);
        return (Object.getPrototypeOf(this) as { json: JsonSender }).json.call(this, body);
      }
      const bytes = Buffer.from(JSON.stringify(body) ?? 'null');
      const totalHeader = this.getHeader('X-Total-Count');
      const totalCount = totalHeader === undefined ? undefined : String(totalHeader);
      const entry: CachedResponse = {
        body: bytes,
        etag: strongEtag(bytes, totalCount),
        totalCount,
        versions: tag,
        expiresAt: Date.now() + route.ttlMs,
        encoded: {},
      };
      store(entry);
      write(entry);
      return this;
    };
    Object.defineProperty(response, 'json', { value: json, configurable: true, writable: true });
  }

  private write(request: IncomingMessage, response: ServerResponse, key: string, entry: CachedResponse): void {
    const coding =
      entry.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : 'identity';
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
