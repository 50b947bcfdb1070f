import { loginAsAdmin } from './admin-session';
import type { TestApp } from './test-app';
import { useTestApp } from './use-test-app';

/**
 * One API for the test file; before each test the tables are emptied and the
 * test admin signs in again. The request builders carry the admin's cookies.
 */
export function useSignedInAdmin(env: Record<string, string | undefined> = {}) {
  const t = useTestApp(env);
  let cookies: string[] = [];
  beforeEach(async () => {
    cookies = await loginAsAdmin(t);
  });

  return {
    app: (): TestApp => t,
    query: (sql: string, parameters?: unknown[]) => t.dataSource.query(sql, parameters),
    get: (path: string) => t.http().get(path).set('Cookie', cookies),
    post: (path: string, body: object) => t.http().post(path).set('Cookie', cookies).send(body),
    patch: (path: string, body: object) => t.http().patch(path).set('Cookie', cookies).send(body),
    put: (path: string, body: object = {}) => t.http().put(path).set('Cookie', cookies).send(body),
    remove: (path: string) => t.http().delete(path).set('Cookie', cookies),
  };
}
