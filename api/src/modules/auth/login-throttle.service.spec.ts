import { loadConfig } from '../../config/env';
import type { RedisService } from '../../redis/redis.module';
import {
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_ATTEMPTS_PER_DEVICE,
  LOGIN_FAILURES_PER_USERNAME,
} from '../../rate-limit/abuse-limits';
import { RateLimiterService } from '../../rate-limit/rate-limiter.service';
import { LoginThrottleService } from './login-throttle.service';
import { RateLimitsStore } from '../rate-limits/rate-limits.store';

// Without a reachable store the limiter counts in the process; the rules must be the same.
const withoutRedis = { client: null, isReady: false } as unknown as RedisService;
const config = loadConfig({ DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379' });
const MAX_FAILED_LOGINS = LOGIN_ATTEMPTS_PER_ADDRESS.points;
const LOGIN_LOCK_MS = (LOGIN_ATTEMPTS_PER_ADDRESS.blockSeconds ?? 0) * 1000;

describe('LoginThrottleService without Redis', () => {
  let throttle: LoginThrottleService;

  beforeEach(() => {
    jest.useFakeTimers({ now: Date.UTC(2026, 0, 1), doNotFake: ['nextTick', 'queueMicrotask'] });
    throttle = new LoginThrottleService(new RateLimiterService(config, withoutRedis, new RateLimitsStore()), config);
  });
  afterEach(() => jest.useRealTimers());

  /** Attempts that each fail: admit counts them, and nothing forgets them. */
  async function fail(times: number, username = 'admin', ip = '1.2.3.4') {
    for (let i = 0; i < times; i += 1) expect((await throttle.admit(username, ip)).locked).toBe(false);
  }

  it('locks after the fifth failure for at least 10 minutes', async () => {
    await fail(MAX_FAILED_LOGINS);
    const lock = await throttle.admit('admin', '1.2.3.4');
    expect(lock.locked).toBe(true);
    expect(lock.retryAfterSeconds).toBeGreaterThanOrEqual(600);
    jest.advanceTimersByTime(10 * 60_000 - 1);
    expect((await throttle.admit('admin', '1.2.3.4')).locked).toBe(true);
    jest.advanceTimersByTime(LOGIN_LOCK_MS - 10 * 60_000 + 2);
    expect((await throttle.admit('admin', '1.2.3.4')).locked).toBe(false);
  });

  it('keeps usernames and addresses apart, and ignores username case', async () => {
    await fail(MAX_FAILED_LOGINS);
    expect((await throttle.admit('ADMIN', '1.2.3.4')).locked).toBe(true);
    expect((await throttle.admit('admin', '5.6.7.8')).locked).toBe(false);
    expect((await throttle.admit('editor', '1.2.3.4')).locked).toBe(false);
  });

  it('refuses a sixth attempt among parallel guesses', async () => {
    const verdicts = await Promise.all(
      Array.from({ length: MAX_FAILED_LOGINS + 1 }, () => throttle.admit('admin', '1.2.3.4')),
    );
    expect(verdicts.filter((verdict) => verdict.locked)).toHaveLength(1);
  });

  it('forgets failures after a success', async () => {
    await fail(MAX_FAILED_LOGINS - 1);
    expect((await throttle.admit('admin', '1.2.3.4')).locked).toBe(false);
    await throttle.succeeded('admin', '1.2.3.4');
    await fail(MAX_FAILED_LOGINS - 1);
    expect((await throttle.admit('admin', '1.2.3.4')).locked).toBe(false);
  });

  it('locks a username after failures from many addresses, everywhere', async () => {
    for (let i = 1; i <= LOGIN_FAILURES_PER_USERNAME.points; i += 1) await fail(1, 'admin', `198.51.100.${i}`);
    const lock = await throttle.admit('admin', '203.0.113.1');
    expect(lock).toEqual({ locked: true, retryAfterSeconds: expect.any(Number) });
    expect(lock.retryAfterSeconds).toBeGreaterThanOrEqual(600);
    expect((await throttle.admit('editor', '198.51.100.1')).locked).toBe(false);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= MAX_FAILED_LOGINS; i += 1) await fail(1, 'admin', `2001:db8:1:2::${i.toString(16)}`);
    expect((await throttle.admit('admin', '2001:db8:1:2:ffff:ffff:ffff:ffff')).locked).toBe(true);
    expect((await throttle.admit('admin', '2001:db8:1:3::1')).locked).toBe(false);
  });

  it('refuses an address past its budget whatever the usernames', async () => {
    for (let i = 0; i < config.loginRateLimit; i += 1) await fail(1, `made-up-${i}`, '1.2.3.4');
    const refused = await throttle.admit('another-made-up-name', '1.2.3.4');
    expect(refused.locked).toBe(true);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(600);
    expect((await throttle.admit('another-made-up-name', '5.6.7.8')).locked).toBe(false);
  });

  it('judges a browser that signed in as the username before by its own budget', async () => {
    const device = { username: 'admin', deviceId: 'device-1' };
    for (let i = 1; i <= LOGIN_FAILURES_PER_USERNAME.points; i += 1) await fail(1, 'admin', `198.51.100.${i}`);
    expect((await throttle.admit('admin', '198.51.100.1')).locked).toBe(true);
    expect((await throttle.admit('admin', '198.51.100.1', device)).locked).toBe(false);
    // A cookie for another name is a stranger's.
    expect((await throttle.admit('admin', '203.0.113.1', { username: 'editor', deviceId: 'x' })).locked).toBe(true);
    // The browser's own budget still runs out.
    for (let i = 1; i < LOGIN_ATTEMPTS_PER_DEVICE.points; i += 1) {
      expect((await throttle.admit('admin', '203.0.113.2', device)).locked).toBe(false);
    }
    expect((await throttle.admit('admin', '203.0.113.2', device)).locked).toBe(true);
  });

  it('does not add successes up across addresses', async () => {
    for (let i = 1; i <= LOGIN_FAILURES_PER_USERNAME.points * 2; i += 1) {
      expect((await throttle.admit('admin', `198.51.100.${i}`)).locked).toBe(false);
      await throttle.succeeded('admin', `198.51.100.${i}`);
    }
  });
});
