import Redis from 'ioredis';
import { loadConfig } from '../config/env';
import type { RedisService } from '../redis/redis.module';
import { RateLimiterService } from './rate-limiter.service';
import { RateLimitsStore } from '../modules/rate-limits/rate-limits.store';

const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://127.0.0.1:1' });
const rule = { name: 'spec', points: 2, durationSeconds: 60 };

describe('RateLimiterService while its Redis is unreachable', () => {
  // A client that never connects: the limiter must not wait for it, fail open, or throw.
  const client = new Redis({ port: 1, host: '127.0.0.1', lazyConnect: true, enableOfflineQueue: false });
  const unreachable = { client, isReady: false } as unknown as RedisService;
  afterAll(() => client.disconnect());

  it('keeps counting in the process, with the same limit and a Retry-After', async () => {
    const limiter = new RateLimiterService(config, unreachable, new RateLimitsStore());
    expect(await limiter.consume(rule, 'k')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 60 });
    expect((await limiter.consume(rule, 'k')).allowed).toBe(true);
    const refused = await limiter.consume(rule, 'k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume(rule, 'other')).allowed).toBe(true);
  });

  it('stores very long keys under a digest, still one count per key', async () => {
    const limiter = new RateLimiterService(config, unreachable, new RateLimitsStore());
    const long = 'x'.repeat(5_000);
    await limiter.consume(rule, long);
    await limiter.consume(rule, long);
    expect((await limiter.consume(rule, long)).allowed).toBe(false);
    expect((await limiter.consume(rule, `${long}y`)).allowed).toBe(true);
  });
});
