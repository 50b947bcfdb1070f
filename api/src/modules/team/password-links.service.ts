import { GoneException, BadRequestException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { REDACTED } from '../../shared/contracts/audit';
import { AuditTrail } from '../audit/audit-trail.service';
import { hashPassword } from '../auth/password';
import { UsersStore } from '../users/users.store';
import { hashMemberToken } from '../member-tokens/member-links';
import { MemberTokensStore } from '../member-tokens/member-tokens.store';
import { SessionsStore } from '../sessions/sessions.store';
import { TEAM_MESSAGES } from './team-messages';
import { TeamService } from './team.service';

/** A member's own side: asking for a reset link, and setting a password through any link. */
@Injectable()
export class PasswordLinksService {
  constructor(
    private readonly users: UsersStore,
    private readonly tokens: MemberTokensStore,
    private readonly team: TeamService,
    private readonly audit: AuditTrail,
    private readonly sessions: SessionsStore,
  ) {}

  /**
   * Emails a reset link when the address belongs to a member; says nothing
   * either way, so the answer does not tell who has an account.
   */
  async requestReset(email: string, request: Request): Promise<void> {
    // Every address meets the same 503 while the queue is down, not only a member's.
    await this.team.assertLinkEmailsCanBeQueued();
    const user = await this.users.findByEmail(email);
    if (!user?.role) return;
    await this.team.sendLink(user.id, 'reset');
    await this.audit.record(request, {
      action: 'password-reset-request',
      entity: 'team',
      entityId: user.id,
      actor: { id: user.id, email: user.email },
    });
  }

  /**
   * Sets the password of the link's member and uses the link up. An unknown
   * token is a 400; a used or expired one a 410, each saying what to do next.
   * Every session the member had ends: a reset is what someone does when a
   * password or a device may be in other hands, and those sessions with it.
   */
  async setPassword(token: string, password: string, request: Request): Promise<void> {
    const link = await this.tokens.findByHash(hashMemberToken(token));
    if (!link) throw new BadRequestException({ statusCode: 400, message: TEAM_MESSAGES.linkInvalid });
    const now = new Date();
    if (link.usedAt) throw new GoneException({ statusCode: 410, message: TEAM_MESSAGES.linkUsed });
    if (link.expiresAt <= now) throw new GoneException({ statusCode: 410, message: TEAM_MESSAGES.linkExpired });
    const user = await this.users.findMember(link.userId);
    if (!user) throw new BadRequestException({ statusCode: 400, message: TEAM_MESSAGES.linkInvalid });
    const passwordHash = await hashPassword(password);
    if (!(await this.tokens.consume(link.id, now))) {
      throw new GoneException({ statusCode: 410, message: TEAM_MESSAGES.linkUsed });
    }
    await this.users.setPassword(user.id, passwordHash);
    await this.sessions.endAllOf(user.id);
    await this.audit.record(request, {
      action: link.purpose === 'invite' ? 'accept-invite' : 'password-reset',
      entity: 'team',
      entityId: user.id,
      actor: { id: user.id, email: user.email ?? user.username },
      changes: { after: { password: REDACTED } },
    });
  }
}
