import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable, catchError, concatMap, from, map, throwError } from 'rxjs';
import { ContentVersionFeed } from './content-version-feed';

/**
 * Read-your-writes for writes made through this process, whatever the cache
 * mode: before the answer of any non-GET request leaves, the version feed has
 * counted every write committed so far, so the cached answers it touched are
 * already dropped when the client reads next. Writers need not call anything.
 */
@Injectable()
export class WriteBarrierInterceptor implements NestInterceptor {
  constructor(private readonly feed: ContentVersionFeed) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const method = context.switchToHttp().getRequest<Request>().method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next.handle();

    const settle = () => from(this.feed.refresh().catch(() => undefined));
    return next.handle().pipe(
      concatMap((value) => settle().pipe(map(() => value))),
      catchError((error: unknown) => settle().pipe(concatMap(() => throwError(() => error)))),
    );
  }
}
