import { loginAsAdmin } from './admin-session';
import { startTestApp, TestApp } from './test-app';
import { truncateAll } from './test-database';

/**
 * One API for the test file; before each test the tables are emptied and the
 * test admin signs in again. The request builders carry the admin's cookies.
 */
export function useSignedInAdmin() {
  let started: TestApp | undefined;
  let cookies: string[] = [];
  const app = (): TestApp => {
    if (!started) throw new Error('the test API is not started yet (use it inside a test or hook)');
    return started;
  };

  beforeAll(async () => {
    started = await startTestApp();
  });
  afterAll(async () => started?.close());
  beforeEach(async () => {
    await truncateAll(app().dataSource);
    cookies = await loginAsAdmin(app());
  });

  return {
    app,
    query: (sql: string, parameters?: unknown[]) => app().dataSource.query(sql, parameters),
    get: (path: string) => app().http().get(path).set('Cookie', cookies),
    post: (path: string, body: object) => app().http().post(path).set('Cookie', cookies).send(body),
    patch: (path: string, body: object) => app().http().patch(path).set('Cookie', cookies).send(body),
    remove: (path: string) => app().http().delete(path).set('Cookie', cookies),
  };
}
