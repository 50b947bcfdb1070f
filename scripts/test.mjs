#!/usr/bin/env node
// `npm test`: the whole suite against real Postgres, Redis, worker processes
// and Chromium. Builds first (the worker tests spawn the built worker), then
// runs each tier in turn and stops at the first failing one.
// Before the first tier that needs them, it chooses Postgres and Redis once
// (scripts/lib/test-services.mjs: TEST_PG_ADMIN_URL/TEST_REDIS_URL, else the
// machine's, else embedded ones; TEST_SERVICES=embedded forces the latter),
// prints that choice in one line and hands it to every later tier as
// TEST_PG_ADMIN_URL and TEST_REDIS_URL.
// Usage: node scripts/test.mjs [tier...] [-- extra arguments for every chosen tier]
// e.g. node scripts/test.mjs e2e -- --testPathPatterns news-scraper
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import exitHook from 'async-exit-hook';
import { chooseTestServices, testServicesEnv } from './lib/test-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const separator = process.argv.indexOf('--');
const only = process.argv.slice(2, separator === -1 ? undefined : separator);
const extraArgs = separator === -1 ? [] : process.argv.slice(separator + 1);

// A jest worker is replaced once it holds more than 1 GB after a spec file: run in band, every file's Nest app
// and module registry stayed in one heap until it ran out.
const freshWorkers = '--workerIdleMemoryLimit=1GB';
// The e2e tier's spec files spend most of their time waiting on Postgres, Redis, bcrypt and child processes, so
// two run side by side (each worker with its own database copy and key prefix: api/test/support/worker-database.ts).
// E2E_WORKERS=1 runs them one at a time.
const e2eWorkers = String(Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1));

// A new tier is one more line. `offline` tiers run before any database is chosen;
// every other tier gets the chosen Postgres and Redis.
const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'], offline: true },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'], offline: true },
  { name: 'build', cmd: 'npm', args: ['run', 'build'], offline: true },
  { name: 'unit', cmd: 'npx', args: ['jest', '--selectProjects', 'unit'] },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['jest', '--selectProjects', 'e2e', `--maxWorkers=${e2eWorkers}`, freshWorkers],
    env: { TEST_WORKERS: e2eWorkers },
  },
  { name: 'fuzz', cmd: 'npx', args: ['jest', '--selectProjects', 'fuzz', '--maxWorkers=1', freshWorkers] },
  { name: 'web', cmd: 'npm', args: ['run', 'test', '--workspace', 'web'], when: () => exists('web/package.json') },
  { name: 'browser', cmd: 'node', args: ['web/e2e/run.mjs'], when: () => exists('web/e2e/run.mjs') },
];

function exists(path) {
  return existsSync(join(root, path));
}

const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`unknown tier ${unknown.join(', ')}; tiers: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}

let services;
const stopServices = () => services?.stop() ?? Promise.resolve();
// Ctrl-C: the tiers get the signal themselves; the services and their folder must go too.
exitHook((done) => {
  stopServices().finally(done);
});

function run(step, env) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, [...step.args, ...extraArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...step.env },
    });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

async function main() {
  const results = [];
  let env = process.env;
  for (const step of steps) {
    if (only.length && !only.includes(step.name)) continue;
    if (step.when && !step.when()) continue;
    if (!step.offline && !services) {
      try {
        services = await chooseTestServices();
      } catch (error) {
        console.error(`test services: ${error.message}`);
        results.push({ name: 'services', ok: false, seconds: '0.0' });
        break;
      }
      console.log(services.summary);
      env = testServicesEnv(process.env, services);
    }
    console.log(`\n=== ${step.name}: ${step.cmd} ${[...step.args, ...extraArgs].join(' ')}`);
    const started = Date.now();
    const ok = await run(step, env);
    results.push({ name: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    if (!ok) break;
  }
  await stopServices();

  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  async (error) => {
    console.error(error);
    await stopServices();
    process.exit(1);
  },
);
