import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditChanges } from '../../shared/contracts/audit';
import { deskMemberOf } from '../auth/desk-member';
import { AuditStore } from './audit.store';

export interface AuditEvent {
  action: string;
  entity: string;
  entityId?: string | null;
  changes?: AuditChanges | null;
  /** Who, when the request's guard did not decide it (a sign-in names the member it signs in). */
  actor?: { id: string | null; email: string | null };
}

/** Writes one entry for a request: the actor from the session's member, the address and route from the request. */
@Injectable()
export class AuditTrail {
  constructor(private readonly store: AuditStore) {}

  async record(request: Request, event: AuditEvent): Promise<void> {
    const member = deskMemberOf(request);
    const actor = event.actor ?? { id: member?.id ?? null, email: member?.email ?? null };
    await this.store.add({
      actorId: actor.id,
      actorEmail: actor.email?.slice(0, 254) ?? null,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId?.slice(0, 100) ?? null,
      route: routeOf(request),
      ip: request.ip?.slice(0, 64) ?? null,
      changes: event.changes ?? null,
    });
  }
}

/** 'PATCH /api/articles/:id': the route pattern, not the address, so ids and query strings stay out of it. */
export function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  const path = typeof pattern === 'string' ? `${request.baseUrl ?? ''}${pattern}` : request.path;
  return `${request.method} ${path}`.slice(0, 300);
}

/** The entity a route writes: the first segment after /api and /api/admin ('articles', 'sources', 'team'). */
export function entityOfRoute(route: string): string {
  const path = route.slice(route.indexOf(' ') + 1);
  const segments = path.split('/').filter(Boolean);
  let index = segments[0] === 'api' ? 1 : 0;
  if (segments[index] === 'admin' && segments.length > index + 1) index += 1;
  return (segments[index] ?? 'unknown').replace(/\.csv$/, '').slice(0, 60);
}

/**
 * The action a write's method and path imply: DELETE deletes, PATCH and PUT
 * update, a POST to the collection itself creates, and a POST to a word under
 * it (/subscribers/import, /newsletters/:id/send) is that word.
 */
export function actionOfRoute(route: string): string {
  const [method, path] = route.split(' ');
  if (method === 'DELETE') return 'delete';
  if (method === 'PATCH' || method === 'PUT') return 'update';
  if (method !== 'POST') return 'read';
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  const entity = entityOfRoute(route);
  return last === entity || last.startsWith(':') ? 'create' : last.slice(0, 40);
}
