import { bootstrapAdmin } from '../../src/modules/auth/bootstrap-admin';
import { hashPassword } from '../../src/modules/auth/password';
import { SESSION_COOKIE_NAME } from '../../src/modules/auth/session.setup';
import { UsersStore } from '../../src/modules/users/users.store';
import { TEST_ADMIN, cookiesOf, ensureTestAdmin, loginAsAdmin, testAdminLogin } from '../support/admin-session';
import { useTestApp } from '../support/use-test-app';

describe('admin authentication', () => {
  const app = useTestApp();

  const login = (username: string, password: string, cookies: string[] = []) =>
    app.http().post('/api/auth/login').set('Cookie', cookies).send({ username, password });

  it('answers 401 Unauthorized for the current user without a session', async () => {
    const response = await app.http().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
  });

  /** What the API answers about the signed-in test owner. */
  const ownerProfile = (id: string) => ({
    id,
    username: TEST_ADMIN.username,
    email: null,
    firstName: TEST_ADMIN.firstName,
    lastName: null,
    role: 'owner',
  });

  it('signs in with the right password and keeps the user in a server session', async () => {
    const id = await ensureTestAdmin(app);
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(ownerProfile(id));

    const cookies = cookiesOf(response.headers['set-cookie']);
    const me = await app.http().get('/api/auth/user').set('Cookie', cookies);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(ownerProfile(id));
    expect(me.headers['cache-control']).toBe('no-store');

    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM sessions`);
    expect(count).toBe(1);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie, not Secure on plain HTTP', async () => {
    await ensureTestAdmin(app);
    const response = await login(TEST_ADMIN.username, TEST_ADMIN.password);
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SESSION_COOKIE_NAME}=`),
    );
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
  });

  it('refuses a wrong password and an unknown user with 401 Invalid credentials', async () => {
    await ensureTestAdmin(app);
    const wrong = await login(TEST_ADMIN.username, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid credentials' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const unknown = await login('nobody-here', 'whatever-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid credentials');
  });

  it('refuses a user that exists but is not an admin', async () => {
    await app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ('reader', $1, NULL)`, [
      await hashPassword('reader-password'),
    ]);
    const response = await login('reader', 'reader-password');
    expect(response.status).toBe(401);
  });

  it('answers 400 with a message when the username or password is missing', async () => {
    const response = await app.http().post('/api/auth/login').send({ username: 'admin' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password is required');
  });

  it('regenerates the session id at login: the earlier session stops working', async () => {
    await ensureTestAdmin(app);
    const first = cookiesOf((await login(TEST_ADMIN.username, TEST_ADMIN.password)).headers['set-cookie']);
    const secondResponse = await login(TEST_ADMIN.username, TEST_ADMIN.password, first);
    const second = cookiesOf(secondResponse.headers['set-cookie']);
    const sessionOf = (cookies: string[]) => cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(sessionOf(second)).toBeDefined();
    expect(sessionOf(second)).not.toBe(sessionOf(first));

    expect((await app.http().get('/api/auth/user').set('Cookie', first)).status).toBe(401);
    expect((await app.http().get('/api/auth/user').set('Cookie', second)).status).toBe(200);
  });

  it('POST /api/auth/logout ends the session on the server: the old cookie no longer works', async () => {
    const cookies = await loginAsAdmin(app);
    const response = await app.http().post('/api/auth/logout').set('Cookie', cookies);
    expect(response.status).toBe(200);
    expect((await app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM sessions`);
    expect(count).toBe(0);
  });

  it('GET /api/logout from the site itself destroys the session and redirects to /', async () => {
    const cookies = await loginAsAdmin(app);
    const response = await app.http().get('/api/logout').set('Cookie', cookies).set('Sec-Fetch-Site', 'same-origin');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_COOKIE_NAME.replace('.', '\\.')}=;`));
    expect((await app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
  });

  it('GET /api/login redirects to the admin login screen when OIDC is not configured', async () => {
    const response = await app.http().get('/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/admin?login=1');
  });

  it('a demoted admin loses access at once, even with a live session', async () => {
    const cookies = await loginAsAdmin(app);
    await app.dataSource.query(`UPDATE users SET role = NULL WHERE username = $1`, [TEST_ADMIN.username]);
    expect((await app.http().get('/api/auth/user').set('Cookie', cookies)).status).toBe(401);
  });

  describe('lockout', () => {
    it('after 5 failures for one username and IP, answers 429 with Retry-After >= 600 s even for the right password', async () => {
      const username = `locked-${Date.now()}`;
      await app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'owner')`, [
        username,
        await hashPassword('the-right-password'),
      ]);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await login(username, `wrong-${attempt}`);
        expect(response.status).toBe(401);
      }
      const locked = await login(username, 'the-right-password');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(600);
      expect(locked.body.message).toMatch(/Too many failed login attempts/);
      expect(locked.headers['set-cookie']).toBeUndefined();

      // Another username from the same IP is not affected.
      await ensureTestAdmin(app);
      expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).status).toBe(200);
    });

    it('a success before the fifth failure resets the count', async () => {
      const username = `reset-${Date.now()}`;
      await app.dataSource.query(`INSERT INTO users (username, password_hash, role) VALUES ($1, $2, 'owner')`, [
        username,
        await hashPassword('the-right-password'),
      ]);
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(username, 'wrong')).status).toBe(401);
      expect((await login(username, 'the-right-password')).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login(username, 'wrong')).status).toBe(401);
      expect((await login(username, 'the-right-password')).status).toBe(200);
    });
  });

  describe('origin check', () => {
    it('refuses a state-changing request whose Origin is another site', async () => {
      await ensureTestAdmin(app);
      const response = await testAdminLogin(app).set('Origin', 'https://evil.example');
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/Cross-origin request refused/);
    });

    it('refuses a cross-site Referer when there is no Origin, and Origin: null', async () => {
      const byReferer = await app.http().post('/api/subscriptions').set('Referer', 'http://evil.example/page').send({});
      expect(byReferer.status).toBe(403);
      const nullOrigin = await app.http().post('/api/subscriptions').set('Origin', 'null').send({});
      expect(nullOrigin.status).toBe(403);
    });

    it('lets same-origin requests and requests without Origin through', async () => {
      await ensureTestAdmin(app);
      const sameOrigin = await testAdminLogin(app).set('Origin', app.url);
      expect(sameOrigin.status).toBe(200);
      const noOrigin = await login(TEST_ADMIN.username, TEST_ADMIN.password);
      expect(noOrigin.status).toBe(200);
    });

    it('does not apply to reads', async () => {
      const response = await app.http().get('/api/articles').set('Origin', 'https://evil.example');
      expect(response.status).toBe(200);
    });
  });
});

