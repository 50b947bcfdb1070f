import { loadConfig } from '../../config/env';
import { runMigrations } from '../migrate';
import { seedDemoContentIfEmpty } from '../seeds/seed-demo-content';
import { runCli } from './run-cli';

/** database:reset: drop everything, migrate, seed. For development only. */
runCli('db:reset', async (dataSource) => {
  if (loadConfig().nodeEnv === 'production') throw new Error('refusing to reset a production database');
  await dataSource.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const migrated = await runMigrations(dataSource);
  const seeded = loadConfig().seedDemo ? await seedDemoContentIfEmpty(dataSource) : 'not seeded';
  return `${migrated}; ${seeded}`;
});
