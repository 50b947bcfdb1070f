import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { JOB_DEFINITIONS } from '../../queues/job-definitions';
import { JobName } from '../../queues/job-names';
import { JobProducer } from '../../queues/job-producer';
import type { TeamMemberView } from '../../shared/contracts/admin';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { auditNote } from '../audit/audit-context';
import { UsersStore, type MemberRecord } from '../users/users.store';
import { MemberLinks, MEMBER_LINK_TTL_MS, hashMemberToken } from '../member-tokens/member-links';
import type { MemberLinkPurpose } from '../member-tokens/member-token.entity';
import { MemberTokensStore } from '../member-tokens/member-tokens.store';
import { DeskRoleChanges } from './desk-role-changes';
import { TEAM_MESSAGES } from './team-messages';

/** The owner's side of the team: who is on the desk, inviting, changing roles, removing. */
@Injectable()
export class TeamService {
  constructor(
    private readonly users: UsersStore,
    private readonly roles: DeskRoleChanges,
    private readonly tokens: MemberTokensStore,
    private readonly links: MemberLinks,
    private readonly jobs: JobProducer,
  ) {}

  async list(): Promise<TeamMemberView[]> {
    return (await this.users.listMembers()).map(toMemberView);
  }

  /**
   * Adds the address to the desk with a role and emails it a link to set a
   * password. Someone who was removed earlier comes back the same way, and
   * someone invited who has not set a password yet (their link expired or
   * never arrived) gets a new link, retiring the old one. A member who has set
   * a password is a 409.
   */
  async invite(email: string, role: DeskRole, firstName: string | null): Promise<TeamMemberView> {
    const userId = await this.placeInvited(email, role, firstName);
    await this.sendLink(userId, 'invite');
    const view = await this.member(userId);
    auditNote.set({ action: 'invite', entityId: userId });
    auditNote.created(view);
    return view;
  }

  /** The id of the invited member with this address, holding `role`, whichever way they got there. */
  private async placeInvited(email: string, role: DeskRole, firstName: string | null): Promise<string> {
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      const created = await this.users.createInvited(email, role, { firstName });
      if (created === 'taken') throw alreadyMember();
      return created.id;
    }
    if (!existing.role) {
      if (!(await this.roles.grantAgain(existing.id, role))) throw alreadyMember();
      return existing.id;
    }
    const record = await this.record(existing.id);
    if (!record || record.hasPassword) throw alreadyMember();
    if (record.role !== role) {
      const outcome = await this.roles.change(existing.id, role);
      if (outcome.lastOwner) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.lastOwner });
      if (!outcome.changed) throw notMember();
    }
    return existing.id;
  }

  /** A new role for a member (a lower one ends their sessions); the last owner keeps theirs (409). */
  async changeRole(id: string, role: DeskRole): Promise<TeamMemberView> {
    const before = await this.member(id);
    const outcome = await this.roles.change(id, role);
    if (outcome.lastOwner) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.lastOwner });
    if (!outcome.changed) throw notMember();
    const after = await this.member(id);
    auditNote.set({ action: 'role-change' });
    auditNote.update({ role: before.role }, { role: after.role });
    return after;
  }

  /** Takes a member off the desk (their sessions end with it); the last owner stays (409). */
  async remove(id: string): Promise<void> {
    const before = await this.member(id);
    const outcome = await this.roles.change(id, null);
    if (outcome.lastOwner) throw new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.lastOwner });
    if (!outcome.changed) throw notMember();
    auditNote.set({ action: 'remove' });
    auditNote.deleted(before);
  }

  /** The 503 that queueing a link's email would answer when the queue is down, asked before knowing who it is for. */
  async assertLinkEmailsCanBeQueued(): Promise<void> {
    await this.jobs.assertReachable(JOB_DEFINITIONS[JobName.SendMemberLinkEmail].queue);
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
    const member = await this.record(id);
    if (!member) throw notMember();
    return toMemberView(member);
  }

  private async record(id: string): Promise<MemberRecord | undefined> {
    return (await this.users.listMembers()).find((record) => record.id === id);
  }
}

function alreadyMember(): ConflictException {
  return new ConflictException({ statusCode: 409, message: TEAM_MESSAGES.alreadyMember });
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
