import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import type { DeskRole } from '../../shared/domain/desk-roles';
import { User } from './user.entity';

const UNIQUE_VIOLATION = '23505';

/** What an OpenID Connect sign-in says about a person, already decided by auth. */
export interface OidcProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: DeskRole | null;
}

/** More work that must commit or roll back with a role change; told the role held before (null: none). */
export type AlsoInTransaction = (manager: EntityManager, previousRole: DeskRole | null) => Promise<unknown>;

/** A desk member as the Team tab lists them, with whether they have set a password yet. */
export interface MemberRecord {
  id: string;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  role: DeskRole;
  hasPassword: boolean;
  createdAt: Date;
}

/** The one place that reads and writes `users`; auth and the team decide, this stores. */
@Injectable()
export class UsersStore {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The user behind a session id, only while they hold a role on the desk. */
  findMember(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, role: Not(IsNull()) });
  }

  /** The user with this login name, password hash included (ordinary reads never select it). */
  findWithPassword(username: string, options: { membersOnly: boolean }): Promise<User | null> {
    const query = this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.username = :username', { username });
    if (options.membersOnly) query.andWhere('user.role IS NOT NULL');
    return query.getOne();
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  /** The user with this email address, compared without case. */
  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('user').where('lower(user.email) = lower(:email)', { email }).getOne();
  }

  anyOwner(): Promise<boolean> {
    return this.users.exists({ where: { role: 'owner' } });
  }

  /** Makes the user an owner, with this password hash when one is given. */
  async grantOwner(id: string, passwordHash?: string): Promise<void> {
    await this.users.update({ id }, passwordHash === undefined ? { role: 'owner' } : { role: 'owner', passwordHash });
  }

  async createOwner(username: string, passwordHash: string): Promise<void> {
    await this.users.insert({ username, passwordHash, role: 'owner' });
  }

  findByOidcSubject(subject: string): Promise<User | null> {
    return this.users.findOneBy({ oidcSubject: subject });
  }

  /**
   * Creates or updates the user signed in through OIDC as `subject`; an
   * existing row found by its email address is linked to the subject.
   */
  async saveOidcUser(subject: string, existing: User | null, profile: OidcProfile): Promise<User> {
    const user = this.users.merge(existing ?? this.users.create({ role: null }), { ...profile, oidcSubject: subject });
    return this.users.save(user);
  }

  /** Every member of the desk, owners first, then by name. */
  async listMembers(): Promise<MemberRecord[]> {
    const rows: (Omit<MemberRecord, 'createdAt' | 'hasPassword'> & { createdAt: Date; hasPassword: boolean })[] =
      await this.users
        .createQueryBuilder('user')
        .select([
          'user.id AS id',
          'user.email AS email',
          'user.username AS username',
          'user.first_name AS "firstName"',
          'user.last_name AS "lastName"',
          'user.role AS role',
          'user.created_at AS "createdAt"',
          '(user.password_hash IS NOT NULL OR user.oidc_subject IS NOT NULL) AS "hasPassword"',
        ])
        .where('user.role IS NOT NULL')
        .orderBy(`array_position(ARRAY['owner','admin','editor','author']::varchar[], user.role)`)
        .addOrderBy('user.created_at')
        .getRawMany();
    return rows;
  }

  /**
   * A new member with no password yet: they set one through their invitation.
   * Their login name is their email address.
   */
  async createInvited(email: string, role: DeskRole, names: { firstName: string | null }): Promise<User | 'taken'> {
    try {
      return await this.users.save(this.users.create({ email, username: email, role, firstName: names.firstName }));
    } catch (error) {
      // Another invitation of the same address got in first (the unique indexes decide).
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'taken';
      throw error;
    }
  }

  /**
   * Gives a role back to someone who holds none (a removed member invited
   * again); false when they hold one by now. Their old password goes: they
   * come back through the invitation's link, as a new member would.
   * `alsoInTransaction` runs in the same transaction once the role is granted.
   */
  async grantRole(id: string, role: DeskRole, alsoInTransaction?: AlsoInTransaction): Promise<boolean> {
    return this.users.manager.transaction(async (manager) => {
      const result = await manager.update(User, { id, role: IsNull() }, { role, removedAt: null, passwordHash: null });
      const granted = (result.affected ?? 0) > 0;
      if (granted) await alsoInTransaction?.(manager, null);
      return granted;
    });
  }

  /**
   * Changes a member's role, refusing (answering lastOwner) to take the last
   * owner's away. The count and the change happen under a lock on the owners'
   * rows, so two owners demoting each other at once cannot leave the desk
   * without one. `alsoInTransaction` runs in the same transaction once the role
   * has changed, told the role held before.
   */
  async changeRole(
    id: string,
    role: DeskRole | null,
    alsoInTransaction?: AlsoInTransaction,
  ): Promise<{ changed: boolean; lastOwner: boolean }> {
    return this.users.manager.transaction(async (manager) => {
      const owners: { id: string }[] = await manager.query(
        `SELECT id FROM users WHERE role = 'owner' ORDER BY id FOR UPDATE`,
      );
      const isOwner = owners.some((owner) => owner.id === id);
      if (isOwner && role !== 'owner' && owners.length <= 1) return { changed: false, lastOwner: true };
      const [member]: { role: DeskRole | null }[] = await manager.query(
        `SELECT role FROM users WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const result = await manager.update(
        User,
        { id, role: Not(IsNull()) },
        role === null ? { role, removedAt: new Date() } : { role },
      );
      const changed = (result.affected ?? 0) > 0;
      if (changed) await alsoInTransaction?.(manager, member?.role ?? null);
      return { changed, lastOwner: false };
    });
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }
}
