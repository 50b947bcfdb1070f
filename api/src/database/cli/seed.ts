import { loadConfig } from '../../config/env';
import { seedDemoContentIfEmpty } from '../seeds/seed-demo-content';
import { runCli } from './run-cli';

runCli('seed', async (dataSource) => {
  if (!loadConfig().seedDemo) return 'SEED_DEMO=false, nothing seeded';
  return seedDemoContentIfEmpty(dataSource);
});