describe('session cookie behind HTTPS (COOKIE_SECURE)', () => {
  const app = useTestApp({ COOKIE_SECURE: 'true', TRUST_PROXY: 'true' });

  it('marks the cookie Secure', async () => {
    await ensureTestAdmin(app);
    const response = await testAdminLogin(app).set('X-Forwarded-Proto', 'https');
    expect(response.status).toBe(200);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(cookie).toMatch(/; Secure/);
    // The known-device cookie is as guarded as the session's.
    expect(cookies.find((line) => line.startsWith('cypher.device='))).toMatch(
      /; HttpOnly.*; Secure|; Secure.*; HttpOnly/,
    );
    expect(cookie).toMatch(/; HttpOnly/);
  });
});

describe('bootstrap admin (npm start)', () => {
  const app = useTestApp();

  const login = (username: string, password: string) => app.http().post('/api/auth/login').send({ username, password });
  const users = () => app.app.get(UsersStore);

  it('creates an owner with a random name and password, shown once, when nothing is configured', async () => {
    const first = await bootstrapAdmin(users(), {});
    expect(first.generatedPassword).toMatch(/^[\w-]{20,}$/);
    expect(first.generatedUsername).toMatch(/^owner-[0-9a-f]{8}$/);
    expect(first.message).toContain(first.generatedPassword);
    expect(first.message).toContain(first.generatedUsername);
    expect((await login(first.generatedUsername!, first.generatedPassword!)).status).toBe(200);
    expect((await login('admin', first.generatedPassword!)).status).toBe(401);

    const second = await bootstrapAdmin(users(), {});
    expect(second.generatedPassword).toBeUndefined();
    expect((await login(first.generatedUsername!, first.generatedPassword!)).status).toBe(200);
  });

  it('refuses an ADMIN_PASSWORD longer than bcrypt reads', async () => {
    await expect(bootstrapAdmin(users(), { username: 'boss', password: 'é'.repeat(37) })).rejects.toThrow(
      /at most 72 bytes/,
    );
  });

  it('creates and later updates the admin from ADMIN_USERNAME / ADMIN_PASSWORD', async () => {
    await bootstrapAdmin(users(), { username: 'boss', password: 'first-password' });
    expect((await login('boss', 'first-password')).status).toBe(200);
    await bootstrapAdmin(users(), { username: 'boss', password: 'second-password' });
    expect((await login('boss', 'first-password')).status).toBe(401);
    expect((await login('boss', 'second-password')).status).toBe(200);
    const [{ count }] = await app.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE role = 'owner'`);
    expect(count).toBe(1);
  });

  it('refuses a short ADMIN_PASSWORD', async () => {
    await expect(bootstrapAdmin(users(), { username: 'boss', password: 'short' })).rejects.toThrow(
      /at least 8 characters/,
    );
  });
});
