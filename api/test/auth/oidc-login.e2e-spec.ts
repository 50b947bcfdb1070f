import { cookiesOf } from '../support/admin-session';
import { FakeOidcProvider, startFakeOidcProvider } from '../support/fake-oidc-provider';
import { startTestApp, TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

describe('OpenID Connect login at /api/login', () => {
  let provider: FakeOidcProvider;
  let app: TestApp;

  beforeAll(async () => {
    provider = await startFakeOidcProvider();
    app = await startTestApp({
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ADMIN_EMAILS: 'Boss@Example.com',
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  beforeEach(async () => truncateAll(app.dataSource));

  /** Follows the browser's path: /api/login -> provider -> /api/callback; returns the callback's answer. */
  async function signInAs(identity: { sub: string; email: string; given_name?: string }) {
    const start = await app.http().get('/api/login');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/api/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const code = provider.codeFor(identity, authorize.searchParams.get('code_challenge')!);
    const state = authorize.searchParams.get('state')!;
    return app
      .http()
      .get(`/api/callback?code=${code}&state=${encodeURIComponent(state)}`)
      .set('Cookie', cookiesOf(start.headers['set-cookie']));
  }

  it('signs in a listed email as an admin with a fresh session, and the user call returns them', async () => {
    const callback = await signInAs({ sub: 'user-1', email: 'boss@example.com', given_name: 'Bea' });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/admin');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    const me = await app.http().get('/api/auth/user').set('Cookie', cookies);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Bea', username: null });
    expect((await app.http().get('/api/admin/stats').set('Cookie', cookies)).status).toBe(200);
    const [user] = await app.dataSource.query(`SELECT oidc_subject, role, email FROM users`);
    expect(user).toEqual({ oidc_subject: `${provider.issuer}|user-1`, role: 'admin', email: 'boss@example.com' });
  });

  it('records the sign-in in the audit log, as the password form does, and the sign-out through GET /api/logout', async () => {
    const callback = await signInAs({ sub: 'user-9', email: 'boss@example.com' });
    expect(callback.headers.location).toBe('/admin');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    const [{ id }] = await app.dataSource.query(`SELECT id FROM users WHERE email = 'boss@example.com'`);
    const logout = await app.http().get('/api/logout').set('Cookie', cookies);
    expect(logout.status).toBe(302);
    expect((await app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);

    const entries = await app.dataSource.query(
      `SELECT action, entity, entity_id, actor_id, actor_email, route FROM audit_log ORDER BY occurred_at, id`,
    );
    expect(entries).toEqual([
      {
        action: 'login',
        entity: 'auth',
        entity_id: id,
        actor_id: id,
        actor_email: 'boss@example.com',
        route: 'GET /api/callback',
      },
      {
        action: 'logout',
        entity: 'auth',
        entity_id: id,
        actor_id: id,
        actor_email: 'boss@example.com',
        route: 'GET /api/logout',
      },
    ]);
    // A sign-out without a session signs no one out and leaves no entry.
    expect((await app.http().get('/api/logout')).status).toBe(302);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM audit_log`);
    expect(count).toBe(2);
  });

  it('lets anyone else through the provider but grants no admin access', async () => {
    const callback = await signInAs({ sub: 'user-2', email: 'fan@example.com' });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/admin?login=1&error=denied');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    expect((await app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
    expect((await app.http().get('/api/admin/stats').set('Cookie', cookies)).status).toBe(401);
  });

  it('refuses a callback whose state does not match the login it started', async () => {
    const start = await app.http().get('/api/login');
    const authorize = new URL(start.headers.location);
    const code = provider.codeFor(
      { sub: 'user-3', email: 'boss@example.com' },
      authorize.searchParams.get('code_challenge')!,
    );
    const forged = await app
      .http()
      .get(`/api/callback?code=${code}&state=forged-state`)
      .set('Cookie', cookiesOf(start.headers['set-cookie']));
    expect(forged.status).toBe(302);
    expect(forged.headers.location).toBe('/admin?login=1&error=denied');
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE role IS NOT NULL`);
    expect(count).toBe(0);
  });
});
