import { hashPassword } from '../../src/modules/auth/password';
import type { TestApp } from './test-app';

export const TEST_ADMIN = { username: 'test-admin', password: 'correct horse battery staple', firstName: 'Tess' };

// Hashing at cost 12 takes a noticeable moment; do it once per test file.
let testAdminHash: Promise<string> | undefined;

/** Makes sure the test admin exists (tables are truncated between tests) with TEST_ADMIN's password. */
export async function ensureTestAdmin(app: TestApp): Promise<string> {
  testAdminHash ??= hashPassword(TEST_ADMIN.password);
  const rows: { id: string }[] = await app.dataSource.query(
    `INSERT INTO users (username, password_hash, role, first_name)
     VALUES ($1, $2, 'owner', $3)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = 'owner'
     RETURNING id`,
    [TEST_ADMIN.username, await testAdminHash, TEST_ADMIN.firstName],
  );
  return rows[0].id;
}

/** POST /api/auth/login with the test admin's name and password; headers can still be set on it before it is sent. */
export function testAdminLogin(app: TestApp) {
  return app.http().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
}

/** Signs in as the test admin through POST /api/auth/login; returns the cookies for `.set('Cookie', cookies)`. */
export async function loginAsAdmin(app: TestApp): Promise<string[]> {
  await ensureTestAdmin(app);
  const response = await testAdminLogin(app);
  if (response.status !== 200) {
    throw new Error(`admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return cookiesOf(response.headers['set-cookie']);
}

export type AdminRequests = Awaited<ReturnType<typeof signInAdmin>>;

/** Signs in as the test admin; the request builders it returns carry the session's cookies. */
export async function signInAdmin(app: TestApp) {
  const cookies = await loginAsAdmin(app);
  return {
    cookies,
    get: (path: string) => app.http().get(path).set('Cookie', cookies),
    post: (path: string, body?: object) => {
      const request = app.http().post(path).set('Cookie', cookies);
      return body === undefined ? request : request.send(body);
    },
    patch: (path: string, body: object) => app.http().patch(path).set('Cookie', cookies).send(body),
    remove: (path: string) => app.http().delete(path).set('Cookie', cookies),
  };
}

/** `name=value` pairs of Set-Cookie headers, ready to send back. */
export function cookiesOf(setCookie: string | string[] | undefined): string[] {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]);
}
