import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { deskMemberOf } from '../auth/desk-member';
import { AuditNote, withAuditNote } from './audit-context';
import { AuditTrail, actionOfRoute, entityOfRoute, routeOf } from './audit-trail.service';
import { AUDITED_METADATA, type AuditedAs } from './audited.decorator';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Logs every admin write that succeeds, and every admin read marked @Audited,
 * before the answer goes out: a write whose entry cannot be stored answers an
 * error rather than going unrecorded. An admin route is one AdminGuard let a
 * member through, so a route added later is logged without anyone asking.
 * Handlers add what only they know (the fields before and after) through
 * auditNote, which this runs them inside.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly trail: AuditTrail,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const declared = this.reflector.getAllAndOverride<AuditedAs | undefined>(AUDITED_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!deskMemberOf(request) || (!WRITES.has(request.method) && !declared)) return next.handle();

    const note: AuditNote = {};
    return new Observable((subscriber) =>
      withAuditNote(note, () =>
        next
          .handle()
          .pipe(mergeMap((result) => from(this.recordWrite(request, declared, note, result).then(() => result))))
          .subscribe(subscriber),
      ),
    );
  }

  private recordWrite(request: Request, declared: AuditedAs | undefined, note: AuditNote, result: unknown) {
    const route = routeOf(request);
    const params = request.params as Record<string, string | undefined>;
    const answeredId = result && typeof result === 'object' && 'id' in result ? String(result.id) : undefined;
    return this.trail.record(request, {
      action: note.action ?? declared?.action ?? actionOfRoute(route),
      entity: declared?.entity ?? entityOfRoute(route),
      entityId: note.entityId ?? params.id ?? answeredId ?? null,
      changes: note.changes ?? null,
    });
  }
}
