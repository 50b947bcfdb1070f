import { Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity';
import { UsersStore } from '../users/users.store';
import { decoyPasswordHash } from './password';
import { PasswordChecks } from './password-checks';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersStore,
    private readonly passwords: PasswordChecks,
  ) {}

  /** The desk member with these credentials, or null. Always spends one bcrypt check, found or not. */
  async verifyMemberCredentials(username: string, password: string): Promise<User | null> {
    const user = await this.users.findWithPassword(username, { membersOnly: true });
    const hash = user?.passwordHash ?? (await decoyPasswordHash());
    const matches = await this.passwords.matches(password, hash);
    return user?.passwordHash && matches ? user : null;
  }

  /** The user behind a session, only while they hold a role on the desk. */
  async findMember(userId: string | undefined): Promise<User | null> {
    if (!userId || !UUID_PATTERN.test(userId)) return null;
    return this.users.findMember(userId);
  }
}
