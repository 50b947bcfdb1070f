import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, NullableTimestamptzColumn, TimestamptzColumn, VarcharColumn } from '../../database/columns';

export type MemberLinkPurpose = 'invite' | 'reset';

/**
 * One single-use link that lets a member set their password: an invitation or
 * a password reset. Only the SHA-256 of the link's token is stored.
 */
@Entity('member_tokens')
export class MemberToken {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @VarcharColumn(16)
  purpose: MemberLinkPurpose;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @TimestamptzColumn()
  expiresAt: Date;

  @NullableTimestamptzColumn()
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
