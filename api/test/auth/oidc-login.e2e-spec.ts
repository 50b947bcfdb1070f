import { cookiesOf } from '../support/admin-session';
import { ensureMember, inviteMember, signInAs as signInWithPassword } from '../support/desk-members';
import { useOidcApp } from '../support/oidc-app';
import type { TestApp } from '../support/test-app';
import { truncateAll } from '../support/test-database';

const ownerCookies = (app: TestApp) => signInWithPassword(app, 'owner@desk.test');

describe('OpenID Connect login at /api/login', () => {
  const stage = useOidcApp({
    OIDC_ADMIN_EMAILS: 'Boss@Example.com',
  });
  beforeEach(async () => truncateAll(stage.app.dataSource));

  /** Follows the browser's path: /api/login -> provider -> /api/callback; returns the callback's answer. */
  async function signInAs(identity: { sub: string; email: string; given_name?: string }) {
    const start = await stage.app.http().get('/api/login');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${stage.provider.issuer}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${stage.app.url}/api/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const code = stage.provider.codeFor(identity, authorize.searchParams.get('code_challenge')!);
    const state = authorize.searchParams.get('state')!;
    return stage.app
      .http()
      .get(`/api/callback?code=${code}&state=${encodeURIComponent(state)}`)
      .set('Cookie', cookiesOf(start.headers['set-cookie']));
  }

  it('signs in a listed email as an admin with a fresh session, and the user call returns them', async () => {
    const callback = await signInAs({ sub: 'user-1', email: 'boss@example.com', given_name: 'Bea' });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/admin');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    const me = await stage.app.http().get('/api/auth/user').set('Cookie', cookies);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Bea', username: null });
    expect((await stage.app.http().get('/api/admin/stats').set('Cookie', cookies)).status).toBe(200);
    const [user] = await stage.app.dataSource.query(`SELECT oidc_subject, role, email FROM users`);
    expect(user).toEqual({ oidc_subject: `${stage.provider.issuer}|user-1`, role: 'admin', email: 'boss@example.com' });
  });

  it('records the sign-in in the audit log, as the password form does, and the sign-out through GET /api/logout', async () => {
    const callback = await signInAs({ sub: 'user-9', email: 'boss@example.com' });
    expect(callback.headers.location).toBe('/admin');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    const [{ id }] = await stage.app.dataSource.query(`SELECT id FROM users WHERE email = 'boss@example.com'`);
    const logout = await stage.app
      .http()
      .get('/api/logout')
      .set('Cookie', cookies)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(logout.status).toBe(302);
    expect((await stage.app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);

    const entries = await stage.app.dataSource.query(
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
    expect((await stage.app.http().get('/api/logout').set('Sec-Fetch-Site', 'same-origin')).status).toBe(302);
    const [{ count }] = await stage.app.dataSource.query(`SELECT count(*)::int AS count FROM audit_log`);
    expect(count).toBe(2);
  });

  it('lets anyone else through the stage.provider but grants no admin access', async () => {
    const callback = await signInAs({ sub: 'user-2', email: 'fan@example.com' });
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/admin?login=1&error=denied');
    const cookies = cookiesOf(callback.headers['set-cookie']);
    expect((await stage.app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
    expect((await stage.app.http().get('/api/admin/stats').set('Cookie', cookies)).status).toBe(401);
  });

  it('keeps a removed member out even when their address is listed for admin', async () => {
    const first = await signInAs({ sub: 'user-4', email: 'boss@example.com' });
    expect(first.headers.location).toBe('/admin');
    const [{ id }] = await stage.app.dataSource.query(`SELECT id FROM users WHERE email = 'boss@example.com'`);
    await ensureMember(stage.app, 'owner');
    const owner = await ownerCookies(stage.app);
    await stage.app.http().delete(`/api/admin/team/${id}`).set('Cookie', owner).expect(204);

    const again = await signInAs({ sub: 'user-4', email: 'boss@example.com' });
    expect(again.headers.location).toBe('/admin?login=1&error=denied');
    const [user] = await stage.app.dataSource.query(`SELECT role FROM users WHERE id = $1`, [id]);
    expect(user.role).toBeNull();

    // The owner may bring them back, and then they sign in with the role the owner chose.
    await inviteMember(stage.app, owner, { email: 'boss@example.com', role: 'editor' }).expect(201);
    const back = await signInAs({ sub: 'user-4', email: 'boss@example.com' });
    expect(back.headers.location).toBe('/admin');
    const [restored] = await stage.app.dataSource.query(`SELECT role FROM users WHERE id = $1`, [id]);
    expect(restored.role).toBe('editor');
  });

  it('links an invited address signing in through the stage.provider to the invited member, with their role', async () => {
    await ensureMember(stage.app, 'owner');
    const owner = await ownerCookies(stage.app);
    const invited = await inviteMember(stage.app, owner, { email: 'writer@example.com', role: 'author' }).expect(201);

    const callback = await signInAs({ sub: 'user-5', email: 'Writer@Example.com' });
    expect(callback.headers.location).toBe('/admin');
    const me = await stage.app.http().get('/api/auth/user').set('Cookie', cookiesOf(callback.headers['set-cookie']));
    expect(me.body).toEqual(expect.objectContaining({ id: invited.body.id, role: 'author' }));
    const rows = await stage.app.dataSource.query(
      `SELECT id, oidc_subject FROM users WHERE email = 'writer@example.com'`,
    );
    expect(rows).toEqual([{ id: invited.body.id, oidc_subject: `${stage.provider.issuer}|user-5` }]);
  });

  it('refuses a second identity for an address already linked to another, without a 500', async () => {
    expect((await signInAs({ sub: 'user-6', email: 'boss@example.com' })).headers.location).toBe('/admin');
    const other = await signInAs({ sub: 'user-7', email: 'boss@example.com' });
    expect(other.status).toBe(302);
    expect(other.headers.location).toBe('/admin?login=1&error=denied');
  });

  it('refuses a callback whose state does not match the login it started', async () => {
    const start = await stage.app.http().get('/api/login');
    const authorize = new URL(start.headers.location);
    const code = stage.provider.codeFor(
      { sub: 'user-3', email: 'boss@example.com' },
      authorize.searchParams.get('code_challenge')!,
    );
    const forged = await stage.app
      .http()
      .get(`/api/callback?code=${code}&state=forged-state`)
      .set('Cookie', cookiesOf(start.headers['set-cookie']));
    expect(forged.status).toBe(302);
    expect(forged.headers.location).toBe('/admin?login=1&error=denied');
    const [{ count }] = await stage.app.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE role IS NOT NULL`,
    );
    expect(count).toBe(0);
  });
});
