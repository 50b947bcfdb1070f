import {
  CallHandler,
  ExecutionContext,
  Injectable,
  InternalServerErrorException,
  Logger,
  NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import { deskMemberOf } from '../auth/desk-member';
import { AuditNote, withAuditNote } from './audit-context';
import { AuditTrail, actionOfRoute, entityOfRoute, routeOf } from './audit-trail.service';
import { AUDITED_METADATA, type AuditedAs } from './audited.decorator';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the member is told when their write went through but its entry did not: not to repeat it. */
export const UNRECORDED_WRITE_MESSAGE =
  'Your change was saved, but its audit log entry could not be written. Do not repeat the change; tell an administrator, who will find it in the server log.';
/** A logged read (an export) whose entry failed: nothing changed, so trying again is safe. */
export const UNRECORDED_READ_MESSAGE = 'This could not be recorded in the audit log, so it was not sent. Try again.';

/**
 * Logs every admin write that succeeds, and every admin read marked @Audited,
 * before the answer goes out: a write whose entry cannot be stored answers an
 * error rather than going unrecorded. An admin route is one AdminGuard let a
 * member through, so a route added later is logged without anyone asking.
 * Handlers add what only they know (the fields before and after) through
 * auditNote, which this runs them inside.
 *
 * The entry is written after the handler's own transaction has committed, not
 * inside it: the stores each commit their own writes (some in transactions of
 * their own, some followed by queue jobs that must only see committed rows),
 * and threading one request-wide transaction through all of them would hold a
 * connection for the whole request. So a failed entry cannot undo the write;
 * instead it is never silent: the server log gets the entry that was lost, and
 * the member a 500 saying the change was saved.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AuditInterceptor');

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
    const event = {
      action: note.action ?? declared?.action ?? actionOfRoute(route),
      entity: declared?.entity ?? entityOfRoute(route),
      entityId: note.entityId ?? params.id ?? answeredId ?? null,
      changes: note.changes ?? null,
    };
    return this.trail.record(request, event).catch((error: unknown) => {
      // The changed fields stay out of the log line: they may hold personal data the entry would have redacted.
      const member = deskMemberOf(request);
      this.logger.error(
        `audit entry lost: ${event.action} ${event.entity} ${event.entityId ?? '-'} by ${member?.id ?? '-'} ` +
          `(${route}): ${error instanceof Error ? error.message : String(error)}`,
      );
      const message = WRITES.has(request.method) ? UNRECORDED_WRITE_MESSAGE : UNRECORDED_READ_MESSAGE;
      throw new InternalServerErrorException({ statusCode: 500, message });
    });
  }
}
