// The Postgres and Redis a single-purpose bench runs on, and its scratch database, migrated.
import { fileURLToPath } from 'node:url';
import { runDatabaseTasks } from '../../scripts/lib/database-tasks.mjs';
import { createScratchDatabase } from '../../scripts/lib/scratch-database.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const BENCH_PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Creates the database `name` and migrates it; its drop() removes it (done here when the migration fails). */
export async function migratedScratchDatabase(name) {
  const database = await createScratchDatabase(BENCH_PG_ADMIN_URL, name);
  try {
    runDatabaseTasks(
      root,
      { ...process.env, DATABASE_URL: database.url, REDIS_URL: BENCH_REDIS_URL, SESSION_SECRET: 'bench-migrate-only' },
      ['migrate'],
    );
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}
