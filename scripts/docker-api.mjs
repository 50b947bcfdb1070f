#!/usr/bin/env node
// The api container: migrate, seed an empty database, make sure an admin exists,
// then serve. Workers never migrate; they wait for the api to be healthy.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

for (const task of ['migrate', 'seed', 'admin']) {
  const script = `dist/api/src/database/cli/${task}.js`;
  if (!existsSync(script)) continue;
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/api/src/main.js');
