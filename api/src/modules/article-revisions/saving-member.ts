import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Observable } from 'rxjs';
import { deskMemberOf } from '../auth/desk-member';

const members = new AsyncLocalStorage<string>();

/**
 * Who is saving, for the revision a save keeps: the admin write handlers hand
 * the services a body and an id, not the request, so the member AdminGuard let
 * through is kept beside the request while its handler runs.
 */
@Injectable()
export class SavingMemberInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const member = deskMemberOf(context.switchToHttp().getRequest<Request>());
    if (!member) return next.handle();
    const name = member.email ?? member.id;
    return new Observable((subscriber) => members.run(name, () => next.handle().subscribe(subscriber)));
  }
}

/** The desk member whose request is running (their address), or null outside one (the worker, a script). */
export function savingMember(): string | null {
  return members.getStore() ?? null;
}
