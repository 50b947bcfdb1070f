import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { ContentVersionFeed } from './content-version-feed';

/** Writes here never touch content tables: no need to make their (hot) answers wait. */
const NON_CONTENT_WRITES = /^\/api\/(?:personalization|visits|subscriptions|auth)(?:\/|$)/;

/**
 * Read-your-writes for writes made through this process in the notify and bounded modes:
 * before the answer of a non-GET request leaves, the version feed has counted
 * every write committed so far, so the cached answers it touched are already
 * dropped when the client reads next. Writers need not call anything.
 * (Strict mode needs no barrier: every read refreshes first.) In bounded
 * mode the refresh also restarts the staleness window, so the writer's next
 * read trusts a check made after the write.
 */
@Injectable()
export class WriteBarrierInterceptor implements NestInterceptor {
  private readonly active: boolean;

  constructor(
    private readonly feed: ContentVersionFeed,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.active = config.responseCacheConsistency !== 'strict' && config.responseCacheMaxBytes > 0;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (!this.active || context.getType() !== 'http') return next.handle();
    const { method, url } = context.switchToHttp().getRequest<Request>();
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || NON_CONTENT_WRITES.test(url)) {
      return next.handle();
    }

    const settle = () => from(this.feed.refresh().catch(() => undefined));
    return next.handle().pipe(
      concatMap((value) => settle().pipe(map(() => value))),
      catchError((error: unknown) => settle().pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
