#!/usr/bin/env node
// Browser end-to-end run: a fresh database, the built migrate and seed scripts,
// the built API and worker on a free port, then every web/e2e/**/*.e2e.ts spec
// in Chromium (vitest, node environment, one file at a time). Everything it
// started is stopped and the database dropped, whatever the outcome.
// Usage: node web/e2e/run.mjs [spec filter...]   (needs `npm run build` first; builds if dist is missing)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCatchAllSmtp } from '../../scripts/lib/embedded-smtp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const webRoot = join(root, 'web');
const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseName = `cypher_e2e_${suffix}`;
const databaseUrl = withDatabase(ADMIN_URL, databaseName);

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runNode(script, env) {
  const result = spawnSync(process.execPath, [script], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} exited with ${result.status}`);
}

function startProcess(name, script, env, readyPattern, timeoutMs = 60_000) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    name,
    ready,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

async function waitForHealth(baseUrl, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API at ${baseUrl} not healthy in ${timeoutMs} ms`);
}

async function main() {
  if (!existsSync(join(root, 'dist/api/src/main.js')) || !existsSync(join(webRoot, 'dist/index.html'))) {
    console.log('e2e: no build found, running npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return 1;
  }

  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  console.log(`e2e: database ${databaseName}`);

  const started = [];
  let status;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: `cypher-e2e-${suffix}`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // The subscribe specs post more than a reader ever would from one address.
      SUBSCRIBE_RATE_LIMIT: '100000',
    };
    runNode('dist/api/src/database/cli/migrate.js', env);
    runNode('dist/api/src/database/cli/seed.js', env);
    // As under `npm start`: the worker's emails land in the outbox table, links point at this server.
    const smtp = await startCatchAllSmtp({ root, databaseUrl, port: 0 });
    started.push({ name: 'catch-all smtp', output: () => '', stop: smtp.stop });
    env.SMTP_URL = smtp.url;
    env.PUBLIC_URL = baseUrl;

    const api = startProcess('api', 'dist/api/src/main.js', env, /listening on/);
    started.push(api);
    const worker = startProcess('worker', 'dist/worker/src/main.js', env, /ready/);
    started.push(worker);
    await Promise.all([api.ready, worker.ready]);
    await waitForHealth(baseUrl);
    console.log(`e2e: api and worker up at ${baseUrl}`);

    const filters = process.argv.slice(2);
    // Not spawnSync: the catch-all SMTP server lives in this process and must keep answering.
    const vitest = await new Promise((resolve) => {
      const child = spawn('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
        cwd: webRoot,
        stdio: 'inherit',
        env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATABASE_URL: databaseUrl },
      });
      child.once('exit', (code) => resolve({ status: code }));
    });
    status = vitest.status ?? 1;
    if (status !== 0) {
      for (const proc of started) console.error(`\n--- ${proc.name} output (tail) ---\n${proc.output().slice(-4000)}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    for (const proc of started) console.error(`\n--- ${proc.name} output (tail) ---\n${proc.output().slice(-4000)}`);
    status = 1;
  } finally {
    for (const proc of started.reverse()) await proc.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch((error) => {
      console.error(`e2e: could not drop ${databaseName}: ${error.message}`);
    });
    await admin.end();
  }
  return status;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
