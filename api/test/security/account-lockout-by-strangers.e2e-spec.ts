import { hashPassword } from '../../src/modules/auth/password';
import { cookiesOf } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';
import { uniqueName } from '../support/test-env';

const PASSWORD = 'the-owners-own-passphrase';

/**
 * Failures from anywhere add up against a username, so strangers could lock
 * its owner out with twenty wrong guesses. A browser the owner signed in
 * from before carries a signed device cookie and is judged on its own.
 */
describe('an account locked by strangers', () => {
  const app = useTestApp({ TRUST_PROXY: '1', QUEUE_PREFIX: uniqueName('cypher-lockout') });

  const loginAs =
    (username: string) =>
    (from: string, password: string, cookies: string[] = []) =>
      app
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', from)
        .set('Cookie', cookies)
        .send({ username, password });
  const ownerNamed = async (username: string) =>
    app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'owner')`, [
      username,
      await hashPassword(PASSWORD),
    ]);

  it('stays locked for strangers, yet its owner signs in from a browser they used before', async () => {
    await ownerNamed('lock-owner');
    const login = loginAs('lock-owner');
    const earlier = await login('192.0.2.10', PASSWORD);
    expect(earlier.status).toBe(200);
    const ownerBrowser = cookiesOf(earlier.headers['set-cookie']);

    for (let i = 1; i <= 25; i += 1) expect([401, 429]).toContain((await login(`198.51.100.${i}`, 'a guess')).status);
    const stranger = await login('203.0.113.200', PASSWORD);
    expect(stranger.status).toBe(429);

    // Another network (a phone, a café), the same browser.
    const owner = await login('233.252.0.7', PASSWORD, ownerBrowser);
    expect(owner.status).toBe(200);
    expect(owner.body.username).toBe('lock-owner');
  });

  it('does not let a forged or altered device cookie through', async () => {
    await ownerNamed('lock-owner-2');
    const login = loginAs('lock-owner-2');
    const earlier = await login('192.0.2.11', PASSWORD);
    expect(earlier.status).toBe(200);
    const altered = cookiesOf(earlier.headers['set-cookie']).map((cookie) =>
      cookie.startsWith('cypher.device=') ? `${cookie.slice(0, -2)}xx` : cookie,
    );
    expect(altered.some((cookie) => cookie.startsWith('cypher.device='))).toBe(true);
    for (let i = 1; i <= 25; i += 1) await login(`198.51.101.${i}`, 'a guess');
    expect((await login('233.252.0.8', PASSWORD, altered)).status).toBe(429);
    expect((await login('233.252.0.8', PASSWORD, ['cypher.device=lock-owner-2'])).status).toBe(429);
  });
});
