import { createTestDatabase } from './test-database';
import { TEST_REDIS_URL, uniqueName } from './test-env';

/** One database and one Redis key prefix for this whole jest run. */
export default async function globalSetup(): Promise<void> {
  process.env.DATABASE_URL = await createTestDatabase();
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.QUEUE_PREFIX = uniqueName('cypher-test');
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
  process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough';
}
