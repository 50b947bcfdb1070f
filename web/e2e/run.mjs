#!/usr/bin/env node
// Browser end-to-end run: a fresh database on the test services (see
// scripts/lib/test-services.mjs), the built migrate and seed scripts, the built
// API and worker on a free port (the boot library, ready by /api/health and the
// worker's ready message), then every web/e2e/**/*.e2e.ts spec in Chromium
// (vitest, node environment, one file at a time), split over BROWSER_SHARDS
// (default 1) such stacks side by side. Everything it started is
// stopped, the database dropped and the queue keys deleted, whatever the outcome.
// Usage: node web/e2e/run.mjs [spec filter...]   (needs `npm run build` first; builds if dist is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/lib/chromium.mjs';
import { runDatabaseTasks } from '../../scripts/lib/database-tasks.mjs';
import { startCatchAllSmtp } from '../../scripts/lib/embedded-smtp.mjs';
import { freePort } from '../../scripts/lib/ports.mjs';
import {
  createScratchDatabase,
  dropQueueKeys,
  scratchStackEnv,
  uniqueRunId,
} from '../../scripts/lib/scratch-database.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { chooseTestServices } from '../../scripts/lib/test-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const webRoot = join(root, 'web');
const OUTPUT_TAIL_CHARS = 4_000;

