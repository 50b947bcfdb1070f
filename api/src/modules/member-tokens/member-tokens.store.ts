import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { MemberToken } from './member-token.entity';

/** The one place that reads and writes `member_tokens`. */
@Injectable()
export class MemberTokensStore {
  constructor(@InjectRepository(MemberToken) private readonly tokens: Repository<MemberToken>) {}

  /**
   * Stores a new link and retires the member's earlier unused links of the
   * same kind, so only the newest email works.
   */
  async issue(token: Pick<MemberToken, 'id' | 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.tokens.manager.transaction(async (manager) => {
      await manager.update(
        MemberToken,
        { userId: token.userId, purpose: token.purpose, usedAt: IsNull() },
        { usedAt: new Date() },
      );
      await manager.insert(MemberToken, token);
    });
  }

  findById(id: string): Promise<MemberToken | null> {
    return this.tokens.findOneBy({ id });
  }

  findByHash(tokenHash: string): Promise<MemberToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /**
   * Marks the link used, only if nobody used it first and it has not expired:
   * of two requests racing with the same link, one wins.
   */
  async consume(id: string, now: Date): Promise<boolean> {
    const result = await this.tokens
      .createQueryBuilder()
      .update(MemberToken)
      .set({ usedAt: now })
      .where('id = :id AND used_at IS NULL AND expires_at > :now', { id, now })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}
