import { loadConfig } from '../../config/env';
import { bootstrapAdmin } from '../../modules/auth/bootstrap-admin';
import { runCli } from './run-cli';

/** Run by `npm start` after migrate and seed: makes sure an admin can sign in. */
runCli('admin', async (dataSource) => {
  const config = loadConfig();
  const result = await bootstrapAdmin(dataSource, { username: config.adminUsername, password: config.adminPassword });
  return result.message;
});
