import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, concatMap, from } from 'rxjs';
import { runOnReplica } from '../../database/replica-reads';
import { MetricsService } from '../../metrics/metrics.service';
import { CACHED_READ_METADATA } from './cache-rules.decorator';
import { ContentVersionFeed } from './content-version-feed';
import { PublicCacheService } from './public-cache.service';
import { ReplicaFreshness } from './replica-freshness';

/**
 * Sends the public reads (the GETs declared @CachedRead: answers the same for
 * every reader, which never write) to a read replica when ReplicaFreshness
 * says one is fresh enough; everything else, admin reads and every write
 * included, stays on the primary. With the response cache on, the cache has
 * already brought the feed up to date for this request (strict) or for this
 * process's own writes (notify); with it off, the feed is refreshed here
 * first, so an admin who just wrote reads their write on the public pages too.
 */
@Injectable()
export class ReplicaReadInterceptor implements NestInterceptor {
  private readonly counts: Record<'replica' | 'primary', { inc(): void }>;

  constructor(
    private readonly reflector: Reflector,
    private readonly freshness: ReplicaFreshness,
    private readonly feed: ContentVersionFeed,
    private readonly cache: PublicCacheService,
    metrics: MetricsService,
  ) {
    this.counts = {
      replica: metrics.publicReads.labels('replica'),
      primary: metrics.publicReads.labels('primary'),
    };
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.freshness.configured || context.getType() !== 'http') return next.handle();
    if (!this.reflector.get(CACHED_READ_METADATA, context.getHandler())) return next.handle();
    const settled = this.cache.enabled ? Promise.resolve() : this.feed.refresh().catch(() => undefined);
    return from(settled).pipe(
      concatMap(() => {
        if (!this.freshness.mayReadReplica()) {
          this.counts.primary.inc();
          return next.handle();
        }
        this.counts.replica.inc();
        return new Observable<unknown>((subscriber) => runOnReplica(() => next.handle().subscribe(subscriber)));
      }),
    );
  }
}
