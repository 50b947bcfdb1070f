import { hashPassword } from '../../src/modules/auth/password';
import { useTestApp } from '../support/use-test-app';
import { uniqueName } from '../support/test-env';

const PROXY_SAW = '203.0.113.9';

/**
 * Behind one proxy that appends the address it saw (nginx's
 * $proxy_add_x_forwarded_for), whatever the client wrote itself stays in
 * front: only the last entry is the proxy's word.
 */
function forwardedThroughProxy(clientWrote: string): string {
  return `${clientWrote}, ${PROXY_SAW}`;
}

describe('a client writing its own X-Forwarded-For behind TRUST_PROXY=1', () => {
  const app = useTestApp({ TRUST_PROXY: '1', QUEUE_PREFIX: uniqueName('cypher-forged-xff') });

  it('cannot change the address that the login limit and the audit log see', async () => {
    await app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ('xff-owner', $1, 'owner')`, [
      await hashPassword('the-right-password'),
    ]);
    const login = (clientWrote: string, password: string) =>
      app
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', forwardedThroughProxy(clientWrote))
        .send({ username: 'xff-owner', password });

    // Five failures for one username from one address is that address's limit, however each forged itself.
    for (let i = 1; i <= 5; i += 1) expect((await login(`10.66.0.${i}`, 'wrong')).status).toBe(401);
    const sixth = await login('10.66.0.99', 'the-right-password');
    expect(sixth.status).toBe(429);

    const addresses: { ip: string }[] = await app.dataSource.query(
      `SELECT DISTINCT ip FROM audit_log WHERE action = 'login-failed'`,
    );
    expect(addresses).toEqual([{ ip: PROXY_SAW }]);
  });
});
