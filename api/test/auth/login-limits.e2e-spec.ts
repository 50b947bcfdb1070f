import { LOGIN_ATTEMPTS_PER_ADDRESS, LOGIN_FAILURES_PER_USERNAME } from '../../src/rate-limit/abuse-limits';
import { AUTH_MESSAGES } from '../../src/modules/auth/auth-user';
import { hashPassword } from '../../src/modules/auth/password';
import { TEST_ADMIN, ensureTestAdmin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';
import { uniqueName } from '../support/test-env';

/**
 * Lockouts a guesser cannot dodge by changing address. Behind TRUST_PROXY the
 * client address comes from X-Forwarded-For, which lets the test play many clients.
 */
describe('login limits across addresses', () => {
  const app = useTestApp({ TRUST_PROXY: 'true', QUEUE_PREFIX: uniqueName('cypher-login') });

  const login = (from: string, username: string, password: string) =>
    app.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ username, password });

  async function adminNamed(prefix: string): Promise<string> {
    const username = `${prefix}-${Date.now()}`;
    await app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'owner')`, [
      username,
      await hashPassword('the-right-password'),
    ]);
    return username;
  }

  it('locks a username after failures from many addresses, for every address and the right password', async () => {
    const username = await adminNamed('spread');
    for (let i = 1; i <= LOGIN_FAILURES_PER_USERNAME.points; i += 1) {
      const response = await login(`198.51.100.${i}`, username, `wrong-${i}`);
      expect(response.status).toBe(401);
    }
    const locked = await login('203.0.113.200', username, 'the-right-password');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ statusCode: 429, message: AUTH_MESSAGES.locked });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(600);
    expect(locked.headers['set-cookie']).toBeUndefined();

    // Another username from those same addresses is not affected.
    await ensureTestAdmin(app);
    expect((await login('198.51.100.1', TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const username = await adminNamed('ipv6');
    for (let i = 1; i <= LOGIN_ATTEMPTS_PER_ADDRESS.points; i += 1) {
      const response = await login(`2001:db8:1:2::${i.toString(16)}`, username, 'wrong');
      expect(response.status).toBe(401);
    }
    const sameNetwork = await login('2001:db8:1:2:ffff:ffff:ffff:ffff', username, 'the-right-password');
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.body.message).toBe(AUTH_MESSAGES.locked);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThanOrEqual(600);

    // The next /64 is another client: the username itself is not locked yet.
    expect((await login('2001:db8:1:3::1', username, 'the-right-password')).status).toBe(200);
  });

  it('lets the owner sign in again and again from many addresses: successes do not add up', async () => {
    await ensureTestAdmin(app);
    for (let i = 1; i <= LOGIN_FAILURES_PER_USERNAME.points + 5; i += 1) {
      expect((await login(`192.0.2.${i}`, TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
    }
  });
});
