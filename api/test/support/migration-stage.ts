import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source';
import { MIGRATIONS } from '../../src/database/migrations';
import { TEST_PG_ADMIN_URL, databaseUrlFor, uniqueName } from './test-env';

type Migrations = typeof MIGRATIONS;

/** Runs `migrations` (those not yet run) on the database at `url`; with `undoLast`, reverts the last one instead. */
export async function migrate(url: string, migrations: Migrations, undoLast = false): Promise<void> {
  const dataSource = new DataSource({ ...dataSourceOptions(url, 2), migrations });
  await dataSource.initialize();
  try {
    if (undoLast) await dataSource.undoLastMigration({ transaction: 'all' });
    else await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    await dataSource.destroy();
  }
}

/**
 * A database of its own migrated up to (not including) `migration`, for a
 * spec that writes rows as they were before it and then runs the rest;
 * answers its address and a connected client. The caller drops it.
 */
export async function databaseBefore(
  prefix: string,
  migration: Migrations[number],
): Promise<{ url: string; db: Client }> {
  const name = uniqueName(prefix).toLowerCase();
  const admin = new Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = databaseUrlFor(name);
  await migrate(url, MIGRATIONS.slice(0, MIGRATIONS.indexOf(migration)));
  const db = new Client({ connectionString: url });
  await db.connect();
  return { url, db };
}
