#!/usr/bin/env node
// Browser end-to-end run: a fresh database on the test services (see
// scripts/lib/test-services.mjs), the built migrate and seed scripts, the built
// API and worker on a free port (the boot library, ready by /api/health and the
// worker's ready message), then every web/e2e/**/*.e2e.ts spec in Chromium
// (vitest, node environment, one file at a time). Everything it started is
// stopped, the database dropped and the queue keys deleted, whatever the outcome.
// Usage: node web/e2e/run.mjs [spec filter...]   (needs `npm run build` first; builds if dist is missing)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
  const runId = uniqueRunId();
  const queuePrefix = `cypher-e2e-${runId}`;
  let database;
  let stack;
  let smtp;
  try {
    database = await createScratchDatabase(services.pgAdminUrl, `cypher_e2e_${runId}`);
    console.log(`e2e: database ${database.name}`);
    const port = await freePort();
    const env = scratchStackEnv(
      {
        databaseUrl: database.url,
        redisUrl: services.redisUrl,
        queuePrefix,
        port,
        logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
      {
        // The subscribe specs post more than a reader ever would from one address.
        SUBSCRIBE_RATE_LIMIT: '100000',
        // As in production: the Sources screen is tested refusing an address on this machine.
        SCRAPE_ALLOW_PRIVATE: 'false',
      },
    );
    runDatabaseTasks(root, env, ['migrate', 'seed']);
    // As under `npm start`: the worker's emails land in the outbox table, links point at this server.
    smtp = await startCatchAllSmtp({ root, databaseUrl: database.url, port: 0 });
    env.SMTP_URL = smtp.url;
    env.PUBLIC_URL = `http://127.0.0.1:${port}`;
    stack = await startStack({ root, env, workers: 1, output: 'capture', log: (line) => console.log(`e2e: ${line}`) });
    console.log(`e2e: api and worker up at ${stack.baseUrl}, mail caught at ${smtp.shownUrl}`);

    const filters = process.argv.slice(2);
    // Not spawnSync: the catch-all SMTP server lives in this process and must keep answering.
    const vitest = await new Promise((resolve) => {
      const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
        cwd: webRoot,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: stack.baseUrl,
          E2E_DATABASE_URL: database.url,
          CHROMIUM_PATH: chromium.path,
        },
      });
      child.once('error', () => resolve({ status: 1 }));
      child.once('exit', (code) => resolve({ status: code }));
    });
    if (vitest.status !== 0) printOutputs(stack);
    return vitest.status ?? 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (stack) printOutputs(stack);
    return 1;
  } finally {
    await stack?.stop();
    await smtp?.stop();
    await database?.drop().catch((error) => console.error(`e2e: could not drop ${database.name}: ${error.message}`));
    await dropQueueKeys(services.redisUrl, queuePrefix);
    await services.stop();
  }
}

function printOutputs(stack) {
  for (const name of stack.names()) {
    console.error(`\n--- ${name} output (tail) ---\n${stack.output(name).slice(-OUTPUT_TAIL_CHARS)}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
