import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../src/database/data-source';
import { runMigrations } from '../../src/database/migrate';
import { TEST_PG_ADMIN_URL, databaseUrlFor, uniqueName } from './test-env';

async function admin<T>(task: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** A brand-new, migrated database; returns its URL. */
export async function createTestDatabase(prefix = 'cypher_test'): Promise<string> {
  const name = uniqueName(prefix).toLowerCase();
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrlFor(name);
  const dataSource = createDataSource(url, 2);
  await dataSource.initialize();
  await runMigrations(dataSource);
  await dataSource.destroy();
  return url;
}

/** A copy of a migrated test database (Postgres copies the template's files: much faster than migrating again). */
export async function copyTestDatabase(templateUrl: string, copy: number): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_w${copy}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return databaseUrlFor(name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** Empties every table (keeping the schema) between tests. */
export async function truncateAll(dataSource: DataSource): Promise<void> {
  const tables: { tablename: string }[] = await dataSource.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'`,
  );
  if (tables.length === 0) return;
  const truncate = `TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} RESTART IDENTITY CASCADE`;
  // TRUNCATE locks every table at once; a write still landing from the test before (a worker's job, a
  // trigger) can take them in another order, and Postgres then ends one side as a deadlock: try again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dataSource.query(truncate);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 3) throw error;
    }
  }
}

export async function openDataSource(url: string): Promise<DataSource> {
  const dataSource = createDataSource(url, 4);
  await dataSource.initialize();
  return dataSource;
}
