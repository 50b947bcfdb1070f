import { SetMetadata } from '@nestjs/common';
import type { WatchedTable } from '../../database/content-tables';

const TEN_MINUTES = 10 * 60_000;

/** How the response cache keeps the answers of one public GET. */
export interface CachedReadRule {
  /**
   * The tables the answer is read from. It is reused only while all of them
   * keep the version they had when it was read.
   */
  tables: readonly WatchedTable[];
  /** Upper bound on an answer's life, for answers that also depend on the clock. */
  ttlMs: number;
  /** Anything besides the URL the answer depends on (the clock's ISO week, say). */
  keySuffix?: () => string;
  /**
   * The answer belongs to the one visitor its URL names (a session id in the
   * query): this process keeps it per URL like any other, but it leaves with
   * `Cache-Control: no-store`, so no browser or proxy shares or keeps it.
   */
  perVisitor?: boolean;
}

export const CACHED_READ_METADATA = 'public-cache:cached-read';
export const UNCACHED_METADATA = 'public-cache:uncached';

/**
 * The answers of this GET are public and the same for every reader: the
 * response cache in front of express keeps them (see PublicCacheService).
 * `ttlMs` defaults to ten minutes.
 */
export function CachedRead(rule: Omit<CachedReadRule, 'ttlMs'> & { ttlMs?: number }): MethodDecorator {
  return SetMetadata<string, CachedReadRule>(CACHED_READ_METADATA, { ttlMs: TEN_MINUTES, ...rule });
}

/**
 * This public GET must never be served from the shared cache; `reason` says
 * why (per-visitor answers, live status, redirects with side effects).
 */
export function Uncached(reason: string): MethodDecorator {
  return SetMetadata(UNCACHED_METADATA, reason);
}
