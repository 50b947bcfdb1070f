#!/usr/bin/env node
// `npm run loadtest`: the product as it runs when it outgrows one process. Two
// API processes behind nginx (ops/nginx/loadtest.conf), three workers, a
// scratch database with the demo content, and for LOADTEST_SECONDS (default 60):
// readers browsing pages and the JSON API, readers sending signals, people
// subscribing, and an admin's news scrape of a feed served on 127.0.0.1. Prints
// requests/s, p50/p99 and errors per route, how the proxy spread the load, queue
// wait per queue, and memory per process; exits 1 on any error answer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runDatabaseTasks } from './lib/database-tasks.mjs';
import { startFeedServer } from './lib/loadtest/feed-server.mjs';
import { findNginx, startNginx } from './lib/loadtest/nginx.mjs';
import { memoryOf, queueWaits, requestsServed } from './lib/loadtest/process-figures.mjs';
import { printTable, Recorder } from './lib/loadtest/recorder.mjs';
import { runWorkload } from './lib/loadtest/workload.mjs';
import { freePort } from './lib/ports.mjs';
import { scratchStackEnv } from './lib/scratch-database.mjs';
import { isBuilt, withScratchRun } from './lib/scratch-run.mjs';
import { startStack, workerNames } from './lib/stack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const READERS = Number(process.env.LOADTEST_READERS ?? 16);
const SIGNALLERS = Number(process.env.LOADTEST_SIGNALLERS ?? 4);
const WORKERS = 3;
const log = (line) => console.log(`loadtest: ${line}`);
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '?');

async function articleIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query('SELECT id FROM articles ORDER BY id')).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

async function main() {
  const nginx = findNginx();
  if (nginx.problem) {
    console.error(`loadtest: ${nginx.problem}`);
    return 1;
  }
  if (!isBuilt(root)) {
    console.error('loadtest: run `npm run build` first');
    return 1;
  }
  return withScratchRun('loadtest', (run) => loadTest({ ...run, nginx }));
}

/** Two API processes behind nginx and the workers, on the run's own database, under the workload; resolves with the exit code. */
async function loadTest({ nginx, services, database, queuePrefix }) {
  const folder = mkdtempSync(join(tmpdir(), 'cypher-loadtest-'));
  const stacks = [];
  let proxy;
  let feeds;
  try {
    feeds = await startFeedServer(40);
    const [proxyPort, apiPortA, apiPortB, metricsA, metricsB] = await Promise.all(
      [0, 0, 0, 0, 0].map(() => freePort()),
    );
    const workerMetricsPorts = await Promise.all(workerNames(WORKERS).map(() => freePort()));
    const credentials = { username: 'load-admin', password: randomBytes(12).toString('hex') };
    const env = scratchStackEnv(
      { databaseUrl: database.url, redisUrl: services.redisUrl, queuePrefix, port: apiPortA },
      {
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        // One nginx in front, which appends the address it saw to X-Forwarded-For.
        TRUST_PROXY: '1',
        ADMIN_USERNAME: credentials.username,
        ADMIN_PASSWORD: credentials.password,
        NEWS_SOURCES: feeds.feedUrl,
        SCRAPE_ALLOW_PRIVATE: 'true',
        // Every visitor comes from one machine here; the per-address limits are tested elsewhere.
        SUBSCRIBE_RATE_LIMIT: '1000000',
        GENERATE_RATE_LIMIT: '1000000',
        SIGNAL_RATE_LIMIT: '100000000',
        SIGNAL_SESSION_RATE_LIMIT: '100000000',
        LOGIN_RATE_LIMIT: '1000000',
        SMTP_URL: 'smtp://127.0.0.1:9',
        METRICS_PORT: String(metricsA),
      },
    );
    runDatabaseTasks(root, env, ['migrate', 'seed', 'admin']);
    const workerIndex = (name) => Number(name.split(' ')[1]) - 1;
    stacks.push(
      await startStack({
        root,
        env,
        workers: WORKERS,
        workerEnv: (name) => ({ WORKER_METRICS_PORT: String(workerMetricsPorts[workerIndex(name)]) }),
        output: 'capture',
        log,
      }),
    );
    stacks.push(
      await startStack({
        root,
        env: { ...env, PORT: String(apiPortB), METRICS_PORT: String(metricsB) },
        workers: 0,
        output: 'capture',
        log,
      }),
    );
    proxy = await startNginx({
      binary: nginx.path,
      root,
      folder,
      port: proxyPort,
      upstreamPorts: [apiPortA, apiPortB],
    });
    log(
      `2 API processes behind nginx at ${proxy.url}, ${WORKERS} workers; ${READERS} readers, ${SIGNALLERS} signal senders, 1 subscriber, 1 admin for ${SECONDS} s`,
    );

    const recorder = new Recorder();
    const content = { articleIds: await articleIds(database.url) };
    const { scrape } = await runWorkload({
      baseUrl: proxy.url,
      recorder,
      content,
      credentials,
      seconds: SECONDS,
      readers: READERS,
      signallers: SIGNALLERS,
    });

    const rows = recorder.rows(SECONDS);
    console.log('');
    printTable(
      ['route', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'statuses'],
      rows.map((row) => [
        row.route,
        row.requests,
        fixed(row.perSecond),
        fixed(row.p50),
        fixed(row.p99),
        fixed(row.max),
        row.errors,
        row.statuses,
      ]),
    );
    const total = rows.reduce((sum, row) => sum + row.requests, 0);
    console.log(`\nall routes: ${total} requests, ${fixed(total / SECONDS)} req/s, ${recorder.errors} errors`);

    const served = await Promise.all(
      [metricsA, metricsB].map((port) => requestsServed(`http://127.0.0.1:${port}/metrics`)),
    );
    console.log(`spread by nginx: api A answered ${served[0]}, api B ${served[1]} (health checks included)`);
    console.log(`admin scrape: ${scrape.state} after ${fixed(scrape.seconds)} s (${scrape.message})`);

    console.log('\nqueue wait, enqueue to first start, over all workers:');
    const waits = await queueWaits(workerMetricsPorts.map((port) => `http://127.0.0.1:${port}/metrics`));
    printTable(
      ['queue', 'jobs', 'p50 ms', 'p99 ms'],
      waits.map((w) => [w.queue, w.jobs, fixed(w.p50Ms), fixed(w.p99Ms)]),
    );

    console.log('\nmemory per process:');
    const processes = [
      ['api A', stacks[0].service('api').child.pid],
      ['api B', stacks[1].service('api').child.pid],
      ...workerNames(WORKERS).map((name) => [name, stacks[0].service(name).child.pid]),
    ];
    printTable(
      ['process', 'RSS MiB', 'peak MiB'],
      processes.map(([name, pid]) => {
        const memory = memoryOf(pid);
        return [name, fixed(memory.rssMiB), fixed(memory.peakMiB)];
      }),
    );

    const failed = recorder.errors > 0 || scrape.state !== 'completed' || served.some((count) => count === 0);
    console.log(failed ? '\nloadtest: FAILED (errors above)' : '\nloadtest: passed, no errors');
    return failed ? 1 : 0;
  } finally {
    await proxy?.stop();
    for (const stack of stacks.reverse()) await stack.stop();
    await feeds?.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
