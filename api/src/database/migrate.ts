import type { DataSource } from 'typeorm';

/** Applies pending migrations; safe to run from several processes (TypeORM takes a transaction per run). */
export async function runMigrations(dataSource: DataSource): Promise<string> {
  const applied = await dataSource.runMigrations({ transaction: 'all' });
  return applied.length ? `applied ${applied.map((m) => m.name).join(', ')}` : 'schema is up to date';
}
