import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../config/env';
import { createDataSource } from '../data-source';

/** Runs one database task against DATABASE_URL and exits with a clear message on failure. */
export function runCli(name: string, task: (dataSource: DataSource) => Promise<string>): void {
  const run = async () => {
    const config = loadConfig();
    const dataSource = createDataSource(config.databaseUrl, 2);
    await dataSource.initialize();
    try {
      console.log(`${name}: ${await task(dataSource)}`);
    } finally {
      await dataSource.destroy();
    }
  };
  run().catch((error) => {
    console.error(`${name} failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
