import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './user.entity';

/** What an OpenID Connect sign-in says about a person, already decided by auth. */
export interface OidcProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

/** The one place that reads and writes `users`; auth decides, this stores. */
@Injectable()
export class UsersStore {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The user behind a session id, only while they are an admin. */
  findAdmin(id: string): Promise<User | null> {
    return this.users.findOneBy({ id, isAdmin: true });
  }

  /** The user with this login name, password hash included (ordinary reads never select it). */
  findWithPassword(username: string, options: { adminOnly: boolean }): Promise<User | null> {
    const query = this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.username = :username', { username });
    if (options.adminOnly) query.andWhere('user.isAdmin = true');
    return query.getOne();
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOneBy({ username });
  }

  anyAdmin(): Promise<boolean> {
    return this.users.exists({ where: { isAdmin: true } });
  }

  /** Makes the user an admin, with this password hash when one is given. */
  async grantAdmin(id: string, passwordHash?: string): Promise<void> {
    await this.users.update({ id }, passwordHash === undefined ? { isAdmin: true } : { isAdmin: true, passwordHash });
  }

  async createAdmin(username: string, passwordHash: string): Promise<void> {
    await this.users.insert({ username, passwordHash, isAdmin: true });
  }

  findByOidcSubject(subject: string): Promise<User | null> {
    return this.users.findOneBy({ oidcSubject: subject });
  }

  /** Creates or updates the user signed in through OIDC as `subject`. */
  async saveOidcUser(subject: string, existing: User | null, profile: OidcProfile): Promise<User> {
    const user = this.users.merge(existing ?? this.users.create({ oidcSubject: subject, isAdmin: false }), profile);
    return this.users.save(user);
  }
}
