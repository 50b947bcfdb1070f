import { CallHandler, ExecutionContext, ForbiddenException, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { Observable } from 'rxjs';
import { deskMemberOf } from '../auth/desk-member';

export const AUTHOR_MESSAGES = {
  publish: 'Authors write drafts: an editor publishes or schedules a story.',
} as const;

/**
 * An author writes drafts and nothing else: a story an author creates is a draft
 * unless they ask otherwise (then 403), and no edit of theirs may publish or
 * schedule one. Runs after AdminGuard has found the member and before the body
 * is validated, so a draft's default status is the author's, not the admin's.
 * Which stories an author may edit at all (their own drafts) is a condition of
 * the edit itself: see authorsEditOwnDrafts.
 */
@Injectable()
export class AuthorsWriteDraftsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request>();
    if (deskMemberOf(request)?.role !== 'author' || (request.method !== 'POST' && request.method !== 'PATCH')) {
      return next.handle();
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const asksToPublish =
      (body.status !== undefined && body.status !== 'draft') ||
      (body.publishAt !== undefined && body.publishAt !== null && body.publishAt !== '');
    if (asksToPublish) throw new ForbiddenException({ statusCode: 403, message: AUTHOR_MESSAGES.publish });
    if (request.method === 'POST') request.body = { ...body, status: 'draft' };
    return next.handle();
  }
}
