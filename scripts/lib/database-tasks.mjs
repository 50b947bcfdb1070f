// The database steps before the API serves: migrate, seed demo content into an
// empty database, make sure an admin can sign in. Workers never migrate.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ALL_DATABASE_TASKS = ['migrate', 'seed', 'admin'];

/**
 * Runs the built CLI of each task in turn, its output passed through (unless
 * `echo(task, output)` says no); throws naming the first one that fails.
 * Returns what each task printed on stdout.
 */
export function runDatabaseTasks(root, env, tasks = ALL_DATABASE_TASKS, { echo = () => true } = {}) {
  const printed = {};
  for (const task of tasks) {
    const script = join(root, `dist/api/src/database/cli/${task}.js`);
    if (!existsSync(script)) throw new Error(`${script} is missing: run npm run build:server first`);
    const result = spawnSync(process.execPath, [script], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    printed[task] = result.stdout ?? '';
    if (echo(task, printed[task])) process.stdout.write(printed[task]);
    if (result.status !== 0) throw new Error(`${task} failed (exit ${result.status ?? result.signal})`);
  }
  return printed;
}
