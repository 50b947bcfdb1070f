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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { runDatabaseTasks } from '../scripts/lib/database-tasks.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { createScratchDatabase, dropQueueKeys, uniqueRunId } from '../scripts/lib/scratch-database.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { chooseTestServices } from '../scripts/lib/test-services.mjs';
import { Queue } from 'bullmq';
import { seedBenchContent } from './seed.mjs';
import { startBareServer } from './lib/bare-servers.mjs';
import { loadColumns, printVerdicts } from './lib/report.mjs';
import { startStaticYardsticks } from './static-yardsticks.mjs';
import { runWrk, summariseWrk, wrkDrives, wrkMissingReason } from './lib/wrk.mjs';
import { ENQUEUE_TO_START, INTERACTION_PATH, TARGETS, goalText, interactionPost, judge } from './targets.mjs';
import { EMAIL_RECIPIENTS, benchEmail, checkEmailTargets } from './email-bench.mjs';
import { benchSearch } from './search-bench.mjs';

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

/** The target asking with the ETag its address answers now (rows marked `freshEtag`), as a returning browser would. */
async function withFreshEtag(target) {
  if (!target.freshEtag) return target;
  // identity: the coding autocannon asks for, whose ETag is the one to send back.
  const current = await fetch(target.url, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
  return { ...target, headers: { ...target.headers, 'if-none-match': current.headers.get('etag') } };
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
  // When a run fails, the clean-up drops the database under this client: that is expected, not a crash.
  client.on('error', (error) => log(`database connection closed: ${error.message}`));
  await client.connect();
  const only = process.env.BENCH_ONLY ?? '';
  const results = {
    when: new Date().toISOString(),
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  };
  if (only !== 'email' && only !== 'search') {
    Object.assign(results, await benchHttp({ client, databaseUrl, redisUrl, currentIsoWeek }));
  }
  if (only === '' || only === 'search') {
    results.search = await benchSearch({
      root,
      pgAdminUrl: services.pgAdminUrl,
      redisUrl,
      queuePrefix,
      runId,
      week: currentIsoWeek(),
      cannon,
      summarise,
      rounds: ROUNDS,
      seconds: SECONDS,
      log,
    });
  }
  if (only !== 'http' && only !== 'search') {
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
    printVerdicts(results.emailTargets);
  }
  await client.end();
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`wrote bench/results.json (${results.seconds}s in all)`);
}

/**
 * BENCH_CPU_PROFILE=<folder>: every API (and its worker) samples its CPU from boot and writes a profile into
 * <folder>/<label>/ when the bench stops it; `node bench/cpu-profile-summary.mjs <folder>/<label>` reads them.
 * With BENCH_ROWS naming one row, a profile shows where that row's time goes.
 */
