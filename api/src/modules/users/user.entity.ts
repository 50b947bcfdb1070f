import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeskRole } from '../../shared/domain/desk-roles';
import {
  CreatedAtColumn,
  NullableTextColumn,
  NullableTimestamptzColumn,
  NullableVarcharColumn,
  UpdatedAtColumn,
} from '../../database/columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254, nullable: true, unique: true })
  email: string | null;

  /** Login name for password sign-in; null for users who only sign in through OIDC. */
  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  username: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  /** The member's place on the editorial desk; null for someone with no access to the admin at all. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  role: DeskRole | null;

  /** When the owner took them off the desk; null for a member and for someone who never had a role. */
  @NullableTimestamptzColumn()
  removedAt: Date | null;

  /** OpenID Connect subject ("iss|sub") when the user came through /api/login with OIDC. */
  @Column({ type: 'text', nullable: true, unique: true })
  oidcSubject: string | null;

  @NullableVarcharColumn(100)
  firstName: string | null;

  @NullableVarcharColumn(100)
  lastName: string | null;

  @NullableTextColumn()
  profileImageUrl: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
