import { Injectable } from '@nestjs/common';
import { roleAtLeast, type DeskRole } from '../../shared/domain/desk-roles';
import { SessionsStore } from '../sessions/sessions.store';
import { UsersStore } from '../users/users.store';

/**
 * Every change to a member's role, with what it means for their sessions, in
 * one transaction. A session must never outlive the role it was opened with:
 * a cookie someone else may hold (a shared computer, a stolen laptop) would
 * otherwise keep working after a removal and come back to life, with the new
 * role, the moment the member is invited again.
 */
@Injectable()
export class DeskRoleChanges {
  constructor(
    private readonly users: UsersStore,
    private readonly sessions: SessionsStore,
  ) {}

  /**
   * Gives `role` (or, with null, takes the member off the desk); removing or
   * lowering a role ends every session of theirs in the same step. Raising it
   * keeps them.
   */
  change(id: string, role: DeskRole | null): ReturnType<UsersStore['changeRole']> {
    return this.users.changeRole(id, role, async (manager, previousRole) => {
      if (previousRole && !roleAtLeast(role, previousRole)) await this.sessions.endAllOf(id, manager);
    });
  }

  /**
   * Brings a removed member back with `role` (false when they hold one by now).
   * Any session left from before their removal ends too: they come back only
   * through the invitation's link.
   */
  grantAgain(id: string, role: DeskRole): Promise<boolean> {
    return this.users.grantRole(id, role, (manager) => this.sessions.endAllOf(id, manager));
  }
}
