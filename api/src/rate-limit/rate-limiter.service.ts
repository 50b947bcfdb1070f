import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterAbstract, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { RateLimitsStore } from '../modules/rate-limits/rate-limits.store';
import { RedisService } from '../redis/redis.module';
import { BoundedMemoryLimiter } from './bounded-memory-limiter';
import type { RateLimitRule, RateLimitVerdict } from './rate-limit-rule';

/** Keys past this length (a long username, a forged X-Forwarded-For) are stored as their digest. */
const MAX_PLAIN_KEY_LENGTH = 200;

/**
 * The one rate limiter of the API. Counters live where every API process sees
 * them: Redis (the app's client, under the run's key prefix), or Postgres when
 * the queues run there and no Redis exists. While that store is unreachable an
 * in-process limiter of bounded size takes over, so a limit still holds on
 * each instance instead of failing open or answering 500.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly postgresCounters: RateLimitsStore,
  ) {}

  /** Counts one action for `key` and says whether it may go ahead. */
  async consume(rule: RateLimitRule, key: string): Promise<RateLimitVerdict> {
    try {
      const result = await this.limiter(rule).consume(storageKey(key));
      return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: seconds(result.msBeforeNext) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        return { allowed: false, remaining: 0, retryAfterSeconds: seconds(refusal.msBeforeNext) };
      }
      // The insurance limiter answers when the store fails, so this is a bug, not an outage: log it, let the request through.
      this.logger.error(`rate limit ${rule.name} could not count: ${(refusal as Error).message}`);
      return { allowed: true, remaining: rule.points, retryAfterSeconds: 0 };
    }
  }

  /** Gives back actions already counted (an action that turned out not to count, such as a right password). */
  async reward(rule: RateLimitRule, key: string, points = 1): Promise<void> {
    await this.limiter(rule)
      .reward(storageKey(key), points)
      .catch((error) => this.logger.warn(`rate limit ${rule.name}: ${(error as Error).message}`));
  }

  /** Forgets a key's count (not a lock already running: callers only reset keys that were allowed). */
  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule)
      .delete(storageKey(key))
      .catch((error) => this.logger.warn(`rate limit ${rule.name}: ${(error as Error).message}`));
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}:${rule.blockSeconds ?? 0}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.createLimiter(rule);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private createLimiter(rule: RateLimitRule): RateLimiterAbstract {
    const options = {
      keyPrefix: `ratelimit:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const insuranceLimiter = new BoundedMemoryLimiter(options);
    if (this.redis.client) {
      return new RateLimiterRedis({
        ...options,
        storeClient: this.redis.client,
        // The client queues nothing while disconnected; go to the insurance at once instead of erroring.
        rejectIfRedisNotReady: true,
        insuranceLimiter,
      });
    }
    if (this.config.queueBackend === 'postgres') {
      return this.postgresCounters.postgresLimiter(options, insuranceLimiter) ?? insuranceLimiter;
    }
    return insuranceLimiter;
  }
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(Math.max(0, ms) / 1000));
}

function storageKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
