import type { RedisService } from '../../redis/redis.module';
import { LOGIN_LOCK_MS, LoginThrottleService, MAX_FAILED_LOGINS } from './login-throttle.service';

// Without Redis the throttle keeps its counts in the process; the rules must be the same.
const withoutRedis = { client: null, isReady: false } as unknown as RedisService;

describe('LoginThrottleService without Redis', () => {
  const now = Date.UTC(2026, 0, 1);

  async function fail(throttle: LoginThrottleService, times: number, at = now) {
    for (let i = 0; i < times; i += 1) {
      const { attempt } = await throttle.registerAttempt('admin', '1.2.3.4', at);
      await throttle.recordFailure('admin', '1.2.3.4', attempt, at);
    }
  }

  it('locks after the fifth failure for at least 10 minutes', async () => {
    const throttle = new LoginThrottleService(withoutRedis);
    await fail(throttle, MAX_FAILED_LOGINS - 1);
    expect((await throttle.lockState('admin', '1.2.3.4', now)).locked).toBe(false);
    await fail(throttle, 1);
    const lock = await throttle.lockState('admin', '1.2.3.4', now);
    expect(lock.locked).toBe(true);
    expect(lock.retryAfterSeconds).toBeGreaterThanOrEqual(600);
    expect((await throttle.lockState('admin', '1.2.3.4', now + 10 * 60_000 - 1)).locked).toBe(true);
    expect((await throttle.lockState('admin', '1.2.3.4', now + LOGIN_LOCK_MS + 1)).locked).toBe(false);
  });

  it('keeps usernames and addresses apart, and ignores username case', async () => {
    const throttle = new LoginThrottleService(withoutRedis);
    await fail(throttle, MAX_FAILED_LOGINS);
    expect((await throttle.lockState('ADMIN', '1.2.3.4', now)).locked).toBe(true);
    expect((await throttle.lockState('admin', '5.6.7.8', now)).locked).toBe(false);
    expect((await throttle.lockState('editor', '1.2.3.4', now)).locked).toBe(false);
  });

  it('refuses a sixth attempt that slipped past the lock check (parallel guesses)', async () => {
    const throttle = new LoginThrottleService(withoutRedis);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await throttle.registerAttempt('admin', '1.2.3.4', now);
    const sixth = await throttle.registerAttempt('admin', '1.2.3.4', now);
    expect(sixth.locked).toBe(true);
  });

  it('forgets failures after a success', async () => {
    const throttle = new LoginThrottleService(withoutRedis);
    await fail(throttle, MAX_FAILED_LOGINS - 1);
    await throttle.recordSuccess('admin', '1.2.3.4');
    await fail(throttle, MAX_FAILED_LOGINS - 1);
    expect((await throttle.lockState('admin', '1.2.3.4', now)).locked).toBe(false);
  });
});
