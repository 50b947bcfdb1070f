#!/usr/bin/env node
// `npm run bench`: the built API on a database of its own (10,000 articles),
// measured with autocannon side by side with a bare node:http server that
// returns byte-identical JSON. Interleaved rounds after a warm-up; prints a
// table and writes bench/results.json. Cleans up after itself, even on Ctrl-C.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runDatabaseTasks } from '../scripts/lib/database-tasks.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { untilSaidReady } from '../scripts/lib/readiness.cjs';
import { createScratchDatabase, dropQueueKeys, uniqueRunId } from '../scripts/lib/scratch-database.mjs';
import { spawnService } from '../scripts/lib/service-process.cjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { chooseTestServices } from '../scripts/lib/test-services.mjs';
import { seedBenchContent } from './seed.mjs';
import { TARGETS, checkTargets } from './targets.mjs';
import { EMAIL_RECIPIENTS, benchEmail, checkEmailTargets } from './email-bench.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

const runId = uniqueRunId();
const queuePrefix = `cypher-bench-${runId}`;
const tmp = mkdtempSync(join(tmpdir(), 'cypher-bench-'));
// Everything to stop at the end: the API stacks and the bare server.
const running = [];
let services;
let database;

const log = (message) => console.log(`bench: ${message}`);

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** BENCH_PG_ADMIN_URL and BENCH_REDIS_URL when set; otherwise what the tests would use. */
async function chooseServices() {
  const chosen = await chooseTestServices({
    ...process.env,
    TEST_PG_ADMIN_URL: process.env.BENCH_PG_ADMIN_URL || process.env.TEST_PG_ADMIN_URL,
    TEST_REDIS_URL: process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL,
  });
  log(chosen.summary);
  return chosen;
}

function cannon(target) {
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? CONNECTIONS,
    overallRate: target.rate,
    duration: target.seconds,
  });
}

function summarise(target, runs) {
  const expected = String(target.expectStatus);
  let requests = 0;
  let unexpected = 0;
  let seconds = 0;
  const statuses = {};
  for (const result of runs) {
    seconds += result.duration;
    requests += result.requests.total;
    unexpected += result.errors + result.timeouts;
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      statuses[status] = (statuses[status] ?? 0) + count;
      if (status !== expected) unexpected += count;
    }
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const median = (values) => sorted(values)[Math.floor(values.length / 2)];
  return {
    name: target.name,
    request: `${target.method ?? 'GET'} ${target.path}${target.note ? ` (${target.note})` : ''}`,
    load: target.rate ? `${target.rate} req/s` : `${target.connections ?? CONNECTIONS} connections`,
    requestsPerSecond: Math.round(requests / seconds),
    p50Ms: median(runs.map((r) => r.latency.p50)),
    p99Ms: Math.max(...runs.map((r) => r.latency.p99)),
    errors: unexpected,
    statuses,
  };
}

