import { loadConfig } from '../../config/env';
import { bootstrapAdmin } from '../../modules/auth/bootstrap-admin';
import { User } from '../../modules/users/user.entity';
import { UsersStore } from '../../modules/users/users.store';
import { runCli } from './run-cli';

/** Run by `npm start` after migrate and seed: makes sure an admin can sign in. */
runCli('admin', async (dataSource) => {
  const config = loadConfig();
  const users = new UsersStore(dataSource.getRepository(User));
  const result = await bootstrapAdmin(users, { username: config.adminUsername, password: config.adminPassword });
  return result.message;
});
