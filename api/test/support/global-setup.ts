import { createTestDatabase, copyTestDatabase } from './test-database';
import { TEST_REDIS_URL, uniqueName } from './test-env';
import { testWorkerCount, workerDatabaseVariable } from './test-workers';

/**
 * One migrated database and one Redis key prefix for this whole jest run; when the tier runs spec files in
 * several jest workers, each worker gets its own copy of that database (see worker-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.DATABASE_URL = await createTestDatabase();
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.QUEUE_PREFIX = uniqueName('cypher-test');
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
  process.env.SESSION_SECRET ??= 'test-session-secret-that-is-long-enough';
  const workers = testWorkerCount();
  if (workers > 1) {
    for (let worker = 1; worker <= workers; worker += 1) {
      process.env[workerDatabaseVariable(worker)] = await copyTestDatabase(process.env.DATABASE_URL, worker);
    }
  }
}