function profilingEnv(label) {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return {};
  const preload = join(root, 'bench/lib/cpu-profiler.cjs');
  return {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${preload}`.trim(),
    BENCH_CPU_PROFILE: join(resolve(folder), label),
  };
}

/** The read-path rows: the API beside a bare server, interleaved rounds. */
async function benchHttp({ client, databaseUrl, redisUrl, currentIsoWeek }) {
  await seedBenchContent(client, { articles: 10_000, week: currentIsoWeek() });
  const [{ id: articleId }] = (await client.query('SELECT id FROM articles ORDER BY id LIMIT 1 OFFSET 4999')).rows;
  log('seeded 10,000 articles, 40 artists (5 spotlighted this week), 300 releases, 60 events, 20 newsletters');

  const apiStacks = [];
  const startApi = async (label, extraEnv, { workers = 0 } = {}) => {
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
      // The interaction row posts 200 signals a second from one session: the limits still count every
      // request (their cost is measured) but never refuse one.
      SIGNAL_RATE_LIMIT: '100000000',
      SIGNAL_SESSION_RATE_LIMIT: '100000000',
      ...extraEnv,
      ...profilingEnv(label),
    };
    // No request measured here waits for a worker; the default build has one, to time enqueue -> job start.
    const stack = await startStack({ root, env, workers, output: 'capture' });
    running.push(stack);
    apiStacks.push(stack);
    return stack.baseUrl;
  };
  const [api, notifyApi, boundedApi, uncachedApi] = await Promise.all([
    startApi('default', {}, { workers: 1 }),
    // The same build trusting NOTIFY alone (no version read per request): what strictness costs.
    startApi('notify', { RESPONSE_CACHE_CONSISTENCY: 'notify' }),
    // The same build with a bounded staleness window: whether it earns its place as the default.
    startApi('bounded', { RESPONSE_CACHE_CONSISTENCY: 'bounded' }),
    // The same build with the response cache off: what the cache is worth.
    startApi('uncached', { RESPONSE_CACHE_MAX_MB: '0' }),
  ]);

  // identity: the bytes autocannon (which sends no Accept-Encoding) will get.
  const listResponse = await fetch(`${api}/api/articles?limit=50`, { headers: { 'accept-encoding': 'identity' } });
  const listBody = Buffer.from(await listResponse.arrayBuffer());
  const etag = listResponse.headers.get('etag');
  const copied = {};
  for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-total-count']) {
    if (listResponse.headers.get(name)) copied[name] = listResponse.headers.get(name);
  }
  const bare = await startBareServer({
    root,
    tmp,
    running,
    name: 'bare server',
    fileName: 'articles.json',
    body: listBody,
    headers: copied,
  });
  const bareCheck = Buffer.from(await (await fetch(bare)).arrayBuffer());
  if (!bareCheck.equals(listBody)) throw new Error('bare server body differs from the API body');
  log(`list body: ${listBody.length} bytes, ${etag}`);

  // The yardstick of the page rows: a bare server sending the cached article page's bytes and headers.
  const pageResponse = await fetch(`${api}/article/${articleId}`, { headers: { 'accept-encoding': 'identity' } });
  const pageBody = Buffer.from(await pageResponse.arrayBuffer());
  const pageEtag = pageResponse.headers.get('etag');
  const pageHeaders = {};
  for (const [name, value] of pageResponse.headers) {
    if (!['content-length', 'date', 'connection', 'keep-alive', 'cache-status'].includes(name))
      pageHeaders[name] = value;
  }
  const barePage = await startBareServer({
    root,
    tmp,
    running,
    name: 'bare page server',
    fileName: 'article.html',
    body: pageBody,
    headers: pageHeaders,
  });
  log(`article page: ${pageBody.length} bytes, ${pageEtag}`);

  const interactionProbe = await fetch(`${api}${INTERACTION_PATH}`, interactionPost(articleId, {}));
  const interactionMissing = interactionProbe.status === 404;
  const statics = await startStaticYardsticks({ root, tmp, running, api });
  log(`entry script ${statics.script}: ${statics.assetBytes} bytes in brotli`);

  // BENCH_ROWS=list,detail runs only those rows (and the bare servers they compare with).
  const chosenRows = (process.env.BENCH_ROWS ?? '').split(',').filter(Boolean);
  const allTargets = TARGETS({
    apis: { api, notifyApi, boundedApi, uncachedApi },
    bares: { bare, barePage },
    article: { articleId, etag, pageEtag, interactionMissing },
    statics,
  });
  const wanted = (t) =>
    chosenRows.length === 0 ||
    chosenRows.includes(t.name) ||
    allTargets.some((o) => chosenRows.includes(o.name) && (o.bare ?? 'bare') === t.name) ||
    // A row judged against another row needs that row measured too.
    allTargets.some((o) => chosenRows.includes(o.name) && o.goal?.timesRow === t.name) ||
    (t.name === ENQUEUE_TO_START && chosenRows.includes('interaction'));
  const described = allTargets.filter(wanted);
  const targets = described.filter((t) => !t.measure);
  // BENCH_WRK=0 leaves wrk out; without wrk installed the bench says so and goes on with autocannon alone.
  const wrkSkipped = process.env.BENCH_WRK === '0' ? 'BENCH_WRK=0: the wrk columns are left out' : wrkMissingReason();
  if (wrkSkipped) log(wrkSkipped);
  const byWrk = (target) => !wrkSkipped && wrkDrives(target);
  log(`warm-up, then ${ROUNDS} interleaved rounds of ${SECONDS}s per endpoint`);
  for (const target of targets) await cannon({ ...(await withFreshEtag(target)), seconds: 1 });
  if (process.env.BENCH_CPU_PROFILE) {
    // Profiles cover the measured rounds only, not boot and warm-up.
    for (const stack of apiStacks)
      for (const name of stack.names()) stack.service(name).child.send('cpu-profile:restart');
  }
  const runs = new Map(targets.map((t) => [t.name, []]));
  const wrkRuns = new Map(targets.map((t) => [t.name, []]));
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
      runs.get(target.name).push(await cannon({ ...(await withFreshEtag(target)), seconds: SECONDS }));
      transactions.set(target.name, transactions.get(target.name) + (await committed()) - before - 1);
      // The same row with wrk, right after: both tools see the machine in the same state, round after round.
      if (byWrk(target)) {
        const asked = await withFreshEtag(target);
        wrkRuns.get(target.name).push(await runWrk(asked, { seconds: SECONDS, tmp, connections: CONNECTIONS }));
      }
    }
    log(`round ${round + 1}/${ROUNDS} done`);
  }

  const rows = targets.map((target) => summarise(target, runs.get(target.name)));
  for (const row of rows) if (wrkRuns.get(row.name).length) row.wrk = summariseWrk(wrkRuns.get(row.name));
  if (described.some((t) => t.name === ENQUEUE_TO_START)) rows.push(await enqueueToStart(redisUrl));
  for (const row of rows) {
    row.goal = described.find((t) => t.name === row.name).goal;
    if (row.measure) continue;
    // Each row against the bare server sending its kind of bytes: the JSON list, or the article page.
    const target = targets.find((t) => t.name === row.name);
    // A bare row is its own yardstick (the list's bare row may be left out by BENCH_ROWS).
    const yardstick = row.name.startsWith('bare') ? row : rows.find((r) => r.name === (target.bare ?? 'bare'));
    row.ratioToBare = Number((row.requestsPerSecond / yardstick.requestsPerSecond).toFixed(2));
    if (row.wrk && yardstick.wrk) {
      row.wrk.ratioToBare = Number((row.wrk.requestsPerSecond / yardstick.wrk.requestsPerSecond).toFixed(2));
    }
    const total = runs.get(row.name).reduce((sum, result) => sum + result.requests.total, 0);
    row.dbTransactionsPerRequest = Number((Math.max(0, transactions.get(row.name)) / Math.max(1, total)).toFixed(3));
  }
  for (const row of rows) Object.assign(row, judge(row, rows), { goalText: goalText(row.goal) });

  // One table: every row, its goal and whether it was met.
  console.table(
    rows.map((row) => ({
      ...loadColumns(row),
      'x bare': row.ratioToBare,
      'wrk req/s': row.wrk?.requestsPerSecond ?? '',
      'wrk p99 ms': row.wrk?.p99Ms ?? '',
      'wrk x bare': row.wrk?.ratioToBare ?? '',
      'db tx/req': row.dbTransactionsPerRequest,
      goal: row.goalText,
      '': row.verdict,
    })),
  );
  const missed = rows.filter((row) => row.verdict === 'MISS');
  log(`${rows.filter((row) => row.verdict === 'PASS').length} goals met, ${missed.length} missed`);

  return {
    settings: {
      rounds: ROUNDS,
      secondsPerRun: SECONDS,
      connections: CONNECTIONS,
      articles: 10_000,
      listBodyBytes: listBody.length,
      wrk: wrkSkipped ?? 'wrk -t1, pinned to the last core with taskset where available',
    },
    interactionEndpointMissing: interactionMissing,
    rows,
  };
}

/**
 * Enqueue -> start of the interaction jobs the last interaction run added: BullMQ keeps
 * each job's enqueue time (timestamp) and the moment a worker took it (processedOn);
 * the queue keeps the last 1,000 completed ones.
 */
async function enqueueToStart(redisUrl) {
  const url = new URL(redisUrl);
  const queue = new Queue('signals', {
    prefix: queuePrefix,
    connection: { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) },
  });
  try {
    const jobs = await queue.getJobs(['completed'], 0, 999);
    const waits = jobs
      .filter((job) => job.name === 'record-interaction' && job.processedOn)
      .map((job) => job.processedOn - job.timestamp)
      .sort((a, b) => a - b);
    const at = (q) => (waits.length ? waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] : NaN);
    return {
      name: ENQUEUE_TO_START,
      measure: true,
      request: `(${waits.length} interaction jobs: enqueued -> started by the worker)`,
      load: '200 req/s',
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors: waits.length === 0 ? 1 : 0,
    };
  } finally {
    await queue.close();
  }
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
