import { CallHandler, ExecutionContext, ForbiddenException, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { deskMemberOf } from '../auth/desk-member';
import { withEditCondition } from '../publishing/edit-condition';
import { ArticlesService } from './articles.service';

export const AUTHOR_MESSAGES = {
  publish: 'Authors write drafts: an editor publishes or schedules a story.',
  editLive: 'Authors edit drafts only: this story is already scheduled or public, so an editor changes it.',
} as const;

/**
 * An author writes drafts and nothing else: a story an author creates is a draft
 * unless they ask otherwise (then 403), and an author may edit only a story that
 * is still a draft. Runs after AdminGuard has found the member and before the
 * body is validated, so a draft's default status is the author's, not the admin's.
 * An edit is checked here for a clear answer, and again as it is written.
 */
@Injectable()
export class AuthorsWriteDraftsInterceptor implements NestInterceptor {
  constructor(private readonly articles: ArticlesService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    if (deskMemberOf(request)?.role !== 'author' || (request.method !== 'POST' && request.method !== 'PATCH')) {
      return next.handle();
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const asksToPublish =
      (body.status !== undefined && body.status !== 'draft') ||
      (body.publishAt !== undefined && body.publishAt !== null && body.publishAt !== '');
    if (asksToPublish) throw new ForbiddenException({ statusCode: 403, message: AUTHOR_MESSAGES.publish });
    if (request.method === 'POST') {
      request.body = { ...body, status: 'draft' };
    } else {
      const id = Number(request.params.id);
      // An unknown or malformed id is left to the route, which answers it as it always does.
      const stored = Number.isSafeInteger(id) && id > 0 ? await this.articles.findAny(id).catch(() => null) : null;
      const refusal = new ForbiddenException({ statusCode: 403, message: AUTHOR_MESSAGES.editLive });
      if (stored && stored.status !== 'draft') throw refusal;
      // Checked again under the write's lock: an editor may publish the story between here and there.
      return new Observable((subscriber) =>
        withEditCondition({ status: 'draft', refusal }, () => next.handle().subscribe(subscriber)),
      );
    }
    return next.handle();
  }
}
