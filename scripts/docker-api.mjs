#!/usr/bin/env node
// The api container: migrate, seed an empty database, make sure an admin exists,
// then serve. Workers never migrate; they wait for the api to be healthy. The
// container's restart policy, not this script, brings a dead API back.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDatabaseTasks } from './lib/database-tasks.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  runDatabaseTasks(root, process.env);
} catch (error) {
  console.error(`api container: ${error.message}`);
  process.exit(1);
}
await import('../dist/api/src/main.js');
