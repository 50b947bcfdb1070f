import { Injectable, Logger } from '@nestjs/common';
import { RedisService } from '../redis/redis.module';

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters, shared by every API process through Redis. Without
 * Redis (or while it is unreachable) the count is kept in this process, so the
 * limit still holds on a single instance rather than failing open silently.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);
  private readonly local = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly redis: RedisService) {}

  async hit(key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitVerdict> {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const resetAt = windowStart + windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
    const count = await this.increment(`ratelimit:${key}:${windowStart}`, resetAt, now);
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), retryAfterSeconds };
  }

  private async increment(key: string, resetAt: number, now: number): Promise<number> {
    const client = this.redis.client;
    if (client && this.redis.isReady) {
      try {
        const [[, count]] = (await client
          .multi()
          .incr(key)
          .pexpireat(key, resetAt + 1_000)
          .exec()) as [[Error | null, number]];
        return count;
      } catch (error) {
        this.logger.warn(`rate limit falls back to this process: ${(error as Error).message}`);
      }
    }
    return this.incrementLocally(key, resetAt, now);
  }

  private incrementLocally(key: string, resetAt: number, now: number): number {
    if (this.local.size > 10_000) {
      for (const [k, entry] of this.local) if (entry.resetAt <= now) this.local.delete(k);
    }
    const entry = this.local.get(key) ?? { count: 0, resetAt };
    entry.count += 1;
    this.local.set(key, entry);
    return entry.count;
  }
}