async function main() {
  const started = Date.now();
  log('building the server (npm run build:server)');
  run('npm', ['run', 'build:server']);
  if (!existsSync(join(root, 'web/dist-ssr/entry-server.cjs'))) {
    log('building the web app and its server renderer (npm run build:web)');
    run('npm', ['run', 'build:web']);
  }
  const { currentIsoWeek } = await import(join(root, 'dist/api/src/shared/domain/iso-week.js'));

  services = await chooseServices();
  database = await createScratchDatabase(services.pgAdminUrl, `cypher_bench_${runId}`);
  log(`created database ${database.name}`);
  const databaseUrl = database.url;
  const redisUrl = services.redisUrl;
  runDatabaseTasks(
    root,
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-migrate-only',
    },
    ['migrate'],
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const only = process.env.BENCH_ONLY ?? '';
  const results = {
    when: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  };
  if (only !== 'email') {
    Object.assign(results, await benchHttp({ client, databaseUrl, redisUrl, currentIsoWeek }));
  }
  if (only !== 'http') {
    log(`email: ${EMAIL_RECIPIENTS.toLocaleString('en-US')} recipients to a local SMTP sink, rate limit off`);
    results.email = await benchEmail({ root, client, databaseUrl, redisUrl, queuePrefix, log });
    results.emailTargets = checkEmailTargets(results.email);
    console.table(
      results.email.map((row) => ({
        'worker processes': row.workers,
        messages: row.smtpAccepted,
        seconds: row.seconds,
        'msg/s': row.messagesPerSecond,
        'msg/s per process': row.messagesPerSecondPerWorker,
        duplicates: row.duplicates,
        'RSS MB before': row.rssBeforeMb.join('/'),
        'RSS MB after': row.rssAfterMb.join('/'),
      })),
    );
    for (const verdict of results.emailTargets)
      console.log(`${verdict.met ? 'MET    ' : 'MISSED '} ${verdict.target}: ${verdict.measured}`);
  }
  await client.end();
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote bench/results.json (${results.seconds}s in all)`);
}

/** The read-path rows: the API beside a bare server, interleaved rounds. */
async function benchHttp({ client, databaseUrl, redisUrl, currentIsoWeek }) {
  await seedBenchContent(client, { articles: 10_000, week: currentIsoWeek() });
  const [{ id: articleId }] = (await client.query('SELECT id FROM articles ORDER BY id LIMIT 1 OFFSET 4999')).rows;
  log('seeded 10,000 articles, 40 artists (5 spotlighted this week), 300 releases, 60 events, 20 newsletters');

  const startApi = async (extraEnv) => {
    const port = await freePort();
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: queuePrefix,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: 'false',
      ...extraEnv,
    };
    // The API alone: no request measured here waits for a worker.
    const stack = await startStack({ root, env, workers: 0, output: 'capture' });
    running.push(stack);
    return stack.baseUrl;
  };
  const [api, notifyApi, uncachedApi] = await Promise.all([
    startApi({}),
    // The same build trusting NOTIFY alone (no version read per request): what strictness costs.
    startApi({ RESPONSE_CACHE_CONSISTENCY: 'notify' }),
    // The same build with the response cache off: what the cache is worth.
    startApi({ RESPONSE_CACHE_MAX_MB: '0' }),
  ]);

  // identity: the bytes autocannon (which sends no Accept-Encoding) will get.
  const listResponse = await fetch(`${api}/api/articles?limit=50`, { headers: { 'accept-encoding': 'identity' } });
  const listBody = Buffer.from(await listResponse.arrayBuffer());
  const etag = listResponse.headers.get('etag');
  const bodyFile = join(tmp, 'articles.json');
  writeFileSync(bodyFile, listBody);
  const copied = {};
  for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-total-count']) {
    if (listResponse.headers.get(name)) copied[name] = listResponse.headers.get(name);
  }
  const bareServer = spawnService({
    name: 'bare server',
    script: join(root, 'bench/bare-server.mjs'),
    args: [JSON.stringify({ bodyFile, headers: copied })],
    cwd: root,
  });
  running.push(bareServer);
  const barePort = new Promise((resolve) => bareServer.child.on('message', (message) => resolve(message.port)));
  await untilSaidReady(bareServer, 30_000);
  const bare = `http://127.0.0.1:${await barePort}`;
  const bareCheck = Buffer.from(await (await fetch(bare)).arrayBuffer());
  if (!bareCheck.equals(listBody)) throw new Error('bare server body differs from the API body');
  log(`list body: ${listBody.length} bytes, ${etag}`);

  // The yardstick of the page rows: a bare server sending the cached article page's bytes and headers.
  const pageResponse = await fetch(`${api}/article/${articleId}`, { headers: { 'accept-encoding': 'identity' } });
  const pageBody = Buffer.from(await pageResponse.arrayBuffer());
  const pageEtag = pageResponse.headers.get('etag');
  const pageFile = join(tmp, 'article.html');
  writeFileSync(pageFile, pageBody);
  const pageHeaders = {};
  for (const [name, value] of pageResponse.headers) {
    if (!['content-length', 'date', 'connection', 'keep-alive', 'cache-status'].includes(name))
      pageHeaders[name] = value;
  }
  const barePageServer = spawnService({
    name: 'bare page server',
    script: join(root, 'bench/bare-server.mjs'),
    args: [JSON.stringify({ bodyFile: pageFile, headers: pageHeaders })],
    cwd: root,
  });
  running.push(barePageServer);
  const barePagePort = new Promise((resolve) => barePageServer.child.on('message', (message) => resolve(message.port)));
  await untilSaidReady(barePageServer, 30_000);
  const barePage = `http://127.0.0.1:${await barePagePort}`;
  log(`article page: ${pageBody.length} bytes, ${pageEtag}`);

  const interactionProbe = await fetch(`${api}/api/personalization/interaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      articleId,
      interactionType: 'view',
      sessionId: 'session-1763683200000-bench1',
      metadata: {},
    }),
  });
  const interactionMissing = interactionProbe.status === 404;

  const targets = TARGETS({
    api,
    notifyApi,
    uncachedApi,
    bare,
    barePage,
    articleId,
    etag,
    pageEtag,
    interactionMissing,
  });
  log(`warm-up, then ${ROUNDS} interleaved rounds of ${SECONDS}s per endpoint`);
  for (const target of targets) await cannon({ ...target, url: target.url, seconds: 1 });
  const runs = new Map(targets.map((t) => [t.name, []]));
  const transactions = new Map(targets.map((t) => [t.name, 0]));
  // Committed transactions in the bench database: how often a request still reaches Postgres.
  // Backends publish their counts about once a second, hence the pause before each reading.
  const committed = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const { rows } = await client.query(
      'SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order each round so no endpoint always runs right after the heaviest one.
    const order = targets.map((_, i) => targets[(i + round) % targets.length]);
    for (const target of order) {
      const before = await committed();
      runs.get(target.name).push(await cannon({ ...target, seconds: SECONDS }));
      transactions.set(target.name, transactions.get(target.name) + (await committed()) - before - 1);
    }
    log(`round ${round + 1}/${ROUNDS} done`);
  }

  const rows = targets.map((target) => summarise(target, runs.get(target.name)));
  for (const row of rows) {
    // Each row against the bare server sending its kind of bytes: the JSON list, or the article page.
    const target = targets.find((t) => t.name === row.name);
    const bareRps = rows.find((r) => r.name === (target.bare ?? 'bare')).requestsPerSecond;
    row.ratioToBare = Number((row.requestsPerSecond / bareRps).toFixed(2));
    const total = runs.get(row.name).reduce((sum, result) => sum + result.requests.total, 0);
    row.dbTransactionsPerRequest = Number((Math.max(0, transactions.get(row.name)) / Math.max(1, total)).toFixed(3));
  }
  const verdicts = checkTargets(rows, { interactionMissing });

  console.table(
    rows.map((row) => ({
      endpoint: row.request,
      load: row.load,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
      errors: row.errors,
      'x bare': row.ratioToBare,
      'db tx/req': row.dbTransactionsPerRequest,
    })),
  );
  for (const verdict of verdicts)
    console.log(`${verdict.met ? 'MET    ' : 'MISSED '} ${verdict.target}: ${verdict.measured}`);

  return {
    settings: {
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      articles: 10_000,
      listBodyBytes: listBody.length,
    },
    interactionEndpointMissing: interactionMissing,
    rows,
    targets: verdicts,
  };
}

async function cleanUp() {
  for (const proc of running.splice(0)) await proc.stop();
  await database?.drop().catch((e) => log(`drop failed: ${e.message}`));
  if (services) await dropQueueKeys(services.redisUrl, queuePrefix);
  await services?.stop();
  rmSync(tmp, { recursive: true, force: true });
}

let exiting = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (exiting) return;
    exiting = true;
    log(`${signal}: cleaning up`);
    await cleanUp();
    process.exit(130);
  });
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    await cleanUp();
    process.exit(1);
  });
