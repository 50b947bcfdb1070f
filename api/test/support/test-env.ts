/**
 * Where the tests find Postgres and Redis: what `npm test` chose and handed down
 * (the machine's servers or embedded ones), else the machine's defaults. Each
 * test run makes its own database (and its own Redis key prefix), so runs never collide.
 */
export const TEST_PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 7)}`;
}
