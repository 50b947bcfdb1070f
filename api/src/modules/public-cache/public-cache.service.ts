import { Inject, Injectable } from '@nestjs/common';
import { NEXT_CURSOR_HEADER } from '../../http/keyset-cursor';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import type { CachedReadRule } from './cache-rules.decorator';
import { NO_STORE, surrogateKeyHead } from './cache-control';
import { ContentVersionFeed } from './content-version-feed';
import { strongEtag } from './etag';
import { compressed, writeCachedAnswer, type ServedAs } from './write-cached-answer';
import { CACHEABLE_SENDER, type CacheableSender } from './cacheable-body';
import { CachedResponse, ResponseCache } from './response-cache';
import { securityHeaders } from '../../http/security-headers';
import { MetricsService } from '../../metrics/metrics.service';
import { RouteTable } from './route-table';

const MAX_ENTRIES = 5_000;
const JSON_TYPE = 'application/json; charset=utf-8';
/** While Postgres is unreachable, readers get what was cached before, for at most a day after it was read. */
export const STALE_IF_ERROR_MS = 24 * 60 * 60_000;
/**
 * After a 503, stale answers are given at once for this long: an unreachable
 * server may take seconds to time out, and readers should not each wait for
 * it. Then one request goes through again to see whether it is back.
 */
const OUTAGE_PROBE_INTERVAL_MS = 1_000;

type JsonSender = (this: ServerResponse, body: unknown) => unknown;

/** What to do with the application's answer to a request the cache could not answer itself. */
interface Capture {
  /** Keep a 200 under this tag (null: the tag cannot be trusted, pass the answer on untouched). */
  keep: { tag: string; ttlMs: number; perVisitor: boolean; tables: readonly string[] } | null;
  /** Answer this instead of a 503. */
  stale: CachedResponse | undefined;
}

/**
 * The response cache of the public reads. It sits in front of express itself
 * (see installPublicCache): a hit costs one route lookup, one Map lookup and
 * one writeHead, with no router, no Nest pipeline, no validation, no query, no
 * JSON.stringify and no per-request gzip, so it runs at nearly the speed of a
 * bare node server. Which GETs are cached, and the tables each one reads, is
 * declared on the controller methods (@CachedRead) and compiled into a
 * RouteTable at boot.
 *
 * An answer is stored with the tag of its tables taken BEFORE its query ran,
 * so it can only be newer than its tag, never older; it is reused only while
 * the tag is unchanged (see ContentVersionFeed for what moves tags).
 *
 * RESPONSE_CACHE_CONSISTENCY decides when a reader checks:
 *  - bounded: a hit is answered at once while the last version
 *    read that succeeded was sent at most RESPONSE_CACHE_MAX_STALENESS_MS
 *    (100) ago; past half that age, the hit also starts the next read in the
 *    background, so under steady traffic no request waits on Postgres. When
 *    the last read is older (a quiet process), the request waits for a fresh
 *    one, as in strict mode. No reader gets data older than a write committed
 *    that window before its request arrived, whoever wrote it; the NOTIFYs
 *    usually make it sooner, and writes answered by this process are seen by
 *    the next read (WriteBarrierInterceptor).
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
 * Either way, while versions cannot be checked (listener down, version read
 * failing) requests go on to the application uncached, so a working database
 * is always read. Only when the application itself answers 503 (Postgres
 * unreachable) does a stored answer stand in for it: stale-if-error, for
 * STALE_IF_ERROR_MS at most; for OUTAGE_PROBE_INTERVAL_MS after such a 503
 * it is served without asking again. Stored answers therefore outlive the
 * writes and reconnects that make them unservable as fresh; the LRU bounds them.
 */
@Injectable()
export class PublicCacheService {
  private readonly cache: ResponseCache;
  readonly enabled: boolean;
  private routes = new RouteTable<CachedReadRule | null>([]);
  /** Sent with every answer the cache writes itself, as express's middleware sends them with the others. */
  private readonly securityHead: readonly string[];
  /** Until then (monotonic clock), the last answer of the application to a public read was a 503. */
  private outageUntil = 0;

  /** Counters bound to their label once: a cache hit must stay a handful of microseconds. */
  private readonly lookups: Record<'hit' | 'miss' | 'stale', { inc(): void }>;

