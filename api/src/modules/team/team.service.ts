import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import type { TeamMemberView } from '../../shared/contracts/admin';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { auditNote } from '../audit/audit-context';
import { UsersStore, type MemberRecord } from '../users/users.store';
import { MemberLinks, MEMBER_LINK_TTL_MS, hashMemberToken } from '../member-tokens/member-links';
import type { MemberLinkPurpose } from '../member-tokens/member-token.entity';
import { MemberTokensStore } from '../member-tokens/member-tokens.store';
import { TEAM_MESSAGES } from './team-messages';

/** The owner's side of the team: who is on the desk, inviting, changing roles, removing. */
@Injectable()
export class TeamService {
  constructor(
    private readonly users: UsersStore,
    private readonly tokens: MemberTokensStore,
    private readonly links: MemberLinks,
    private readonly jobs: JobProducer,
  ) {}

  async list(): Promise<TeamMemberView[]> {
    return (await this.users.listMembers()).map(toMemberView);
  }

  /**
   * Adds the address to the desk with a role and emails it a link to set a
   * password. Someone who was removed earlier comes back the same way; a
   * current member is a 409.
   */
  async invite(email: string, role: DeskRole, firstName: string | null): Promise<TeamMemberView> {
    const existing = await this.users.findByEmail(email);
    if (existing?.role) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.alreadyMember });
    let userId: string;
    if (existing) {
      await this.users.changeRole(existing.id, role);
      userId = existing.id;
    } else {
      userId = (await this.users.createInvited(email, role, { firstName })).id;
    }
    await this.sendLink(userId, 'invite');
    const member = (await this.users.listMembers()).find((record) => record.id === userId)!;
    const view = toMemberView(member);
    auditNote.set({ action: 'invite', entityId: userId });
    auditNote.created(view);
    return view;
  }

  /** A new role for a member; the last owner keeps theirs (409). */
  async changeRole(id: string, role: DeskRole): Promise<TeamMemberView> {
    const before = await this.member(id);
    const outcome = await this.users.changeRole(id, role);
    if (outcome.lastOwner) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.lastOwner });
    if (!outcome.changed) throw notMember();
    const after = await this.member(id);
    auditNote.set({ action: 'role-change' });
    auditNote.update({ role: before.role }, { role: after.role });
    return after;
  }

  /** Takes a member off the desk (their sessions stop working at once); the last owner stays (409). */
  async remove(id: string): Promise<void> {
    const before = await this.member(id);
    const outcome = await this.users.changeRole(id, null);
    if (outcome.lastOwner) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.lastOwner });
    if (!outcome.changed) throw notMember();
    auditNote.set({ action: 'remove' });
    auditNote.deleted(before);
  }

  /** Stores a new single-use link for the member (retiring older ones) and queues its email. */
  async sendLink(userId: string, purpose: MemberLinkPurpose): Promise<void> {
    const id = this.links.newId();
    await this.tokens.issue({
      id,
      userId,
      purpose,
      tokenHash: hashMemberToken(this.links.tokenOf(id)),
      expiresAt: new Date(Date.now() + MEMBER_LINK_TTL_MS[purpose]),
    });
    await this.jobs.enqueue(JobName.SendMemberLinkEmail, { tokenId: id });
  }

  private async member(id: string): Promise<TeamMemberView> {
    const member = (await this.users.listMembers()).find((record) => record.id === id);
    if (!member) throw notMember();
    return toMemberView(member);
  }
}

function notMember(): NotFoundException {
  return new NotFoundException({ statusCode: 404, message: TEAM_MESSAGES.notMember });
}

function toMemberView(member: MemberRecord): TeamMemberView {
  return {
    id: member.id,
    email: member.email,
    username: member.username,
    firstName: member.firstName,
    role: member.role,
    status: member.hasPassword ? 'active' : 'invited',
    createdAt: new Date(member.createdAt).toISOString(),
  };
}
