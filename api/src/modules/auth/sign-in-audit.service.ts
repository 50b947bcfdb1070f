import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuditTrail } from '../audit/audit-trail.service';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/**
 * Sign-ins and sign-outs in the audit log, the same entry whichever way the
 * member came (the password form, the identity provider) or left (the API
 * call, the browser redirect); the entry's route tells the ways apart.
 */
@Injectable()
export class SignInAudit {
  constructor(
    private readonly audit: AuditTrail,
    private readonly auth: AuthService,
  ) {}

  signedIn(request: Request, user: User): Promise<void> {
    return this.audit.record(request, {
      action: 'login',
      entity: 'auth',
      entityId: user.id,
      actor: { id: user.id, email: user.email ?? user.username },
    });
  }

  /** Before the session ends: a request without a member's session signs no one out, and leaves no entry. */
  async signingOut(request: Request): Promise<void> {
    const member = await this.auth.findMember(request.session?.userId);
    if (!member) return;
    await this.audit.record(request, {
      action: 'logout',
      entity: 'auth',
      entityId: member.id,
      actor: { id: member.id, email: member.email ?? member.username },
    });
  }
}