  constructor(
    private readonly feed: ContentVersionFeed,
    @Inject(APP_CONFIG) config: AppConfig,
    metrics: MetricsService,
  ) {
    const counter = metrics.responseCacheLookups;
    this.lookups = { hit: counter.labels('hit'), miss: counter.labels('miss'), stale: counter.labels('stale') };
    this.enabled = config.responseCacheMaxBytes > 0;
    this.cache = new ResponseCache(MAX_ENTRIES, config.responseCacheMaxBytes);
    this.securityHead = securityHeaders(config).flat();
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.totalBytes };
  }

  /** The routes and their rules, compiled once at boot from the controllers' declarations. */
  useRoutes(routes: RouteTable<CachedReadRule | null>): void {
    this.routes = routes;
  }

  /** The rule of the route a path belongs to: null for a GET that is not cached, undefined for no GET route. */
  ruleFor(path: string): CachedReadRule | null | undefined {
    return this.routes.match(path);
  }

  /** Answers from the cache, or calls `passOn` (express) and keeps what it answers. */
  handle(request: IncomingMessage, response: ServerResponse, passOn: () => void): void {
    const url = request.url ?? '/';
    const method = request.method;
    if ((method !== 'GET' && method !== 'HEAD') || !this.enabled || request.headers.authorization) return passOn();
    const queryStart = url.indexOf('?');
    const rule = this.routes.match(queryStart < 0 ? url : url.slice(0, queryStart));
    if (!rule) return passOn();
    const key = rule.keySuffix ? `${url}#${rule.keySuffix()}` : url;

    const settled = this.feed.settled();
    if (settled === true) this.serve(request, response, passOn, rule, key);
    else if (settled === false) this.forwardUnverified(request, response, passOn, key);
    else
      settled.then((trusted) =>
        trusted
          ? this.serve(request, response, passOn, rule, key)
          : this.forwardUnverified(request, response, passOn, key),
      );
  }

  private serve(
    request: IncomingMessage,
    response: ServerResponse,
    passOn: () => void,
    rule: CachedReadRule,
    key: string,
  ): void {
    const tag = this.feed.tagOf(rule.tables);
    const entry = this.cache.get(key);
    const now = Date.now();
    if (entry && entry.versions === tag && entry.expiresAt > now) {
      this.write(request, response, key, entry, 'hit');
      return;
    }
    this.lookups.miss.inc();
    this.capture(request, response, key, {
      keep: { tag, ttlMs: rule.ttlMs, perVisitor: rule.perVisitor === true, tables: rule.tables },
      stale: servableStale(entry, now),
    });
    passOn();
  }

  /** Versions cannot be checked: the application answers, and the stored answer stands by for a 503. */
  private forwardUnverified(request: IncomingMessage, response: ServerResponse, passOn: () => void, key: string): void {
    const now = Date.now();
    const stale = servableStale(this.cache.get(key), now);
    if (stale && performance.now() < this.outageUntil) {
      this.write(request, response, key, stale, 'staleHit');
      return;
    }
    if (stale) this.capture(request, response, key, { keep: null, stale });
    this.lookups.miss.inc();
    passOn();
  }

  /**
   * Lets Nest answer, then keeps its 200 body (serialised once, here) for the
   * next readers, or puts the stale answer in place of a 503. Express gives
   * `response` its prototype (with json) only later, so the original is
   * looked up when called, past this own property.
   */
  private capture(request: IncomingMessage, response: ServerResponse, key: string, { keep, stale }: Capture): void {
    const write = (entry: CachedResponse, servedAs: ServedAs) => this.write(request, response, key, entry, servedAs);
    const cache = this.cache;
    const noteOutage = () => (this.outageUntil = performance.now() + OUTAGE_PROBE_INTERVAL_MS);
    /** True when the answer was written here; false leaves it to express. */
    const take = (self: ServerResponse, bytes: () => Buffer, contentType: string): boolean => {
      const status = self.statusCode;
      if (status === 503) noteOutage();
      if (status === 503 && stale) {
        self.removeHeader('Retry-After');
        write(stale, 'stale');
        return true;
      }
      if (status === 200 && keep) {
        const body = bytes();
        const totalHeader = self.getHeader('X-Total-Count');
        const totalCount = totalHeader === undefined ? undefined : String(totalHeader);
        const cursorHeader = self.getHeader(NEXT_CURSOR_HEADER);
        const now = Date.now();
        const entry: CachedResponse = {
          body,
          contentType,
          etag: strongEtag(body, totalCount),
          totalCount,
          ...(cursorHeader === undefined ? {} : { nextCursor: String(cursorHeader) }),
          versions: keep.tag,
          expiresAt: now + keep.ttlMs,
          staleUntil: now + STALE_IF_ERROR_MS,
          encoded: {},
          perVisitor: keep.perVisitor,
          purgeKeys: keep.perVisitor ? undefined : surrogateKeyHead(keep.tables),
        };
        cache.set(key, entry);
        write(entry, 'stored');
        return true;
      }
      if (status !== 200) {
        self.setHeader('Cache-Control', NO_STORE);
        // The database answered and the answer is gone (a deleted row, say): never show it again, even stale.
        if (keep && status !== 503) cache.delete(key);
      }
      return false;
    };
    const json: JsonSender = function (this: ServerResponse, body: unknown) {
      if (take(this, () => Buffer.from(JSON.stringify(body) ?? 'null'), JSON_TYPE)) return this;
      return (Object.getPrototypeOf(this) as { json: JsonSender }).json.call(this, body);
    };
    Object.defineProperty(response, 'json', { value: json, configurable: true, writable: true });
    const sendCacheable: CacheableSender = (body, contentType) => take(response, () => body, contentType);
    Object.defineProperty(response, CACHEABLE_SENDER, { value: sendCacheable, configurable: true });
  }

  private write(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    entry: CachedResponse,
    servedAs: ServedAs,
  ): void {
    if (servedAs === 'hit') this.lookups.hit.inc();
    else if (servedAs !== 'stored') this.lookups.stale.inc();
    writeCachedAnswer(request, response, entry, servedAs, this.securityHead, (coding) =>
      this.encoded(key, entry, coding),
    );
  }

  /** The body in `coding`, compressed once per entry and counted in the cache's size. */
  private encoded(key: string, entry: CachedResponse, coding: 'gzip' | 'br'): Buffer {
    let body = entry.encoded[coding];
    if (!body) {
      body = compressed(entry.body, coding);
      entry.encoded[coding] = body;
      this.cache.grew(key, entry, body.length);
    }
    return body;
  }
}

function servableStale(entry: CachedResponse | undefined, now: number): CachedResponse | undefined {
  return entry && entry.staleUntil > now ? entry : undefined;
}
