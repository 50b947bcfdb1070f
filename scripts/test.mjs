#!/usr/bin/env node
// `npm test`: the whole suite against real Postgres, Redis, worker processes
// and Chromium. Builds first (the worker tests spawn the built worker), then
// runs each tier in turn and stops at the first failing one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  { name: 'unit', cmd: 'npx', args: ['jest', '--selectProjects', 'unit'] },
  { name: 'e2e', cmd: 'npx', args: ['jest', '--selectProjects', 'e2e', '--runInBand'] },
  { name: 'fuzz', cmd: 'npx', args: ['jest', '--selectProjects', 'fuzz', '--runInBand'] },
  {
    name: 'web',
    cmd: 'npm',
    args: ['run', 'test', '--workspace', 'web'],
    when: () => existsSync(join(root, 'web/package.json')),
  },
  { name: 'browser', cmd: 'node', args: ['web/e2e/run.mjs'], when: () => existsSync(join(root, 'web/e2e/run.mjs')) },
];

const results = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  if (step.when && !step.when()) continue;
  console.log(`\n=== ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