async function main() {
  const chromium = await findChromium();
  if (chromium.problem) {
    console.error(`e2e: ${chromium.problem}`);
    return 1;
  }
  if (
    !existsSync(join(root, 'dist/api/src/main.js')) ||
    !existsSync(join(webRoot, 'dist/index.html')) ||
    !existsSync(join(webRoot, 'dist-ssr/entry-server.cjs'))
  ) {
    console.log('e2e: no build found, running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }

  const services = await chooseTestServices();
  if (!services.fromEnv) console.log(services.summary);
  const filters = process.argv.slice(2);
  // Each shard is a whole stack of its own (database, queue keys, mail catcher, API and worker) running its share
  // of the spec files, one file at a time: the specs wait on the browser and the stack far more than they compute.
  // A run of chosen spec files is small: one stack does.
  const shardCount = filters.length > 0 ? 1 : Math.max(1, Number(process.env.BROWSER_SHARDS ?? 1) || 1);
  const shards = Array.from({ length: shardCount }, (_, index) => ({ index: index + 1 }));
  try {
    for (const shard of shards) await prepareShard(shard, services);
    for (const shard of shards) await startShard(shard);
    const statuses = await Promise.all(shards.map((shard) => runSpecs(shard, shardCount, filters, chromium.path)));
    const failed = shards.filter((_, index) => statuses[index] !== 0);
    for (const shard of failed) printOutputs(shard);
    // Last, after the stack's logs: a run's log is often read from its tail, and this is what failed.
    for (const shard of failed) printFailures(shard);
    return failed.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    for (const shard of shards) if (shard.stack) printOutputs(shard);
    return 1;
  } finally {
    for (const shard of shards) await stopShard(shard, services);
    await services.stop();
  }
}

/** Its database, migrated and seeded: done for every shard before any mail catcher runs in this process. */
async function prepareShard(shard, services) {
  shard.runId = uniqueRunId();
  shard.queuePrefix = `cypher-e2e-${shard.runId}`;
  shard.database = await createScratchDatabase(services.pgAdminUrl, `cypher_e2e_${shard.runId}`);
  console.log(`e2e: shard ${shard.index} database ${shard.database.name}`);
  shard.port = await freePort();
  shard.env = scratchStackEnv(
    {
      databaseUrl: shard.database.url,
      redisUrl: services.redisUrl,
      queuePrefix: shard.queuePrefix,
      port: shard.port,
      logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    {
      // The subscribe specs post more than a reader ever would from one address.
      SUBSCRIBE_RATE_LIMIT: '100000',
      // Every page every spec opens reports its visit from this one address: the whole tier passes the 600 a
      // reader's address may send in ten minutes (the limit has specs of its own in the api tier).
      SIGNAL_RATE_LIMIT: '100000',
      // As in production: the Sources screen is tested refusing an address on this machine.
      SCRAPE_ALLOW_PRIVATE: 'false',
    },
  );
  runDatabaseTasks(root, shard.env, ['migrate', 'seed']);
}

async function startShard(shard) {
  // As under `npm start`: the worker's emails land in the outbox table, links point at this server.
  shard.smtp = await startCatchAllSmtp({ root, databaseUrl: shard.database.url, port: 0 });
  shard.env.SMTP_URL = shard.smtp.url;
  shard.env.PUBLIC_URL = `http://127.0.0.1:${shard.port}`;
  shard.stack = await startStack({
    root,
    env: shard.env,
    workers: 1,
    output: 'capture',
    log: (line) => console.log(`e2e: shard ${shard.index}: ${line}`),
  });
  console.log(
    `e2e: shard ${shard.index}: api and worker up at ${shard.stack.baseUrl}, mail caught at ${shard.smtp.shownUrl}`,
  );
}

/** Not spawnSync: the catch-all SMTP servers live in this process and must keep answering. */
function runSpecs(shard, shardCount, filters, chromiumPath) {
  const shardArgs = shardCount > 1 ? [`--shard=${shard.index}/${shardCount}`] : [];
  return new Promise((resolve) => {
    shard.resultsFile = join(tmpdir(), `cypher-browser-results-${shard.runId}.json`);
    const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${shard.resultsFile}`];
    const child = spawn(
      'npx',
      ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...reporters, ...shardArgs, ...filters],
      {
        cwd: webRoot,
        stdio: shardCount > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: shard.stack.baseUrl,
          E2E_DATABASE_URL: shard.database.url,
          CHROMIUM_PATH: chromiumPath,
        },
      },
    );
    if (shardCount > 1) {
      prefixLines(child.stdout, process.stdout, `[shard ${shard.index}] `);
      prefixLines(child.stderr, process.stderr, `[shard ${shard.index}] `);
    }
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Each failed test's file, name and the first lines of its error, from the JSON reporter's results. */
function printFailures(shard) {
  let results;
  try {
    results = JSON.parse(readFileSync(shard.resultsFile, 'utf8'));
  } catch {
    console.error(
      `\n--- shard ${shard.index}: no test results were written (the run stopped before its specs ended) ---`,
    );
    return;
  }
  console.error(`\n--- shard ${shard.index}: failed tests ---`);
  for (const file of results.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failures.length === 0 && file.status === 'failed')
      console.error(`${relative(webRoot, file.name)}: ${firstLines(file.message)}`);
    for (const test of failures) {
      console.error(
        `${relative(webRoot, file.name)} > ${test.fullName}\n  ${firstLines(test.failureMessages?.join('\n'))}`,
      );
    }
  }
}

/** The message and the spec's own frames: the test runner's frames say nothing about the failure. */
function firstLines(text = '') {
  const lines = text.split('\n').filter((line) => !/node_modules|new Promise/.test(line));
  return lines.slice(0, 12).join('\n  ');
}

function prefixLines(from, to, prefix) {
  let pending = '';
  from.setEncoding('utf8');
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) to.write(`${prefix}${line}\n`);
  });
  from.on('end', () => {
    if (pending) to.write(`${prefix}${pending}\n`);
  });
}

async function stopShard(shard, services) {
  await shard.stack?.stop();
  await shard.smtp?.stop();
  if (shard.database) {
    await shard.database
      .drop()
      .catch((error) => console.error(`e2e: could not drop ${shard.database.name}: ${error.message}`));
  }
  if (shard.queuePrefix) await dropQueueKeys(services.redisUrl, shard.queuePrefix);
}

function printOutputs({ index, stack }) {
  if (!stack) return;
  for (const name of stack.names()) {
    console.error(`\n--- shard ${index}: ${name} output (tail) ---\n${stack.output(name).slice(-OUTPUT_TAIL_CHARS)}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
